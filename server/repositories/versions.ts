import type { Change } from '@engine/changes'
import type { DocumentJson, VersionEvent } from '@engine/versions'
import { type SQL, and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, max, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { surveyEvents, surveyVersionSnapshots, surveyVersionNames, users } from '../db/schema'
import { withEventParts } from './eventParts'
import { eventBytes, fitting } from './surveyEvents'

export interface VersionSnapshot {
  version: number
  document: DocumentJson
}

/**
 * The snapshot a rebuild of `version` starts from: the latest at or before it (undefined before
 * the first). Without `version`, the first one: where the history starts.
 */
export async function findSnapshot(db: Db, surveyId: string, version?: number): Promise<VersionSnapshot | undefined> {
  const rows = await db
    .select({ version: surveyVersionSnapshots.version, document: surveyVersionSnapshots.document })
    .from(surveyVersionSnapshots)
    .where(
      version === undefined
        ? eq(surveyVersionSnapshots.surveyId, surveyId)
        : and(eq(surveyVersionSnapshots.surveyId, surveyId), lte(surveyVersionSnapshots.version, version)),
    )
    .orderBy(version === undefined ? asc(surveyVersionSnapshots.version) : desc(surveyVersionSnapshots.version))
    .limit(1)
  const [row] = rows
  // Written by storeSnapshot from documentToJson.
  return row && { version: row.version, document: row.document as DocumentJson }
}

/**
 * Whether a snapshot of exactly `version` is stored, and the first snapshot's version, without
 * their documents (an edit asks this; a document can be megabytes).
 */
export async function snapshotVersions(
  db: Db,
  surveyId: string,
  version: number,
): Promise<{ first: number | undefined; has: boolean }> {
  const [row] = await db
    .select({
      first: sql<number | null>`min(${surveyVersionSnapshots.version})`,
      has: sql<boolean | null>`bool_or(${surveyVersionSnapshots.version} = ${version})`,
    })
    .from(surveyVersionSnapshots)
    .where(eq(surveyVersionSnapshots.surveyId, surveyId))
  return { first: row?.first == null ? undefined : Number(row.first), has: row?.has === true }
}

/** Stores a snapshot; the caller holds the survey row lock. */
export async function storeSnapshot(
  tx: Db,
  surveyId: string,
  version: number,
  document: DocumentJson,
  now: number,
): Promise<void> {
  await tx
    .insert(surveyVersionSnapshots)
    .values({ surveyId, version, document, createdAt: new Date(now) })
    .onConflictDoNothing()
}

/** The logged changes of the versions after `after` up to `upTo`, in version order. */
export async function listVersionEvents(
  db: Db,
  surveyId: string,
  after: number,
  upTo: number,
): Promise<VersionEvent[]> {
  const stored = await db
    .select({
      version: surveyEvents.version,
      changes: surveyEvents.changes,
      gen: surveyEvents.gen,
      parts: surveyEvents.parts,
    })
    .from(surveyEvents)
    .where(and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.version, after), lte(surveyEvents.version, upTo)))
    .orderBy(asc(surveyEvents.version))
  const rows = await withEventParts(db, surveyId, stored)
  // Written by appendEvent from changes serverApply resolved.
  return rows.map((r) => ({ version: r.version ?? 0, changes: (r.changes ?? []) as Change[] }))
}

export interface LoggedEdit {
  version: number | null
  createdAt: Date
  actorId: number | null
  actorName: string | null
  changes: Change[] | null
  entry: unknown
}

/** A page of the log: its edits oldest first, and the `seq` below which older ones remain (null: none). */
export interface LoggedEditsPage {
  edits: LoggedEdit[]
  older: number | null
}

/**
 * The newest edits of the log with a `seq` below `before` (all when absent), at most `limit`,
 * oldest first, with their authors' names; `older` is the `before` of the next older page (null:
 * none). Bounded, so listing the versions of a dialog edited for months reads a page, not the
 * whole log (docs/design/coediting.md "Version history"). Every statement is a range of the
 * primary key (survey_id, seq): the embedded database has no column statistics, and a plain
 * `ORDER BY seq DESC LIMIT` was planned as a scan and sort of every event of the dialog (84 ms
 * for 100,000 events). A page is the seq range below the newest one it holds, so it holds fewer
 * than `limit` edits where the numbers have gaps, and fewer where they are large (EVENTS_READ_BYTES).
 */
export async function listLoggedEdits(
  db: Db,
  surveyId: string,
  page: { before?: number; limit: number },
): Promise<LoggedEditsPage> {
  const logged = (below?: number) =>
    and(
      eq(surveyEvents.surveyId, surveyId),
      gt(surveyEvents.seq, 0),
      below === undefined ? undefined : lt(surveyEvents.seq, below),
    )
  // max() of an index's column is read from the index's end, whatever the planner estimates.
  const newestBelow = async (below?: number) => {
    const [row] = await db
      .select({ seq: max(surveyEvents.seq) })
      .from(surveyEvents)
      .where(logged(below))
    return row?.seq ?? null
  }
  const newest = await newestBelow(page.before)
  if (newest === null) return { edits: [], older: null }
  // As many of the newest as EVENTS_READ_BYTES holds (at least one): the sizes first, so the JSON
  // of edits the page leaves out is never read.
  const sized = await db
    .select({ seq: surveyEvents.seq, bytes: eventBytes })
    .from(surveyEvents)
    .where(and(logged(newest + 1), gte(surveyEvents.seq, newest - page.limit + 1)))
    .orderBy(desc(surveyEvents.seq))
  const lowest = sized[fitting(sized.map((r) => r.bytes)) - 1]?.seq ?? newest
  // Not a staged event its edit has not numbered yet (negative seq, server/repositories/surveyEvents.ts).
  const edits = await readEdits(db, surveyId, and(logged(newest + 1), gte(surveyEvents.seq, lowest)))
  const older = lowest > 1 ? await newestBelow(lowest) : null
  return { edits, older: older === null ? null : older + 1 }
}

/** The logged edits of these versions, oldest first (a range of the version index per version). */
export async function listEditsOfVersions(
  db: Db,
  surveyId: string,
  versions: readonly number[],
): Promise<LoggedEdit[]> {
  if (versions.length === 0) return []
  return readEdits(
    db,
    surveyId,
    and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.seq, 0), inArray(surveyEvents.version, [...versions])),
  )
}

/** The edits `where` selects, oldest first, put together with their parts and their authors' names. */
async function readEdits(db: Db, surveyId: string, where: SQL | undefined): Promise<LoggedEdit[]> {
  const stored = await db
    .select({
      version: surveyEvents.version,
      createdAt: surveyEvents.createdAt,
      actorId: surveyEvents.actorId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      changes: surveyEvents.changes,
      entry: surveyEvents.entry,
      gen: surveyEvents.gen,
      parts: surveyEvents.parts,
    })
    .from(surveyEvents)
    .leftJoin(users, eq(users.id, surveyEvents.actorId))
    .where(where)
    .orderBy(asc(surveyEvents.seq))
  const rows = await withEventParts(db, surveyId, stored)
  return rows.map((r) => {
    const name = [r.firstName, r.lastName].filter((x) => x && x.trim()).join(' ')
    return {
      version: r.version,
      createdAt: r.createdAt,
      actorId: r.actorId,
      actorName: name || r.username || null,
      changes: Array.isArray(r.changes) ? (r.changes as Change[]) : null,
      entry: r.entry,
    }
  })
}

/**
 * Names of a dialog's versions, read by the primary key (survey_id, version), never the whole
 * list (an account could name every one of 100,000 versions): those of the given versions (a
 * page of the "Versionen" panel, at most VERSION_PAGE), or with `below`, the newest `limit`
 * named versions under it.
 */
export async function listVersionNames(
  db: Db,
  surveyId: string,
  which: { versions: readonly number[] } | { below: number; limit: number },
): Promise<Map<number, string>> {
  if ('versions' in which && which.versions.length === 0) return new Map()
  const where = and(
    eq(surveyVersionNames.surveyId, surveyId),
    isNotNull(surveyVersionNames.name),
    'versions' in which
      ? inArray(surveyVersionNames.version, [...which.versions])
      : lt(surveyVersionNames.version, which.below),
  )
  const query = db
    .select({ version: surveyVersionNames.version, name: surveyVersionNames.name })
    .from(surveyVersionNames)
    .where(where)
    .orderBy(desc(surveyVersionNames.version))
  const rows = await ('below' in which ? query.limit(which.limit) : query)
  return new Map(rows.map((r) => [r.version, r.name]))
}

export async function setVersionName(
  db: Db,
  surveyId: string,
  version: number,
  name: string,
  actorId: number,
  now: number,
): Promise<void> {
  await db
    .insert(surveyVersionNames)
    .values({ surveyId, version, name, actorId, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: [surveyVersionNames.surveyId, surveyVersionNames.version],
      set: { name, actorId, createdAt: new Date(now) },
    })
}

export async function deleteVersionName(db: Db, surveyId: string, version: number): Promise<void> {
  await db
    .delete(surveyVersionNames)
    .where(and(eq(surveyVersionNames.surveyId, surveyId), eq(surveyVersionNames.version, version)))
}
