import { EngineError } from '../EngineError'
import type { Change, ChangeKindName, ChangeOf, VersionedChange } from '../changes/Change'
import type { TrainingExample } from '../model/trainingExample'
import type { TransportCall } from './Transport'

/** Where a change's call goes and what it names. */
export interface CallContext {
  readonly surveyId: string
  /** The idempotency key: the same change sent again after a lost answer is applied once. */
  readonly changeId: string
  /** Only for kinds that bump the dialog's version, and only when the editor knows it. */
  readonly expectedVersion?: number | undefined
}

/** The dialog-edit call every versioned kind shares (engine/api/editing.ts ChangeRequest). */
export function changeCall(change: Change, ctx: CallContext): TransportCall {
  return {
    method: 'POST',
    path: `/api/surveys/${encodeURIComponent(ctx.surveyId)}/changes`,
    body: {
      change_id: ctx.changeId,
      ...(ctx.expectedVersion === undefined ? {} : { expected_version: ctx.expectedVersion }),
      change,
    },
  }
}

export const trainingBlockPath = (surveyId: string, blockId: string) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/training/${encodeURIComponent(blockId)}`

/**
 * The engine/api/training.ts call: every command adds, deletes or edits (and so does its undo).
 * Ids are the engine's: a server id as text, or a client id of an example not saved before;
 * `withTrainingIds` turns them into server ids.
 */
function trainingCall(c: ChangeOf<'training'>, ctx: CallContext): TransportCall {
  const beforeIds = new Set(c.before.map((e) => e.id))
  const afterIds = new Set(c.after.map((e) => e.id))
  const added = c.after.filter((e) => !beforeIds.has(e.id))
  const removed = c.before.filter((e) => !afterIds.has(e.id))
  const changed = c.after.filter((e) => beforeIds.has(e.id))
  const base = trainingBlockPath(ctx.surveyId, c.block)
  const text = (e: TrainingExample) => ({ handle: e.handle, text: e.text })
  if (added.length > 0 && removed.length === 0 && changed.length === 0)
    return {
      method: 'POST',
      path: `${base}/examples`,
      body: { examples: added.map((e) => ({ id: e.id, ...text(e) })) },
    }
  if (removed.length > 0 && added.length === 0 && changed.length === 0)
    return { method: 'POST', path: `${base}/examples/delete`, body: { ids: removed.map((e) => e.id) } }
  const [edited] = changed
  if (edited && changed.length === 1 && added.length === 0 && removed.length === 0)
    return { method: 'PUT', path: `${base}/examples/${encodeURIComponent(edited.id)}`, body: text(edited) }
  throw new EngineError('invalid_input', 'Unbekannte Änderung der Trainingsbeispiele.')
}

/** A kind outside the dialog's version: a call of its own, and no edit log to ask after a lost answer. */
interface OwnCall<C extends Change> {
  call(c: C, ctx: CallContext): TransportCall
  /**
   * Whether a refusal with this error code means the change already holds (deleting a trigger
   * that is gone): without an edit log, the goal state decides.
   */
  settledBy?(c: C, code: string): boolean
}

type UnversionedKind = Exclude<ChangeKindName, VersionedChange['kind'] | 'restore'>

/**
 * The kinds the dialog's version does not count (docs/training.md, the multichat's
 * triggers). Every other kind is a dialog edit: POST /api/surveys/{id}/changes, counted in the
 * version, so a new versioned kind needs nothing here.
 */
const ownCalls: { [K in UnversionedKind]: OwnCall<ChangeOf<K>> } = {
  trigger: {
    call: (c) =>
      c.after === null
        ? { method: 'DELETE', path: `/api/delete_trigger/${encodeURIComponent(c.id)}` }
        : { method: 'POST', path: '/api/create_trigger', body: { ...c.after, after: c.at.after } },
    // Deleting a trigger someone else deleted already: what the delete wanted holds.
    settledBy: (c, code) => c.after === null && code === 'trigger_not_found',
  },
  training: { call: trainingCall },
}

const ownCallOf = (c: Change): OwnCall<Change> | undefined =>
  (ownCalls as Partial<Record<ChangeKindName, OwnCall<Change>>>)[c.kind]

/** Whether the server counts the change in the dialog's version (trigger and training calls do not). */
export const bumpsVersion = (c: Change): c is Exclude<Change, { kind: UnversionedKind }> => ownCallOf(c) === undefined

/** The HTTP call that makes the server do `c`. */
export const callOf = (c: Change, ctx: CallContext): TransportCall => (ownCallOf(c)?.call ?? changeCall)(c, ctx)

/** Whether a refusal with `code` means `c` already holds (see OwnCall.settledBy). */
export const settledBy = (c: Change, code: string): boolean => ownCallOf(c)?.settledBy?.(c, code) ?? false
