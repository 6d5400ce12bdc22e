import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { ABANDONED_AFTER } from './generations'
import { textParts } from './textParts'

/**
 * Characters of a large event's JSON per part (docs/design/storage.md "Staged writes"): 64 KB is
 * written in 2-4 ms on the embedded database, where the ~1.8 MB of one `/structure` call with
 * 10,000 jumps, as jsonb values of one row, took 50-230 ms in one statement.
 */
export const EVENT_PART_CHARS = 64 * 1024

/** What a parted event keeps in its parts: its changes and, for a legacy call, its request's body. */
export interface EventBody {
  changes: readonly unknown[]
  body?: unknown
}

/** An event row as a reader selected it; `entry` only where the reader wants it. */
export interface PartedRow {
  gen: number | null
  parts: number | null
  changes: unknown
  entry?: unknown
}

async function writePart(
  db: Db,
  surveyId: string,
  gen: number | undefined,
  part: number,
  data: string,
): Promise<number> {
  const [row] = rowsOf<{ gen: number | string }>(
    await db.execute(sql`
      INSERT INTO survey_event_parts (survey_id, gen, part, data)
      VALUES (${surveyId}, ${gen ?? sql`nextval('staged_write_seq')`}, ${part}, ${data})
      RETURNING gen`),
  )
  return Number(row?.gen)
}

/**
 * Writes an event's JSON in parts, one statement each, under a new generation (from the
 * sequence of staged writes); answers it and the count. The event row that names them is written
 * after (server/repositories/surveyEvents.ts stageEvent); until then no reader sees them. On a
 * failure the parts written are deleted again.
 */
export async function writeEventParts(
  db: Db,
  surveyId: string,
  event: EventBody,
  partChars = EVENT_PART_CHARS,
): Promise<{ gen: number; parts: number }> {
  const parts = textParts(JSON.stringify(event), partChars)
  const gen = await writePart(db, surveyId, undefined, 0, parts.text(0))
  try {
    for (let part = 1; part < parts.length; part++) await writePart(db, surveyId, gen, part, parts.text(part))
  } catch (error) {
    await dropEventParts(db, surveyId, gen)
    throw error
  }
  return { gen, parts: parts.length }
}

export async function dropEventParts(db: Db, surveyId: string, gen: number): Promise<void> {
  await db.execute(sql`DELETE FROM survey_event_parts WHERE survey_id = ${surveyId} AND gen = ${gen}`)
}

/** A row names parts that are not all there: never written so (parts first, then the row). */
class BrokenEventError extends Error {
  constructor(surveyId: string, gen: number) {
    super(`Ereignis ${gen} von ${surveyId}: Teile fehlen`)
  }
}

/**
 * The rows with their changes and entry whole: a parted event (`gen` set) gets them from its
 * parts, one statement per such event, so no statement returns more than one event's JSON
 * (~1.8 MB at the caps); its `entry` gets back the body it was stored without. Inline rows
 * are answered as they are.
 */
export async function withEventParts<R extends PartedRow>(db: Db, surveyId: string, rows: readonly R[]): Promise<R[]> {
  const whole: R[] = []
  for (const row of rows) {
    if (row.gen === null) {
      whole.push(row)
      continue
    }
    const gen = Number(row.gen)
    const parts = rowsOf<{ data: string }>(
      await db.execute(
        sql`SELECT data FROM survey_event_parts WHERE survey_id = ${surveyId} AND gen = ${gen} ORDER BY part`,
      ),
    )
    if (parts.length !== row.parts) throw new BrokenEventError(surveyId, gen)
    const stored = JSON.parse(parts.map((p) => p.data).join('')) as EventBody
    const { entry } = row
    whole.push({
      ...row,
      changes: stored.changes,
      ...(entry !== undefined && entry !== null && 'body' in stored
        ? { entry: { ...(entry as object), body: stored.body } }
        : {}),
    })
  }
  return whole
}

/** At start-up: parts no event names, older than any edit takes (a crash between the parts and the row). */
export async function sweepEventParts(db: Db): Promise<number> {
  return rowsOf(
    await db.execute(sql`
      DELETE FROM survey_event_parts p
       WHERE p.created_at < now() - ${ABANDONED_AFTER}
         AND NOT EXISTS (SELECT 1 FROM survey_events e WHERE e.survey_id = p.survey_id AND e.gen = p.gen)
      RETURNING 1`),
  ).length
}
