import { STALE_VERSION_MESSAGE } from '@engine/api/editing'
import { type Change, type Document, type Steps, drain, serverApplyAllSteps } from '@engine/changes'
import { Block, MAX_BLOCKS_PER_DIALOG, MAX_CONNECTIONS_PER_DIALOG, Survey } from '@engine/model'
import type { ServerContext } from '../context'
import { ApiError, asApiError } from '../http/ApiError'
import { surveyScope } from '../coediting/notices'
import { type LoadedDocument, type Scope, loadDocument, writeDocument } from '../repositories/dialogDocument'
import { type RequestEntry, appendEvent, appendStagedEvent, findEventByChangeId } from '../repositories/surveyEvents'
import { findSurvey, lockSurvey, setVersion } from '../repositories/surveys'
import { surveyNotFound } from '../services/dialogs/requireSurvey'
import { type DocumentJson, versionNotFound } from '@engine/versions'
import type { Db } from '../db/database'
import { inSlices } from '../workers/slices'
import { type StagedEdit, settleStaged, stageEdit } from './stagedWrites'
import { dueSnapshot, storeDueSnapshot } from './versionHistory'

export interface ChangeRun {
  surveyId: string
  actorId: number
  now: number
  /** POST /changes: the idempotency key; a change_id seen before is answered from its event. */
  changeId?: string | undefined
  expectedVersion?: number | undefined
  /** A legacy call's request, logged beside its changes. */
  entry?: RequestEntry | undefined
  /** The rows the changes need (the union of their kinds' scopes). */
  scope: Scope
  /** The changes, built against the loaded document (a legacy call reads it to translate its body). */
  plan(doc: Document): Planned
  /** The request field a refusal of the result names ('change.after', 'changed_values'). */
  field: string
  /** A restore's version: one the dialog never had (after its current one) is 404, nothing written. */
  restores?: number | undefined
}

/** A plan's changes, or the steps that build them when there can be thousands (slices.ts). */
export type Planned = readonly Change[] | Steps<readonly Change[]>

const isSteps = (planned: Planned): planned is Steps<readonly Change[]> => !Array.isArray(planned)

export interface ChangeOutcome {
  version: number
  /** The changes as applied: rebased onto the stored dialog, so `before` and places are the server's. */
  changes: readonly Change[]
  /** The loaded part of the dialog after the changes (undefined for a replay). */
  doc?: Document
  replayed: boolean
}

/** The block or settings a change produced must still be valid as a whole (a null for a required field is not). */
function* requireValid(before: Document, after: Document, field: string): Steps<void> {
  const invalid = (what: string) =>
    new ApiError(400, `Ungültige Eingabe: Feld '${field}' ergibt ${what}.`, 'invalid_input')
  if (after.survey !== before.survey && !Survey.safeParse(after.survey).success)
    throw invalid('ungültige Einstellungen')
  if (after.blocks === before.blocks) return
  for (const block of after.blocks.values()) {
    if (before.blocks.get(block.unique_question_id) === block) continue
    const parsed = Block.safeParse(block)
    if (!parsed.success)
      throw invalid(`einen ungültigen Block ${block.unique_question_id} (${parsed.error.issues[0]?.path.join('.')})`)
    yield
  }
}

/**
 * engine/model/limits.ts: a dialog holds at most so many blocks and jumps. Only a change that
 * adds past the bound is refused, so a dialog already above it (older than the bound) can still
 * be edited and shrunk.
 */
function requireWithinDialogBounds(before: Document, after: Document, field: string): void {
  const check = (a: number, b: number, max: number, what: string, code: 'too_many_blocks' | 'too_many_connections') => {
    if (b > max && b > a)
      throw new ApiError(
        413,
        `Zu groß: Feld '${field}' ergäbe ${b} ${what} im Dialog, erlaubt sind höchstens ${max}.`,
        code,
      )
  }
  check(before.blocks.size, after.blocks.size, MAX_BLOCKS_PER_DIALOG, 'Blöcke', 'too_many_blocks')
  check(
    before.connections.length,
    after.connections.length,
    MAX_CONNECTIONS_PER_DIALOG,
    'Sprünge',
    'too_many_connections',
  )
}

/** The changes run against a loaded dialog: what the transaction writes, or the refusal. */
type Computed = { ok: true; loaded: LoadedDocument; changes: Change[]; doc: Document } | { ok: false; error: unknown }

/**
 * As steps (engine/model/steps.ts): before the lock they run in slices, so 10,000 jumps or a
 * restore of 4,000 blocks never hold the event loop in one piece; inside the transaction at once.
 */
function* compute(loaded: LoadedDocument, run: ChangeRun): Steps<Computed> {
  try {
    let doc: Document
    let changes: Change[]
    try {
      const planned = run.plan(loaded.doc)
      const planChanges = isSteps(planned) ? yield* planned : planned
      ;({ resolved: changes, next: doc } = yield* serverApplyAllSteps(loaded.doc, planChanges))
    } catch (error) {
      throw asApiError(error)
    }
    yield* requireValid(loaded.doc, doc, run.field)
    requireWithinDialogBounds(loaded.doc, doc, run.field)
    return { ok: true, loaded, changes, doc }
  } catch (error) {
    return { ok: false, error }
  }
}

/** What an edit worked out before taking the lock, valid while the dialog is still at `version`. */
interface Prepared {
  version: number
  snapshot: DocumentJson | undefined
  computed: Computed
  /** Rows written before the lock (docs/design/storage.md "Staged writes"). */
  staged: StagedEdit
}

/**
 * The edit's reads and its CPU work (plan, rebase, apply, validate), done before the survey's lock
 * is taken: the embedded database has one connection, so whatever runs inside the transaction
 * holds every respondent's query (issue #27: 10,000 jumps through /structure held it ~0.1 s for
 * our own code alone). Every write of a dialog bumps its version under that lock, so a dialog
 * still at the read version is the one read, and the work stands; otherwise it is redone inside.
 */
async function prepare(db: Db, run: ChangeRun): Promise<Prepared | undefined> {
  const stored = await findSurvey(db, run.surveyId)
  if (!stored) return undefined
  if (run.restores !== undefined && run.restores > stored.version) return undefined
  if (run.expectedVersion !== undefined && run.expectedVersion !== stored.version) return undefined
  const snapshot = await dueSnapshot(db, stored)
  const computed = await inSlices(compute(await loadDocument(db, stored, run.scope), run))
  const staged = computed.ok ? await stageEdit(db, run, computed) : {}
  return { version: stored.version, snapshot, computed, staged }
}

/**
 * The one way a dialog edit is made (docs/api/surveys.md "Changes" and "Editing"): work out the
 * changes against the stored dialog (`prepare`, before any lock), then in one transaction lock
 * the survey row, answer a known change_id from its event, refuse a stale version, redo the work
 * if the dialog moved meanwhile, write what changed, bump the version once and log one event with
 * the resolved changes; once committed, the co-editing streams of the dialog are told the new
 * version.
 */
export async function applyChanges(
  ctx: Pick<ServerContext, 'database' | 'coediting'>,
  run: ChangeRun,
): Promise<ChangeOutcome> {
  const { db } = ctx.database
  const prepared = await prepare(db, run)
  const staged = prepared?.staged ?? {}
  let switching = false
  let outcome: ChangeOutcome
  try {
    outcome = await db.transaction(async (tx): Promise<ChangeOutcome> => {
      const stored = await lockSurvey(tx, run.surveyId)
      if (!stored) throw surveyNotFound()
      if (run.changeId !== undefined) {
        const seen = await findEventByChangeId(tx, run.surveyId, run.changeId)
        if (seen)
          return { version: seen.version ?? stored.version, changes: (seen.changes ?? []) as Change[], replayed: true }
      }
      if (run.restores !== undefined && run.restores > stored.version) throw asApiError(versionNotFound(run.restores))
      if (run.expectedVersion !== undefined && run.expectedVersion !== stored.version)
        throw new ApiError(409, STALE_VERSION_MESSAGE, 'stale_version')
      const fresh = prepared?.version === stored.version ? prepared : undefined
      const snapshot = fresh ? fresh.snapshot : await dueSnapshot(tx, stored)
      const computed = fresh?.computed ?? drain(compute(await loadDocument(tx, stored, run.scope), run))
      if (!computed.ok) throw computed.error
      if (snapshot) await storeDueSnapshot(tx, stored, snapshot, run.now)
      const { loaded, changes, doc } = computed
      await writeDocument(tx, loaded, doc, fresh?.staged)
      switching = fresh !== undefined
      const version = stored.version + 1
      await setVersion(tx, run.surveyId, version, run.now)
      const numbered = { version, changeId: run.changeId ?? null, now: run.now }
      const event = fresh?.staged.event
      const logged = event !== undefined && (await appendStagedEvent(tx, run.surveyId, event, numbered))
      if (!logged)
        await appendEvent(tx, {
          ...numbered,
          surveyId: run.surveyId,
          actorId: run.actorId,
          changes,
          entry: run.entry ?? null,
        })
      return { version, changes, doc, replayed: false }
    })
  } catch (error) {
    // Rolled back: whatever the edit staged is unused, a switch included.
    await settleStaged(db, run.surveyId, staged, false)
    throw error
  }
  await settleStaged(db, run.surveyId, staged, switching)
  // After the commit: every open stream of the dialog reads the new event (docs/api/coediting.md).
  if (!outcome.replayed)
    ctx.coediting.publish({ kind: 'version', scope: surveyScope(run.surveyId), version: outcome.version })
  return outcome
}
