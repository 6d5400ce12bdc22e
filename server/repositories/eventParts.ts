import type { Db } from '../db/database'
import { ABANDONED_AFTER } from './generations'
import { type PartsTable, dropParts, readParts, sweepParts, writeParts } from './partsStore'
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

/** The parts of large events (migration 0021), named by their event row's `gen` (partsStore.ts). */
const EVENT_PARTS: PartsTable = { name: 'survey_event_parts', owner: 'survey_events', keys: ['survey_id'] }

/**
 * Writes an event's JSON in parts, one statement each, under a new generation (from the
 * sequence of staged writes); answers it, the count and the JSON's length. The event row that names them is written
 * after (server/repositories/surveyEvents.ts stageEvent); until then no reader sees them. On a
 * failure the parts written are deleted again.
 */
export async function writeEventParts(
  db: Db,
  surveyId: string,
  event: EventBody,
  partChars = EVENT_PART_CHARS,
): Promise<{ gen: number; parts: number; chars: number }> {
  const json = JSON.stringify(event)
  const { gen, count } = await writeParts(db, EVENT_PARTS, [surveyId], textParts(json, partChars))
  return { gen, parts: count, chars: json.length }
}

export const dropEventParts = (db: Db, surveyId: string, gen: number): Promise<void> =>
  dropParts(db, EVENT_PARTS, [surveyId], gen)

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
    const parts = await readParts(db, EVENT_PARTS, [surveyId], gen)
    if (parts.length !== row.parts) throw new BrokenEventError(surveyId, gen)
    const stored = JSON.parse(parts.join('')) as EventBody
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
export const sweepEventParts = (db: Db): Promise<number> => sweepParts(db, EVENT_PARTS, ABANDONED_AFTER)
