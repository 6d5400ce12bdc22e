import { BlockType } from '@engine/model'
import type { Document } from '@engine/changes'
import { entryOf } from '@engine/history'
import { VERSION_PAGE, type VersionItem, type VersionListResponse, type VersionResponse } from '@engine/api/versions'
import {
  CHECKPOINT_EVERY,
  documentFromJson,
  type DocumentJson,
  documentToJson,
  groupSessions,
  isRebuildable,
  rebuildVersionSteps,
  versionBeforeLog,
  versionNotFound,
} from '@engine/versions'
import type { Db } from '../db/database'
import { SizedLruMap } from '../cache/SizedLruMap'
import { asApiError } from '../http/ApiError'
import { loadDocument } from '../repositories/dialogDocument'
import { inSlices } from '../workers/slices'
import type { StoredSurvey } from '../repositories/surveys'
import {
  findSnapshot,
  type LoggedEdit,
  listEditsOfVersions,
  listLoggedEdits,
  listVersionEvents,
  listVersionNames,
  snapshotVersions,
  storeSnapshot,
} from '../repositories/versions'
import { requireSurvey } from '../services/dialogs/requireSurvey'

const FULL = { survey: true, blocks: 'all', connections: true, exitConditions: true } as const

/**
 * Dialogs that existed before the version history (migration 0013) have no snapshot: the first
 * edit saved after it stores the dialog as it is then, inside that edit's transaction and before
 * the edit applies (docs/design/coediting.md "Version history"). A new, copied or imported dialog
 * gets its first snapshot the same way, so its history starts at its content when it was made.
 * Every CHECKPOINT_EVERY versions after the first, the edit stores another one, so a rebuild
 * never applies more logged edits than that.
 */
/**
 * The snapshot an edit of a dialog at `stored.version` must store first (the dialog's first edit,
 * then every CHECKPOINT_EVERY versions), or undefined. Reads only snapshot versions, so an edit
 * can ask it before taking the survey's lock (server/changes/applyChanges.ts).
 */
export async function dueSnapshot(db: Db, stored: StoredSurvey): Promise<DocumentJson | undefined> {
  const { first, has } = await snapshotVersions(db, stored.survey.survey_id, stored.version)
  if (first !== undefined) {
    const since = stored.version - first
    if (since === 0 || since % CHECKPOINT_EVERY !== 0 || has) return undefined
  }
  const { doc } = await loadDocument(db, stored, FULL)
  return documentToJson(doc)
}

/** Stores the snapshot `dueSnapshot` found due; the caller holds the survey row lock. */
export async function storeDueSnapshot(tx: Db, stored: StoredSurvey, due: DocumentJson, now: number): Promise<void> {
  await storeSnapshot(tx, stored.survey.survey_id, stored.version, due, now)
}

/** `fromLog`: rebuilt from a snapshot and the log, so fixed for good (the current version without a base is read live). */
async function rebuild(db: Db, surveyId: string, version: number): Promise<{ doc: Document; fromLog: boolean }> {
  const stored = await requireSurvey(db, surveyId)
  try {
    if (version > stored.version) throw versionNotFound(version)
    const base = await findSnapshot(db, surveyId, version)
    if (!base) {
      if (await findSnapshot(db, surveyId)) throw versionBeforeLog(version)
      if (version < stored.version) throw versionBeforeLog(version)
      return { doc: (await loadDocument(db, stored, FULL)).doc, fromLog: false }
    }
    const events = await listVersionEvents(db, surveyId, base.version, version)
    // Off the event loop's single piece: a restore of 4,000 blocks in the log is 8,000 steps (slices.ts).
    const doc = await inSlices(
      rebuildVersionSteps({ version: base.version, doc: documentFromJson(base.document) }, events, version),
    )
    return { doc, fromLog: true }
  } catch (error) {
    throw asApiError(error)
  }
}

/**
 * Rebuilt versions as the JSON GET /versions/{v} sends, without the name (names change): a
 * version's content never changes, so a rebuild is done once per process while it stays in the
 * cache (issue #27: a 2,500-block version cost 2.5 s per read). Bounded in entries and in
 * characters; concurrent misses of one version share one rebuild.
 */
export interface VersionCache {
  readonly texts: SizedLruMap<string, string>
  readonly building: Map<string, Promise<string>>
}

/** docs/design/coediting.md "Version history": 100 versions, 64 M characters (about 128 MB) per process at most. */
export const createVersionCache = (maxEntries = 100, maxChars = 64 * 1024 * 1024): VersionCache => ({
  texts: new SizedLruMap(maxEntries, maxChars),
  building: new Map(),
})

/** The JSON text of version `version` as the editor loads it, named `name`. */
export async function versionText(
  db: Db,
  cache: VersionCache,
  surveyId: string,
  version: number,
  name: string | null,
): Promise<string> {
  const key = `${surveyId}:${version}`
  let text = cache.texts.get(key)
  if (text === undefined) {
    let building = cache.building.get(key)
    if (!building) {
      building = (async () => {
        const { doc, fromLog } = await rebuild(db, surveyId, version)
        const { name: _name, ...rest } = asDialog(doc, version, null)
        const built = JSON.stringify(rest)
        if (fromLog) cache.texts.set(key, built, built.length)
        return built
      })()
      cache.building.set(key, building)
      void building.finally(() => cache.building.delete(key)).catch(() => undefined)
    }
    text = await building
  }
  // The name goes last, after the cached text: `asDialog` puts it last too.
  return `${text.slice(0, -1)},"name":${JSON.stringify(name)}}`
}

/** The rebuilt version in the shape the editor loads (POST /api/dialog). */
export function asDialog(doc: Document, version: number, name: string | null): VersionResponse {
  return {
    ...doc.survey,
    all_questions: [...doc.blocks.values()],
    templ_options: [...BlockType.options],
    connections: [...doc.connections],
    triggers: [],
    gpt_exit_conditions: [...doc.exitConditions],
    version,
    name,
  }
}

/**
 * The log as the "Versionen" panel lists it, a page at a time (VERSION_PAGE edits, the newest
 * first, `before` for older ones): edits grouped into sessions (one author, no gap over 30 min),
 * newest first.
 */
export async function listVersions(db: Db, surveyId: string, before?: number): Promise<VersionListResponse> {
  const stored = await requireSurvey(db, surveyId)
  const [base, { edits, older }] = [
    await findSnapshot(db, surveyId),
    await listLoggedEdits(db, surveyId, { ...(before !== undefined && { before }), limit: VERSION_PAGE }),
  ]
  const pageVersions = edits.flatMap((e) => (e.version === null ? [] : [e.version]))
  const names = await listVersionNames(db, surveyId, { versions: pageVersions })
  const firstVersion = base?.version ?? null
  const itemOf = (edit: LoggedEdit): VersionItem => ({
    version: edit.version,
    created_on: edit.createdAt.toISOString(),
    actor_id: edit.actorId,
    actor_name: edit.actorName,
    what: (edit.changes ?? []).map((c) => {
      const entry = entryOf(c)
      return { type: entry.type, change: entry.change, key: entry.key, unique_question_id: entry.unique_question_id }
    }),
    name: edit.version === null ? null : (names.get(edit.version) ?? null),
    rebuildable: isRebuildable(edit.version, firstVersion, stored.version),
  })
  const items = edits.map(itemOf)
  // Named versions below the page: the page's oldest version bounds them (versions grow with the log).
  const namedBelow =
    older === null || pageVersions.length === 0
      ? new Map<number, string>()
      : await listVersionNames(db, surveyId, { below: Math.min(...pageVersions), limit: VERSION_PAGE })
  for (const [version, name] of namedBelow) names.set(version, name)
  const named = [...namedBelow.keys()]
  return {
    version: stored.version,
    first_version: firstVersion,
    sessions: groupSessions(items),
    older,
    named: (await listEditsOfVersions(db, surveyId, named)).map(itemOf).reverse(),
  }
}
