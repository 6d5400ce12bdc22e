import { Block } from '@engine/model'
import { type SQL, and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/database'
import { blockRows, blocks } from '../db/schema'
import { currentGen, stageGeneration } from './generations'
import { ApiError } from '../http/ApiError'
import { parseWith } from '../http/parseWith'

type Row = typeof blocks.$inferSelect

/** `order` lives in its column (the one truth for sorting); `data` holds the rest of the block. */
function toBlock(row: Row): Block {
  return Block.parse({ ...(row.data as object), order: row.order })
}

function toValues(block: Block) {
  const { order, ...data } = block
  return {
    surveyId: block.survey_id,
    uniqueQuestionId: block.unique_question_id,
    order,
    type: block.type,
    data,
    createdOn: block.created_on,
  }
}

/** Validated with the field path the caller sent, so the 400 names e.g. 'changed_values.likert_scale'. */
const InChangedValues = z.object({ changed_values: Block })
export const validateBlock = (candidate: unknown): Block =>
  parseWith(InChangedValues, { changed_values: candidate }).changed_values

export async function listBlocks(db: Db, surveyId: string): Promise<Block[]> {
  const rows = await db.select().from(blocks).where(eq(blocks.surveyId, surveyId)).orderBy(asc(blocks.order))
  return rows.map(toBlock)
}

/** The named blocks (any order; ids that do not exist are left out). */
export async function listBlocksById(db: Db, surveyId: string, ids: readonly string[]): Promise<Block[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.surveyId, surveyId), inArray(blocks.uniqueQuestionId, [...ids])))
  return rows.map(toBlock)
}

/** The rows of one dialog's current generation (writes go to `block_rows`, docs/design/storage.md "Staged writes"). */
const current = (surveyId: string) =>
  and(eq(blockRows.surveyId, surveyId), eq(blockRows.gen, currentGen('blocks', surveyId)))

/**
 * Inserts blocks of one dialog with the `order` they carry into generation `gen` (the current one
 * unless staged); the caller renumbers the others (writeBlockOrders). One statement with the rows
 * as one JSON parameter: building a multi-row VALUES with a parameter per cell cost the event
 * loop ~0.1 s per 4,000 blocks in the query builder (issue #27, restore).
 */
export async function insertBlocks(tx: Db, list: readonly Block[], gen?: SQL): Promise<void> {
  const [first] = list
  if (!first) return
  const rows = list.map((block) => {
    const { surveyId, uniqueQuestionId, order, type, data, createdOn } = toValues(block)
    return { survey_id: surveyId, unique_question_id: uniqueQuestionId, order, type, data, created_on: createdOn }
  })
  await tx.execute(sql`
    INSERT INTO block_rows (survey_id, gen, unique_question_id, "order", type, data, created_on)
    SELECT r.survey_id, ${gen ?? currentGen('blocks', first.survey_id)}, r.unique_question_id, r."order", r.type, r.data, r.created_on
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r(survey_id text, unique_question_id text, "order" integer, type text, data jsonb, created_on bigint)`)
}

/** All of a dialog's blocks as a new generation, before the edit's transaction switches to it (generations.ts). */
export const stageBlocks = (db: Db, surveyId: string, list: readonly Block[]): Promise<number> =>
  stageGeneration(db, surveyId, 'blocks', list, (gen, chunk) => insertBlocks(db, chunk, gen))

export async function deleteBlocks(tx: Db, surveyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.delete(blockRows).where(and(current(surveyId), inArray(blockRows.uniqueQuestionId, [...ids])))
}

/** Sets `order` of the named blocks in one statement (a delete at the top renumbers thousands). */
export async function writeBlockOrders(tx: Db, surveyId: string, orders: Record<string, number>): Promise<void> {
  if (Object.keys(orders).length === 0) return
  const map = sql`${JSON.stringify(orders)}::jsonb`
  await tx
    .update(blockRows)
    .set({ order: sql`(${map} ->> ${blockRows.uniqueQuestionId})::integer` })
    .where(and(current(surveyId), sql`${map} -> ${blockRows.uniqueQuestionId} is not null`))
}

/**
 * Sets `data` and `type` of the given blocks in one statement (auto-layout moves thousands), never
 * `order`: the blocks may come from a partial table whose `order` is not the stored one.
 */
export async function writeBlockData(tx: Db, surveyId: string, list: readonly Block[]): Promise<void> {
  if (list.length === 0) return
  const map = sql`${JSON.stringify(Object.fromEntries(list.map((b) => [b.unique_question_id, toValues(b).data])))}::jsonb`
  await tx
    .update(blockRows)
    .set({
      data: sql`${map} -> ${blockRows.uniqueQuestionId}`,
      type: sql`${map} -> ${blockRows.uniqueQuestionId} ->> 'type'`,
    })
    .where(and(current(surveyId), sql`${map} -> ${blockRows.uniqueQuestionId} is not null`))
}

export async function findBlock(db: Db, surveyId: string, id: string): Promise<Block | undefined> {
  const rows = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.surveyId, surveyId), eq(blocks.uniqueQuestionId, id)))
    .limit(1)
  return rows[0] && toBlock(rows[0])
}

/** Inserts at `at` (clamped to 0..n) and shifts the following blocks down, as BlockTable.insert does. */
export async function insertBlockAt(tx: Db, block: Block, at: number): Promise<void> {
  if (await findBlock(tx, block.survey_id, block.unique_question_id)) {
    throw new ApiError(409, `Block ${block.unique_question_id} existiert bereits.`, 'block_exists')
  }
  const [total] = await tx.select({ n: count() }).from(blocks).where(eq(blocks.surveyId, block.survey_id))
  const order = Math.max(0, Math.min(at, Number(total?.n ?? 0)))
  await tx
    .update(blockRows)
    .set({ order: sql`${blockRows.order} + 1` })
    .where(and(current(block.survey_id), gte(blockRows.order, order)))
  await insertBlocks(tx, [{ ...block, order }])
}
