import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { preparedPerDb } from '../db/preparedPerDb'
import { rowsOf } from '../db/rowsOf'
import { classifierModelParts, classifierModels } from '../db/schema'
import { type PartsTable, dropParts, sweepParts, writeParts } from './partsStore'
import { type TextParts, textParts } from './textParts'

/**
 * SQL of the stored intent models, one row per open block (server/services/nlu/intentModels.ts,
 * docs/nlu.md "When models are built"). The two reads run on chat turns, so they are prepared
 * once per database.
 */

const ofBlock = () =>
  and(
    eq(classifierModels.surveyId, sql.placeholder('surveyId')),
    eq(classifierModels.uniqueQuestionId, sql.placeholder('blockId')),
  )

const storedMeta = preparedPerDb((db) =>
  db
    .select({ version: classifierModels.version, trainedOn: classifierModels.trainedOn })
    .from(classifierModels)
    .where(ofBlock())
    .prepare('classifier_model_meta'),
)

// The row and its parts in one statement: one snapshot, so the parts are those of the row's `gen`
// even while a new model replaces it (its parts are written before the row points at them).
const storedModel = preparedPerDb((db) =>
  db
    .select({
      version: classifierModels.version,
      model: classifierModels.model,
      parts: classifierModels.parts,
      data: classifierModelParts.data,
    })
    .from(classifierModels)
    .leftJoin(
      classifierModelParts,
      and(
        eq(classifierModelParts.surveyId, classifierModels.surveyId),
        eq(classifierModelParts.uniqueQuestionId, classifierModels.uniqueQuestionId),
        eq(classifierModelParts.gen, classifierModels.gen),
      ),
    )
    .where(ofBlock())
    .orderBy(asc(classifierModelParts.part))
    .prepare('classifier_model_of'),
)

/**
 * Characters of a stored model's JSON per part: a model of 2,000 examples is ~3 MB, written as one
 * jsonb value it held the embedded database's one connection ~150-280 ms (issue #27); a part of
 * 256 KB is written in ~5-10 ms, and respondents' statements run between the parts.
 */
export const MODEL_PART_CHARS = 256 * 1024

/** The parts of stored models, named by their model row's `gen` (partsStore.ts). */
const MODEL_PARTS: PartsTable = {
  name: 'classifier_model_parts',
  owner: 'classifier_models',
  keys: ['survey_id', 'unique_question_id'],
}

/** Parts written and never pointed at (a crash between the parts and the row) are deleted after this. */
const ABANDONED_PARTS_AFTER = sql`interval '1 hour'`

/** A stored model's engine version and the fingerprint of the examples it was built from. */
export interface StoredModelMeta {
  version: number
  trainedOn: string
}

/**
 * Stored models' meta by block (storedModelKey), as a turn read them (readMultichatTurn): the
 * blocks the player's chats stand at, null for one without a stored model. A block not in it was
 * not read (storedModelOf).
 */
export type StoredModels = ReadonlyMap<string, StoredModelMeta | null>

/** The block's entry for intentModels.trainedFor: its meta, null (read: none stored), or undefined (not read: ask). */
export function storedModelOf(models: StoredModels | undefined, surveyId: string, blockId: string) {
  const key = storedModelKey(surveyId, blockId)
  return models?.has(key) ? (models.get(key) ?? null) : undefined
}

export const storedModelKey = (surveyId: string, blockId: string) => `${surveyId}\u0000${blockId}`

/** Which engine version built the block's stored model and on which examples (their fingerprint); not the model. */
export async function findClassifierModelMeta(
  db: Db,
  surveyId: string,
  blockId: string,
): Promise<StoredModelMeta | undefined> {
  const [row] = await storedMeta(db).execute({ surveyId, blockId })
  return row
}

/** The block's stored model as saved (`model` is the stored JSON), with the engine version that built it. */
export async function findClassifierModel(
  db: Db,
  surveyId: string,
  blockId: string,
): Promise<{ version: number; model: unknown } | undefined> {
  const rows = await storedModel(db).execute({ surveyId, blockId })
  const [first] = rows
  if (!first) return undefined
  if (first.parts === null) return { version: first.version, model: first.model }
  // A row always points at parts written before it; fewer would be a broken store: no model.
  if (rows.length !== first.parts || rows.some((r) => r.data === null)) return undefined
  return { version: first.version, model: JSON.parse(rows.map((r) => r.data).join('')) }
}

/**
 * Stores the block's model, replacing the one before: its JSON in parts under a new `gen`, one
 * statement each, then the row switched to them in one statement, then the parts before it
 * deleted. A reader sees the old model or the new one, never a part of either. Two saves of one
 * block at once (builds are coalesced per block by the job queue, so rarely) may both see the same
 * model before: the loser's parts then stay unused until the start-up sweep (sweepModelParts).
 */
export async function saveClassifierModel(
  db: Db,
  input: { surveyId: string; blockId: string; version: number; trainedOn: string; model: unknown; trainedAt: Date },
  partChars = MODEL_PART_CHARS,
): Promise<void> {
  const { surveyId, blockId } = input
  const key = [surveyId, blockId]
  const { gen, count } = await writeParts(db, MODEL_PARTS, key, jsonParts(input.model, partChars))
  try {
    const [switched] = rowsOf<{ before: number | string | null }>(
      await db.execute(sql`
        WITH before AS (
          SELECT gen FROM classifier_models WHERE survey_id = ${surveyId} AND unique_question_id = ${blockId}
        )
        INSERT INTO classifier_models (survey_id, unique_question_id, version, trained_on, model, gen, parts, trained_at)
        VALUES (${surveyId}, ${blockId}, ${input.version}, ${input.trainedOn}, NULL, ${gen}, ${count}, ${input.trainedAt.toISOString()})
        ON CONFLICT (survey_id, unique_question_id) DO UPDATE
          SET version = excluded.version, trained_on = excluded.trained_on, model = NULL, gen = excluded.gen,
              parts = excluded.parts, trained_at = excluded.trained_at
        RETURNING (SELECT gen FROM before) AS before`),
    )
    if (switched?.before != null) await dropParts(db, MODEL_PARTS, key, Number(switched.before))
  } catch (error) {
    await dropParts(db, MODEL_PARTS, key, gen).catch(() => undefined)
    throw error
  }
}

/**
 * A model's JSON cut into parts of about `partChars`: a value is stringified here; UTF-8 bytes
 * (modelCodec.ts storedModelBytes, built in a worker) are cut at character boundaries and each
 * part decoded only when it is written, so the event loop never holds the whole text at once.
 */
function jsonParts(model: unknown, partChars: number): TextParts {
  if (!(model instanceof Uint8Array)) return textParts(JSON.stringify(model), partChars)
  const continues = (at: number) => at < model.length && ((model[at] as number) & 0xc0) === 0x80
  const cuts = [0]
  for (let start = 0; start < model.length;) {
    let end = Math.min(model.length, start + partChars)
    // A part ends before the first byte of a character (never before a continuation byte
    // 10xxxxxx); a character longer than a part makes its part longer.
    while (end > start && continues(end)) end--
    if (end === start) for (end = start + 1; continues(end);) end++
    cuts.push(end)
    start = end
  }
  const decoder = new TextDecoder('utf-8', { fatal: true })
  return {
    length: Math.max(1, cuts.length - 1),
    text: (part) => decoder.decode(model.subarray(cuts[part] ?? 0, cuts[part + 1] ?? 0)),
  }
}

/** At start-up: parts a crashed process wrote and never pointed a model at. Answers how many. */
export const sweepModelParts = (db: Db): Promise<number> => sweepParts(db, MODEL_PARTS, ABANDONED_PARTS_AFTER)
