import type { SurveyEventsResponse } from '@engine/api/surveys'
import { and, asc, eq, gt, gte, lte, min, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { surveyEvents } from '../db/schema'
import { EVENT_PART_CHARS, dropEventParts, sweepEventParts, withEventParts, writeEventParts } from './eventParts'
import { ABANDONED_AFTER } from './generations'

/** A legacy call's request as its event stores it (docs/design/storage.md). */
export interface RequestEntry {
  method: string
  path: string
  body?: unknown
}

export interface NewEvent {
  surveyId: string
  actorId: number
  /** The dialog's version after the edit. */
  version: number
  /** The client's idempotency key (POST /changes); null for legacy calls. */
  changeId: string | null
  /** The changes as applied (engine/changes, rebased onto the stored dialog). */
  changes: readonly unknown[] | null
  /** The request of a legacy call; null for POST /changes, whose change is the whole story. */
  entry: RequestEntry | null
  now: number
}

/**
 * Logged events have a `seq` from 1; a staged one (below) has a negative placeholder and no
 * version until its edit's transaction numbers it, and no reader of the log sees it.
 */
const logged = gt(surveyEvents.seq, 0)

/** Appends an event; the caller holds the survey row lock, so `seq` = max + 1 cannot collide. */
export async function appendEvent(tx: Db, event: NewEvent): Promise<void> {
  const [last] = await tx
    .select({ seq: sql<number>`coalesce(max(${surveyEvents.seq}), 0)` })
    .from(surveyEvents)
    .where(and(eq(surveyEvents.surveyId, event.surveyId), logged))
  await tx.insert(surveyEvents).values({
    surveyId: event.surveyId,
    seq: Number(last?.seq ?? 0) + 1,
    actorId: event.actorId,
    entry: event.entry,
    version: event.version,
    changeId: event.changeId,
    changes: event.changes,
    bytes: bytesOf(event.entry, event.changes),
    createdAt: new Date(event.now),
  })
}

/** Bytes of JSON (UTF-16 units, as JSON.stringify counts them) of an event's request and changes. */
function bytesOf(entry: unknown, changes: unknown): number {
  return (JSON.stringify(entry) ?? '').length + (JSON.stringify(changes) ?? '').length
}

/** An event with this many changes or more is staged (~0.3 MB of JSON for the smallest changes). */
export const STAGE_MIN_CHANGES = 1_000

/** The change switches the dialog live or off (its `active` setting), also inside a restore. */
function switchesLive(changes: readonly unknown[]): boolean {
  return changes.some((change) => {
    const c = change as { kind?: unknown; key?: unknown; changes?: unknown }
    return (c.kind === 'config' && c.key === 'active') || (Array.isArray(c.changes) && switchesLive(c.changes))
  })
}

/**
 * Staged writes (docs/design/storage.md): a large event is written before its edit's transaction,
 * under a negative placeholder `seq`, so that the transaction does not hold the embedded
 * database's one connection while megabytes of JSON are parsed; its changes and its request's
 * body go into parts of 64 KB (server/repositories/eventParts.ts), one short statement each,
 * and the row keeps only `{method, path}` of the request. The transaction numbers it
 * (`appendStagedEvent`); an edit that does not, drops it. Answers the placeholder. An event that
 * switches the dialog live stays inline: readLiveHistory finds the switch in `changes`.
 */
export async function stageEvent(db: Db, event: Omit<NewEvent, 'version' | 'changeId'>): Promise<number> {
  const base = { surveyId: event.surveyId, actorId: event.actorId, createdAt: new Date(event.now) }
  if (event.changes === null || switchesLive(event.changes)) {
    const [row] = await db
      .insert(surveyEvents)
      .values({
        ...base,
        seq: sql`-nextval('staged_write_seq')`,
        entry: event.entry,
        changes: event.changes,
        bytes: bytesOf(event.entry, event.changes),
      })
      .returning({ seq: surveyEvents.seq })
    return Number(row?.seq)
  }
  const { entry } = event
  const { gen, parts, chars } = await writeEventParts(db, event.surveyId, {
    changes: event.changes,
    ...(entry?.body === undefined ? {} : { body: entry.body }),
  })
  try {
    await db.insert(surveyEvents).values({
      ...base,
      seq: -gen,
      entry: entry === null ? null : { method: entry.method, path: entry.path },
      changes: null,
      gen,
      parts,
      bytes: chars,
    })
  } catch (error) {
    await dropEventParts(db, event.surveyId, gen)
    throw error
  }
  return -gen
}

/**
 * Inside the edit's transaction (survey row locked): the staged event `placeholder` becomes the
 * next event of the log, with its version and change_id; its JSON is not written again. False
 * when it is gone (swept as abandoned): the caller then appends the event itself.
 */
export async function appendStagedEvent(
  tx: Db,
  surveyId: string,
  placeholder: number,
  event: Pick<NewEvent, 'version' | 'changeId' | 'now'>,
): Promise<boolean> {
  const done = rowsOf(
    await tx.execute(sql`
      UPDATE survey_events
         SET seq = (SELECT coalesce(max(seq), 0) + 1 FROM survey_events WHERE survey_id = ${surveyId} AND seq > 0),
             version = ${event.version}, change_id = ${event.changeId}, created_at = ${new Date(event.now).toISOString()}
       WHERE survey_id = ${surveyId} AND seq = ${placeholder}
      RETURNING seq`),
  )
  return done.length > 0
}

/** A staged event its edit did not log (refused, or redone inside the transaction). */
export async function dropStagedEvent(db: Db, surveyId: string, placeholder: number): Promise<void> {
  const [dropped] = rowsOf<{ gen: number | string | null }>(
    await db.execute(
      sql`DELETE FROM survey_events WHERE survey_id = ${surveyId} AND seq = ${placeholder} AND seq < 0 RETURNING gen`,
    ),
  )
  if (dropped?.gen != null) await dropEventParts(db, surveyId, Number(dropped.gen))
}

/** Staged events a crashed process left (older than any edit takes), and their parts: deleted at start-up. */
export async function sweepStagedEvents(db: Db): Promise<number> {
  const gone = rowsOf(
    await db.execute(sql`
      DELETE FROM survey_events WHERE seq < 0 AND created_at < now() - ${ABANDONED_AFTER} RETURNING 1`),
  )
  await sweepEventParts(db)
  return gone.length
}

/** The event a change_id produced, if any: a change resent after a lost answer is answered from it. */
export async function findEventByChangeId(
  tx: Db,
  surveyId: string,
  changeId: string,
): Promise<{ version: number | null; changes: unknown } | undefined> {
  const rows = await tx
    .select({
      version: surveyEvents.version,
      changes: surveyEvents.changes,
      gen: surveyEvents.gen,
      parts: surveyEvents.parts,
    })
    .from(surveyEvents)
    .where(and(eq(surveyEvents.surveyId, surveyId), eq(surveyEvents.changeId, changeId)))
    .limit(1)
  const [found] = await withEventParts(tx, surveyId, rows)
  return found && { version: found.version, changes: found.changes }
}

/** One event as GET /api/surveys/{id}/events answers it (null `version` and `changes`: logged before migration 0007). */
export type SurveyEventRow = SurveyEventsResponse['events'][number]

const EVENTS_PAGE = 1000

/**
 * A page of the log, and a co-editing stream's catch-up, holds events of at most this many bytes of
 * JSON together (a page at least one event): a dialog's log may hold a thousand edits of a megabyte
 * each, and reading a page of them whole held the server for seconds and then failed.
 */
export const EVENTS_READ_BYTES = 4 * 1024 * 1024

/** An event's bytes: as written (migration 0026), else its parts' bound, else what its JSON takes on disk. */
export const eventBytes = sql<number>`coalesce(${surveyEvents.bytes}, ${surveyEvents.parts} * ${EVENT_PART_CHARS}, coalesce(pg_column_size(${surveyEvents.changes}), 0) + coalesce(pg_column_size(${surveyEvents.entry}), 0))`

/** How many of `sizes` (in the order read) fit EVENTS_READ_BYTES; at least one. */
export function fitting(sizes: readonly number[]): number {
  let total = 0
  for (let i = 0; i < sizes.length; i++) {
    total += Number(sizes[i])
    if (total > EVENTS_READ_BYTES) return Math.max(1, i)
  }
  return sizes.length
}

/** A page of the log; `more`: there may be events after it (it is full, or cut by bytes). */
export interface EventsPage {
  events: SurveyEventRow[]
  more: boolean
}

/**
 * The log after `after` (seq) and, if given, after `afterVersion` (events without a version, from
 * before the change log, are then left out), oldest first, at most one page: EVENTS_PAGE events and
 * EVENTS_READ_BYTES of JSON. The sizes are read first, so the JSON of events a page leaves out is
 * never read; the client asks again from the last seq or version while `more`.
 */
export async function listSurveyEvents(
  db: Db,
  surveyId: string,
  after: number,
  afterVersion?: number,
): Promise<EventsPage> {
  const newer = afterVersion === undefined ? undefined : gt(surveyEvents.version, afterVersion)
  const sized =
    afterVersion === undefined
      ? await sizesAfterSeq(db, surveyId, Math.max(after, 0))
      : // A range of the version index: the events newer than the caller's version.
        await db
          .select({ seq: surveyEvents.seq, bytes: eventBytes })
          .from(surveyEvents)
          .where(and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.seq, Math.max(after, 0)), newer))
          .orderBy(asc(surveyEvents.seq))
          .limit(EVENTS_PAGE)
  const kept = fitting(sized.map((r) => r.bytes))
  const first = sized[0]
  const last = sized[kept - 1]
  if (!first || !last) return { events: [], more: false }
  const stored = await db
    .select()
    .from(surveyEvents)
    .where(
      and(
        eq(surveyEvents.surveyId, surveyId),
        gte(surveyEvents.seq, first.seq),
        lte(surveyEvents.seq, last.seq),
        newer,
      ),
    )
    .orderBy(asc(surveyEvents.seq))
  const rows = await withEventParts(db, surveyId, stored)
  return {
    events: rows.map((r) => ({
      seq: r.seq,
      actor_id: r.actorId,
      entry: r.entry,
      version: r.version,
      change_id: r.changeId,
      // Written by appendEvent from changes serverApply resolved, so they have the logged shape.
      changes: Array.isArray(r.changes) ? (r.changes as SurveyEventRow['changes']) : null,
      created_on: r.createdAt.toISOString(),
    })),
    more: kept < sized.length || sized.length === EVENTS_PAGE,
  }
}

/**
 * The seqs and sizes of the page after `after` (seq), as ranges of the primary key: the embedded
 * database has no column statistics, and `seq > after ORDER BY seq LIMIT` was planned as a sort of
 * every later event of the dialog (76 ms for the first page of 100,000). Each range starts at the
 * next logged event (`min()`, read from the index) and is as long as the page still needs, so a
 * page is full unless the log ends (a gap in the numbers costs one more range).
 */
async function sizesAfterSeq(db: Db, surveyId: string, after: number) {
  const rows: { seq: number; bytes: number }[] = []
  let from = after
  while (rows.length < EVENTS_PAGE) {
    const [next] = await db
      .select({ seq: min(surveyEvents.seq) })
      .from(surveyEvents)
      .where(and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.seq, from)))
    if (next?.seq == null) break
    const upTo = next.seq + (EVENTS_PAGE - rows.length) - 1
    rows.push(
      ...(await db
        .select({ seq: surveyEvents.seq, bytes: eventBytes })
        .from(surveyEvents)
        .where(and(eq(surveyEvents.surveyId, surveyId), gte(surveyEvents.seq, next.seq), lte(surveyEvents.seq, upTo)))
        .orderBy(asc(surveyEvents.seq))),
    )
    from = upTo
  }
  return rows
}

/** A logged edit with its version, as the co-editing stream sends it (null `changes`: logged before the change log). */
export interface VersionedEvent {
  version: number
  change_id: string | null
  actor_id: number | null
  changes: SurveyEventRow['changes']
}

/**
 * The events with a version after `afterVersion`, in version order, at most `limit` and
 * EVENTS_READ_BYTES of JSON (at least one); `whole`: every event up to `limit` is there, none left
 * out for its bytes (the co-editing stream's catch-up, which reloads instead when not).
 */
export async function eventsAfterVersion(
  db: Db,
  surveyId: string,
  afterVersion: number,
  limit: number,
): Promise<{ events: VersionedEvent[]; whole: boolean }> {
  const after = and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.version, afterVersion))
  const sized = await db
    .select({ version: surveyEvents.version, bytes: eventBytes })
    .from(surveyEvents)
    .where(after)
    .orderBy(asc(surveyEvents.version))
    .limit(limit)
  const kept = fitting(sized.map((r) => r.bytes))
  const last = sized[kept - 1]
  if (!last) return { events: [], whole: true }
  const stored = await db
    .select({
      version: surveyEvents.version,
      changeId: surveyEvents.changeId,
      actorId: surveyEvents.actorId,
      changes: surveyEvents.changes,
      gen: surveyEvents.gen,
      parts: surveyEvents.parts,
    })
    .from(surveyEvents)
    .where(and(after, lte(surveyEvents.version, Number(last.version))))
    .orderBy(asc(surveyEvents.version))
  const rows = await withEventParts(db, surveyId, stored)
  return {
    events: rows.map((r) => ({
      version: r.version ?? 0,
      change_id: r.changeId,
      actor_id: r.actorId,
      changes: Array.isArray(r.changes) ? (r.changes as SurveyEventRow['changes']) : null,
    })),
    whole: kept === sized.length,
  }
}
