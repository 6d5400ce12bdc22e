import type { TrainingExample } from '@engine/api/training'
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { answers, blocks, classifierModels, connections, trainingExamples } from '../db/schema'
import { dutyCycle } from '../workers/dutyCycle'

/** SQL of Trainieren (docs/training.md); handlers never build queries. */

export interface IntentBlock {
  unique_question_id: string
  question: string
  /** Intent handles of the block's jumps ('default' is no intent), in saved order. */
  handles: string[]
}

/** Open blocks with their intent handles; `only` restricts to these ids. Blocks without intents are left out. */
export async function listIntentBlocks(db: Db, surveyId: string, only?: readonly string[]): Promise<IntentBlock[]> {
  const blockRows = await db
    .select({ id: blocks.uniqueQuestionId, type: blocks.type, data: blocks.data })
    .from(blocks)
    .where(eq(blocks.surveyId, surveyId))
    .orderBy(asc(blocks.order))
  const jumps = await db
    .select({ source: connections.source, handle: connections.handle, target: connections.target })
    .from(connections)
    .where(eq(connections.surveyId, surveyId))
    .orderBy(asc(connections.position))
  const ids = new Set(blockRows.map((b) => b.id))
  return blockRows
    .filter((b) => b.type === 'open' && (!only || only.includes(b.id)))
    .map((b) => ({
      unique_question_id: b.id,
      question: String((b.data as { context?: unknown }).context ?? '').slice(0, 100),
      // As the runtime (jumpsOf): a jump to a deleted block routes nowhere, so it is no intent.
      handles: [
        ...new Set(
          jumps.filter((j) => j.source === b.id && j.handle !== 'default' && ids.has(j.target)).map((j) => j.handle),
        ),
      ],
    }))
    .filter((b) => b.handles.length > 0)
}

/** The block if it exists (any type), with its intent handles (possibly none). */
export async function findTrainingBlock(db: Db, surveyId: string, questionId: string): Promise<IntentBlock | null> {
  const [row] = await db
    .select({ id: blocks.uniqueQuestionId })
    .from(blocks)
    .where(and(eq(blocks.surveyId, surveyId), eq(blocks.uniqueQuestionId, questionId)))
    .limit(1)
  if (!row) return null
  const [found] = await listIntentBlocks(db, surveyId, [questionId])
  return found ?? { unique_question_id: questionId, question: '', handles: [] }
}

const exampleColumns = { id: trainingExamples.id, handle: trainingExamples.handle, text: trainingExamples.text }
const ofBlock = (surveyId: string, questionId: string) =>
  and(eq(trainingExamples.surveyId, surveyId), eq(trainingExamples.uniqueQuestionId, questionId))
const asExample = (r: { id: number; handle: string; text: string }): TrainingExample => ({
  id: Number(r.id),
  handle: r.handle,
  text: r.text,
})

/**
 * Rows per statement when a block's or a dialog's examples are read: a block may hold 2,000 (and
 * a dialog many blocks), and one statement of 10,000 rows held the embedded database's one
 * connection ~60-110 ms (issue #27); a page of 500 takes under ~10 ms, and respondents'
 * statements run between the pages.
 */
export const EXAMPLE_PAGE_ROWS = 500

/**
 * The share of wall time a read of many examples may keep busy (server/workers/dutyCycle.ts):
 * every reader is editor work (Trainieren's calls, a model's build), and on the embedded database
 * the event loop decodes each page, so a retrain of a 10,000-example block, which reads them
 * twice in its first second (the answer's status and the build), took half the event loop's time
 * in that second from the respondents (bench:isolation "training", a CPU profile).
 */
export const EXAMPLE_READ_SHARE = 0.5

/**
 * The block's examples in id order, read in pages of `pageRows` (keyset on the index
 * survey, block, id). Not one snapshot: an example added or deleted while the pages are read may
 * be seen or not, as if the read had happened a moment earlier or later; a model built from such
 * a read carries the fingerprint of what it read, so the next change of the block trains again.
 */
export async function listExamples(
  db: Db,
  surveyId: string,
  questionId: string,
  pageRows = EXAMPLE_PAGE_ROWS,
): Promise<TrainingExample[]> {
  const all: TrainingExample[] = []
  const pace = dutyCycle({ share: EXAMPLE_READ_SHARE })
  for (let after = 0; ; await pace.pause()) {
    const rows = await db
      .select(exampleColumns)
      .from(trainingExamples)
      .where(and(ofBlock(surveyId, questionId), gt(trainingExamples.id, after)))
      .orderBy(asc(trainingExamples.id))
      .limit(pageRows)
    for (const row of rows) all.push(asExample(row))
    if (rows.length < pageRows) return all
    after = Number(rows[rows.length - 1]!.id)
  }
}

/**
 * Adds examples; one with an `id` is (re)created under that id (undo of a delete, a retried
 * call), overwriting a row of the same block with that id: idempotent.
 */
export async function addExamples(
  db: Db,
  surveyId: string,
  questionId: string,
  list: readonly { id?: number; handle: string; text: string }[],
): Promise<TrainingExample[]> {
  const added: TrainingExample[] = []
  // Only ids the sequence already handed out may be reused: a made-up higher id would collide
  // with a later generated one.
  const issued = list.some((e) => e.id !== undefined) ? await lastIssuedId(db) : 0
  for (const e of list) {
    const values = { surveyId, uniqueQuestionId: questionId, handle: e.handle, text: e.text }
    let rows =
      e.id === undefined || e.id > issued
        ? []
        : await db
            .insert(trainingExamples)
            .values({ id: e.id, ...values })
            .onConflictDoUpdate({
              target: trainingExamples.id,
              set: { handle: e.handle, text: e.text },
              setWhere: ofBlock(surveyId, questionId),
            })
            .returning(exampleColumns)
    // No usable id, or it belongs to another block: a new example.
    if (!rows[0]) rows = await db.insert(trainingExamples).values(values).returning(exampleColumns)
    if (rows[0]) added.push(asExample(rows[0]))
  }
  return added
}

async function lastIssuedId(db: Db): Promise<number> {
  const result = (await db.execute(sql`select last_value as v from training_examples_id_seq`)) as unknown as {
    rows: { v: unknown }[]
  }
  return Number(result.rows[0]?.v ?? 0)
}

export async function updateExample(
  db: Db,
  surveyId: string,
  questionId: string,
  id: number,
  change: { handle: string; text: string },
): Promise<TrainingExample | null> {
  const [row] = await db
    .update(trainingExamples)
    .set(change)
    .where(and(ofBlock(surveyId, questionId), eq(trainingExamples.id, id)))
    .returning(exampleColumns)
  return row ? asExample(row) : null
}

export async function deleteExamples(
  db: Db,
  surveyId: string,
  questionId: string,
  ids: readonly number[],
): Promise<TrainingExample[]> {
  const rows = await db
    .delete(trainingExamples)
    .where(and(ofBlock(surveyId, questionId), inArray(trainingExamples.id, [...ids])))
    .returning(exampleColumns)
  return rows.map(asExample)
}

/** A text answer of a block: a respondent's (`id` = respondent id) or one from the Testen tab. */
export interface StoredAnswer {
  source: 'live' | 'test'
  id: number
  text: string
  intent: string | null
  /** The offline model's confidence when the answer was routed. */
  confidence: number | null
  /** Who chose `intent`: 'offline' or 'llm'; null when unknown (docs/nlu.md "LLM routing"). */
  routing_source: 'offline' | 'llm' | null
  /** engine/runtime `AnswerRoute` as stored; 'clarified': `intent` is the respondent's tap. */
  route: string | null
  created_on: number
}

/** A stored `routing_source` column as the API names it. */
export const asRoutingSource = (value: string | null): StoredAnswer['routing_source'] =>
  value === 'offline' || value === 'llm' ? value : null

/**
 * How many answers of a block Trainieren lists (docs/training.md "The answers list"): the newest.
 * Whether an answer is labelled is decided in memory (an example with the same text, case and
 * blanks ignored: `sameText`), so the list, its filter and its total are computed over these rows.
 */
export const ANSWER_LIST_CAP = 5000

/**
 * The block's text answers, newest first, optionally filtered by a substring; the newest `cap`
 * only (ANSWER_LIST_CAP), since the labelled/unlabelled filter runs over this list in memory.
 */
export async function listBlockAnswers(
  db: Db,
  surveyId: string,
  questionId: string,
  q?: string,
  cap = ANSWER_LIST_CAP,
): Promise<StoredAnswer[]> {
  const where = [
    eq(answers.surveyId, surveyId),
    eq(answers.uniqueQuestionId, questionId),
    sql`jsonb_typeof(${answers.value}) = 'string'`,
  ]
  if (q) where.push(sql`strpos(lower(${answers.value} #>> '{}'), lower(${q})) > 0`)
  const rows = await db
    .select({
      respondentId: answers.respondentId,
      text: sql<string>`${answers.value} #>> '{}'`,
      intent: answers.intent,
      confidence: answers.confidence,
      routingSource: answers.routingSource,
      route: answers.route,
      createdAt: answers.createdAt,
    })
    .from(answers)
    .where(and(...where))
    .orderBy(desc(answers.createdAt), desc(answers.respondentId))
    .limit(cap)
  return rows.map((r) => ({
    source: 'live',
    id: r.respondentId,
    text: r.text,
    intent: r.intent,
    confidence: r.confidence,
    routing_source: asRoutingSource(r.routingSource),
    route: r.route,
    created_on: new Date(r.createdAt).getTime(),
  }))
}

/** A respondent's answer to a block: its text (null when the answer is no text), route and intent. */
export async function findBlockAnswer(
  db: Db,
  surveyId: string,
  questionId: string,
  respondentId: number,
): Promise<{ text: string | null; route: string | null; intent: string | null } | null> {
  const [row] = await db
    .select({
      text: sql<string | null>`case when jsonb_typeof(${answers.value}) = 'string' then ${answers.value} #>> '{}' end`,
      route: answers.route,
      intent: answers.intent,
    })
    .from(answers)
    .where(
      and(
        eq(answers.surveyId, surveyId),
        eq(answers.uniqueQuestionId, questionId),
        eq(answers.respondentId, respondentId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** When each block's stored model was trained and on which examples (fingerprint). */
export async function listStoredModels(
  db: Db,
  surveyId: string,
): Promise<Map<string, { trainedOn: string; trainedAt: number; version: number }>> {
  const rows = await db
    .select({
      id: classifierModels.uniqueQuestionId,
      trainedOn: classifierModels.trainedOn,
      trainedAt: classifierModels.trainedAt,
      version: classifierModels.version,
    })
    .from(classifierModels)
    .where(eq(classifierModels.surveyId, surveyId))
  return new Map(
    rows.map((r) => [r.id, { trainedOn: r.trainedOn, version: r.version, trainedAt: new Date(r.trainedAt).getTime() }]),
  )
}

/**
 * A stand-in for each block's examples, worked out in the database in one statement: their count,
 * highest id and the sum of a hash of handle and text. Adding, deleting, relabelling or editing an
 * example changes it (up to a collision of 32-bit hashes), so what is derived from a block's
 * examples can be kept under it (the training status, server/routes/training/retrain.ts) instead
 * of reading them all again. Blocks without examples are missing.
 */
export async function exampleRevisions(db: Db, surveyId: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ q: string; n: number | string; m: number | string; h: number | string | null }>(
    await db.execute(sql`
      SELECT unique_question_id AS q, count(*) AS n, max(id) AS m,
             sum(hashtext(handle || chr(1) || text)::bigint) AS h
        FROM training_examples WHERE survey_id = ${surveyId}
       GROUP BY unique_question_id`),
  )
  return new Map(rows.map((r) => [r.q, `${r.n}:${r.m}:${r.h}`]))
}

/**
 * All examples of the dialog by block, each block's in id order (status of every block), read in
 * pages of `pageRows` by block and id like listExamples, with its caveat.
 */
export async function listSurveyExamples(
  db: Db,
  surveyId: string,
  pageRows = EXAMPLE_PAGE_ROWS,
): Promise<Map<string, { handle: string; text: string }[]>> {
  const byBlock = new Map<string, { handle: string; text: string }[]>()
  const pace = dutyCycle({ share: EXAMPLE_READ_SHARE })
  for (let after: { q: string; id: number } | undefined; ; await pace.pause()) {
    const rows = await db
      .select({
        id: trainingExamples.id,
        q: trainingExamples.uniqueQuestionId,
        handle: trainingExamples.handle,
        text: trainingExamples.text,
      })
      .from(trainingExamples)
      .where(
        and(
          eq(trainingExamples.surveyId, surveyId),
          after && sql`(${trainingExamples.uniqueQuestionId}, ${trainingExamples.id}) > (${after.q}, ${after.id})`,
        ),
      )
      .orderBy(asc(trainingExamples.uniqueQuestionId), asc(trainingExamples.id))
      .limit(pageRows)
    for (const r of rows) {
      const list = byBlock.get(r.q)
      if (list) list.push({ handle: r.handle, text: r.text })
      else byBlock.set(r.q, [{ handle: r.handle, text: r.text }])
    }
    if (rows.length < pageRows) return byBlock
    const last = rows[rows.length - 1]!
    after = { q: last.q, id: Number(last.id) }
  }
}

/**
 * Blocks of the dialogs (of `surveyId`, or all) that have examples but no stored model of the
 * current version (seeded or copied dialogs, models of an older version after an update), at
 * most `limit`, so their builds can be queued before a respondent's answer needs them (docs/nlu.md
 * "When models are built"). Driven by the blocks, with an index probe each into the examples and
 * the models: a dialog's ~100 blocks instead of its up to 2,000 examples per block (the distinct
 * over a 10,000-example dialog held the embedded database ~60-130 ms after a copy, issue #27).
 * Examples of deleted blocks build nothing.
 */
export async function blocksWithoutCurrentModel(
  db: Db,
  version: number,
  limit: number,
  surveyId?: string,
): Promise<{ surveyId: string; blockId: string }[]> {
  return rowsOf<{ surveyId: string; blockId: string }>(
    await db.execute(sql`
      SELECT b.survey_id AS "surveyId", b.unique_question_id AS "blockId"
        FROM blocks b
       WHERE ${surveyId === undefined ? sql`TRUE` : sql`b.survey_id = ${surveyId}`}
         AND EXISTS (SELECT 1 FROM training_examples e
                      WHERE e.survey_id = b.survey_id AND e.unique_question_id = b.unique_question_id)
         AND NOT EXISTS (SELECT 1 FROM classifier_models m
                          WHERE m.survey_id = b.survey_id AND m.unique_question_id = b.unique_question_id
                            AND m.version = ${version})
       LIMIT ${limit}`),
  )
}
