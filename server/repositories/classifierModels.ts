import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { preparedPerDb } from '../db/preparedPerDb'
import { classifierModels } from '../db/schema'

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

const storedModel = preparedPerDb((db) =>
  db
    .select({ version: classifierModels.version, model: classifierModels.model })
    .from(classifierModels)
    .where(ofBlock())
    .prepare('classifier_model_of'),
)

/** A stored model's engine version and the fingerprint of the examples it was built from. */
export interface StoredModelMeta {
  version: number
  trainedOn: string
}

/**
 * The stored models' versions and fingerprints of some dialogs' blocks as a caller read them (by
 * storedModelKey); a block missing from it has no stored model (readMultichatTurn reads them
 * with the turn, so the answer need not ask findClassifierModelMeta).
 */
export type StoredModels = ReadonlyMap<string, StoredModelMeta>

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
  const [row] = await storedModel(db).execute({ surveyId, blockId })
  return row
}

/** Stores the block's model, replacing the one before. */
export async function saveClassifierModel(
  db: Db,
  input: { surveyId: string; blockId: string; version: number; trainedOn: string; model: unknown; trainedAt: Date },
): Promise<void> {
  const row = { version: input.version, trainedOn: input.trainedOn, model: input.model, trainedAt: input.trainedAt }
  await db
    .insert(classifierModels)
    .values({ surveyId: input.surveyId, uniqueQuestionId: input.blockId, ...row })
    .onConflictDoUpdate({ target: [classifierModels.surveyId, classifierModels.uniqueQuestionId], set: row })
}
