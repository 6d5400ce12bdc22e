import type { Connection } from '@engine/model'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'

/**
 * Staged writes of a dialog's blocks and jumps (docs/design/storage.md "Staged writes"). The
 * embedded database has one connection: whatever an edit's transaction does, every respondent's
 * query waits for. 10,000 jumps written inside it held that connection for 0.1-0.2 s, 4,000
 * blocks of a restore ~0.15 s (issue #27). So a large edit writes the dialog's new blocks or jumps
 * before the transaction, as a new generation of `block_rows` or `connection_rows`, in statements
 * of STAGE_CHUNK rows that respondents pass between, and the transaction only switches
 * `surveys.blocks_gen` or `surveys.connections_gen` to it. Readers see the views `blocks` and
 * `connections`, the current generation only, so they never see half an edit.
 *
 * Generations that are not current are listed in `stale_generations` and deleted in statements
 * of the same size: one an edit staged but did not switch to, one an edit switched away from, and
 * at start-up what a crash left behind.
 */

export type RowsKind = 'blocks' | 'connections'

/** A new list of jumps at least this long is staged; a shorter one is written inside the transaction. */
export const STAGE_MIN_CONNECTIONS = 1_000
/** An edit that writes at least this many block rows stages the dialog's blocks. */
export const STAGE_MIN_BLOCKS = 500
/**
 * Rows per staging or sweeping statement. A respondent's statement that arrives meanwhile waits
 * for one: 500 rows held the embedded database 17-37 ms per statement (issue #27, a statement log
 * of its thread), 200 about 7-15 ms, for a few more round trips.
 */
export const STAGE_CHUNK = 200
/** Staged rows their edit neither used nor released within this long belong to a crashed process. */
export const ABANDONED_AFTER = sql`interval '15 minutes'`

const TABLE: Record<RowsKind, SQL> = { blocks: sql.raw('block_rows'), connections: sql.raw('connection_rows') }
const GEN: Record<RowsKind, SQL> = { blocks: sql.raw('blocks_gen'), connections: sql.raw('connections_gen') }

/** The dialog's current generation of `kind`, as a subquery. */
export const currentGen = (kind: RowsKind, surveyId: string): SQL =>
  sql`(SELECT ${GEN[kind]} FROM surveys WHERE survey_id = ${surveyId})`

const rowsJson = (list: readonly Connection[]) => JSON.stringify(list.map((c) => [c.source, c.handle, c.target]))

/** Inserts `list` into generation `gen` (a literal or a subquery), `position` from `offset`. */
async function insertConnections(db: Db, surveyId: string, gen: SQL, list: readonly Connection[], offset: number) {
  await db.execute(sql`
    INSERT INTO connection_rows (survey_id, gen, source, handle, target, position)
    SELECT ${surveyId}, ${gen}, r.value ->> 0, r.value ->> 1, r.value ->> 2, (r.ordinality - 1)::integer + ${offset}
      FROM jsonb_array_elements(${rowsJson(list)}::jsonb) WITH ORDINALITY AS r(value, ordinality)`)
}

/**
 * The whole list replaces the current generation's (inside the edit's transaction); jumps to
 * deleted blocks are kept, as the engine does. The rows travel as one JSON parameter: a VALUES
 * list with four parameters per jump cost the event loop ~0.2 s per 10,000 jumps in the query
 * builder (issue #27, /structure).
 */
export async function replaceConnections(tx: Db, surveyId: string, list: readonly Connection[]): Promise<void> {
  const current = currentGen('connections', surveyId)
  await tx.execute(sql`DELETE FROM connection_rows WHERE survey_id = ${surveyId} AND gen = ${current}`)
  if (list.length > 0) await insertConnections(tx, surveyId, current, list, 0)
}

/**
 * A new generation of the dialog's `kind`, outside any transaction, filled by `write` in statements
 * of STAGE_CHUNK rows; nobody reads it until `switchGeneration` makes it current. Listed as stale
 * first, so that a crash half way leaves rows the start-up sweep finds.
 */
export async function stageGeneration<T>(
  db: Db,
  surveyId: string,
  kind: RowsKind,
  list: readonly T[],
  write: (gen: SQL, chunk: readonly T[], offset: number) => Promise<void>,
): Promise<number> {
  const [row] = rowsOf<{ gen: number }>(
    await db.execute(sql`
      INSERT INTO stale_generations (survey_id, gen, kind) VALUES (${surveyId}, nextval('staged_write_seq'), ${kind})
      RETURNING gen`),
  )
  const gen = Number(row?.gen)
  for (let at = 0; at < list.length; at += STAGE_CHUNK) await write(sql`${gen}`, list.slice(at, at + STAGE_CHUNK), at)
  return gen
}

/** `list` as a new generation of the dialog's jumps (see stageGeneration). */
export const stageConnections = (db: Db, surveyId: string, list: readonly Connection[]): Promise<number> =>
  stageGeneration(db, surveyId, 'connections', list, (gen, chunk, offset) =>
    insertConnections(db, surveyId, gen, chunk, offset),
  )

/**
 * Inside the edit's transaction (survey row locked): makes the staged generation `gen` current
 * and lists the one it replaces as stale. False, and nothing changed, when `gen` is no longer a
 * staged generation (a sweep took it after ABANDONED_AFTER): the edit then writes inside.
 */
export async function switchGeneration(tx: Db, surveyId: string, kind: RowsKind, gen: number): Promise<boolean> {
  const taken = rowsOf(
    await tx.execute(sql`
      DELETE FROM stale_generations
       WHERE survey_id = ${surveyId} AND gen = ${gen} AND kind = ${kind} AND NOT released
      RETURNING gen`),
  )
  if (taken.length === 0) return false
  await tx.execute(sql`
    INSERT INTO stale_generations (survey_id, gen, kind, released)
    SELECT ${surveyId}, ${currentGen(kind, surveyId)}, ${kind}, true`)
  await tx.execute(sql`UPDATE surveys SET ${GEN[kind]} = ${gen} WHERE survey_id = ${surveyId}`)
  return true
}

/** A staged generation its edit did not switch to (refused, or redone inside): the next sweep deletes it. */
export async function releaseGeneration(db: Db, surveyId: string, gen: number): Promise<void> {
  await db.execute(sql`UPDATE stale_generations SET released = true WHERE survey_id = ${surveyId} AND gen = ${gen}`)
}

/**
 * Deletes stale generations (of one dialog, or of all at start-up) in statements of STAGE_CHUNK
 * rows: the released ones and those abandoned by a crashed process. Claiming a generation marks
 * it released first, so an edit can no longer switch to it; a current generation is never
 * touched. Answers how many rows went.
 */
export async function sweepStaleGenerations(db: Db, surveyId?: string): Promise<number> {
  const claimed = rowsOf<{ survey_id: string; gen: number; kind: RowsKind }>(
    await db.execute(sql`
      UPDATE stale_generations SET released = true
       WHERE (released OR created_at < now() - ${ABANDONED_AFTER})
         ${surveyId === undefined ? sql`` : sql`AND survey_id = ${surveyId}`}
      RETURNING survey_id, gen, kind`),
  )
  let deleted = 0
  for (const { survey_id: id, gen, kind } of claimed) {
    for (;;) {
      const gone = rowsOf(
        await db.execute(sql`
          DELETE FROM ${TABLE[kind]} WHERE ctid IN (
            SELECT ctid FROM ${TABLE[kind]}
             WHERE survey_id = ${id} AND gen = ${gen} AND gen <> ${currentGen(kind, id)}
             LIMIT ${STAGE_CHUNK})
          RETURNING 1`),
      )
      deleted += gone.length
      if (gone.length < STAGE_CHUNK) break
    }
    await db.execute(sql`DELETE FROM stale_generations WHERE survey_id = ${id} AND gen = ${gen} AND released`)
  }
  return deleted
}
