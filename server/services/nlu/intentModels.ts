import { type IntentModel, examplesFingerprint, modelVersion, needsRetraining, trainClassifier } from '@engine/nlu'
import { and, eq, sql } from 'drizzle-orm'
import { LruMap } from '../../cache/LruMap'
import type { Db } from '../../db/database'
import { preparedPerDb } from '../../db/preparedPerDb'
import { classifierModels, trainingExamples } from '../../db/schema'

const CACHE_LIMIT = 500

/**
 * The intent models of open blocks, trained from Trainieren's examples on first use and stored
 * (docs/design/storage.md: shared state lives in the database; this per-process cache only saves the
 * model's JSON round trip). A model is current while the examples' fingerprint matches.
 */
export interface IntentModels {
  /** The model for a block's intent handles; null when the block has none. */
  modelFor(db: Db, surveyId: string, blockId: string, intents: readonly string[]): Promise<IntentModel | null>
  /** The model with the examples it was trained on (each intent's label first), for LLM routing's prompt. */
  trainedFor(db: Db, surveyId: string, blockId: string, intents: readonly string[]): Promise<TrainedIntents | null>
}

export interface TrainedIntents {
  model: IntentModel
  examples: Record<string, string[]>
}

/**
 * Every intent also learns from its own label ("zufrieden", "Kündigung"), so a jump routes
 * sensibly before anyone has trained it; real examples soon outweigh it.
 */
export function examplesByIntent(
  rows: readonly { handle: string; text: string }[],
  intents: readonly string[],
): Record<string, string[]> {
  const examples: Record<string, string[]> = {}
  for (const intent of intents) examples[intent] = [intent]
  for (const row of rows) examples[row.handle]?.push(row.text)
  return examples
}

// Read on every open answer to check the model is current.
const examplesOf = preparedPerDb((db) =>
  db
    .select({ handle: trainingExamples.handle, text: trainingExamples.text })
    .from(trainingExamples)
    .where(
      and(
        eq(trainingExamples.surveyId, sql.placeholder('surveyId')),
        eq(trainingExamples.uniqueQuestionId, sql.placeholder('blockId')),
      ),
    )
    .prepare('training_examples_of'),
)

export function createIntentModels(): IntentModels {
  const cache = new LruMap<string, IntentModel>(CACHE_LIMIT)

  function remember(key: string, model: IntentModel): IntentModel {
    cache.set(key, model)
    return model
  }

  async function trainedFor(
    db: Db,
    surveyId: string,
    blockId: string,
    intents: readonly string[],
  ): Promise<TrainedIntents | null> {
    if (intents.length === 0) return null
    const rows = await examplesOf(db).execute({ surveyId, blockId })
    const examples = examplesByIntent(rows, intents)
    const model = await currentModel(db, surveyId, blockId, examples)
    return { model, examples }
  }

  async function currentModel(
    db: Db,
    surveyId: string,
    blockId: string,
    examples: Record<string, string[]>,
  ): Promise<IntentModel> {
    const key = `${surveyId}\u0000${blockId}`
    const cached = cache.get(key)
    if (cached && !needsRetraining(cached, examples)) return cached

    const where = and(eq(classifierModels.surveyId, surveyId), eq(classifierModels.uniqueQuestionId, blockId))
    const [stored] = await db.select({ model: classifierModels.model }).from(classifierModels).where(where).limit(1)
    const storedModel = stored?.model as IntentModel | undefined
    if (storedModel && !needsRetraining(storedModel, examples)) return remember(key, storedModel)

    const model = trainClassifier(examples)
    const row = { version: modelVersion, trainedOn: examplesFingerprint(examples), model, trainedAt: new Date() }
    await db
      .insert(classifierModels)
      .values({ surveyId, uniqueQuestionId: blockId, ...row })
      .onConflictDoUpdate({ target: [classifierModels.surveyId, classifierModels.uniqueQuestionId], set: row })
    return remember(key, model)
  }

  return {
    trainedFor,
    async modelFor(db, surveyId, blockId, intents) {
      return (await trainedFor(db, surveyId, blockId, intents))?.model ?? null
    },
  }
}
