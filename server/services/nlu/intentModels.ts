import { type IntentModel, examplesFingerprint, modelVersion, trainClassifier } from '@engine/nlu'
import { LruMap } from '../../cache/LruMap'
import type { Db } from '../../db/database'
import {
  type StoredModelMeta,
  findClassifierModel,
  findClassifierModelMeta,
  saveClassifierModel,
} from '../../repositories/classifierModels'
import { listExamples, listIntentBlocks } from '../../repositories/training'
import { MAX_EXAMPLES_PER_INTENT } from '../llm/llmIntentRouter'
import { type StoredIntentModel, decodeModel, promptExamples } from './modelCodec'
import type { TrainingJobs } from './trainingJobs'

const CACHE_LIMIT = 500

/** docs/training.md "Bounds": what a block trains on at most (adding beyond is refused, 413). */
export const EXAMPLES_PER_BLOCK = 2000
export const EXAMPLES_PER_INTENT = 500

/**
 * The intent models of open blocks (docs/nlu.md "When models are built"). A chat turn never
 * trains: it uses the last built model of the block (this process's cache, else the stored one)
 * and asks for a rebuild when it sees none or one of another version or intents. Models are built
 * by the `train_intents` job (`build`, in the worker pool) when the examples change.
 */
export interface IntentModels {
  /** The last built model for a block's intent handles; null when the block has none. Never trains. */
  modelFor(db: Db, surveyId: string, blockId: string, intents: readonly string[]): Promise<IntentModel | null>
  /**
   * The same with the examples LLM routing's prompt shows (each intent's label first). Never trains.
   * `stored`: the block's stored model's version and fingerprint as the caller already read them
   * (null: none stored), so the turn need not read them again (readMultichatTurn).
   */
  trainedFor(
    db: Db,
    surveyId: string,
    blockId: string,
    intents: readonly string[],
    stored?: StoredModelMeta | null,
  ): Promise<TrainedIntents | null>
  /**
   * Builds and stores the block's model from its present examples unless the stored one is
   * current; the examples are read from `background` (Database.background), `db` by default.
   */
  build(db: Db, surveyId: string, blockId: string, background?: Db): Promise<'built' | 'current' | 'no_intents'>
  /** Loads the stored models of a dialog's open blocks into the cache, in the background. */
  warm(db: Db, surveyId: string, blocks: readonly { blockId: string; intents: readonly string[] }[]): void
  /** Asks for a rebuild of the block's model (at most one queued per block); `fromTurn` as TrainingJobs.schedule. */
  scheduleTraining(surveyId: string, blockId: string, fromTurn?: boolean): Promise<void>
  readonly jobs: TrainingJobs
}

export interface TrainedIntents {
  model: IntentModel
  examples: Record<string, string[]>
}

/**
 * Every intent also learns from its own label ("zufrieden", "Kündigung"), so a jump routes
 * sensibly before anyone has trained it; real examples soon outweigh it. At most
 * EXAMPLES_PER_INTENT of each intent and EXAMPLES_PER_BLOCK in all count (in id order: a block
 * filled before the caps trains on its first ones).
 */
export function examplesByIntent(
  rows: readonly { handle: string; text: string }[],
  intents: readonly string[],
): Record<string, string[]> {
  const examples: Record<string, string[]> = {}
  for (const intent of intents) examples[intent] = [intent]
  let taken = 0
  for (const row of rows) {
    const own = examples[row.handle]
    if (!own || own.length > EXAMPLES_PER_INTENT) continue
    if (taken++ >= EXAMPLES_PER_BLOCK) break
    own.push(row.text)
  }
  return examples
}

/** The stored form: the compact model and the few examples per intent LLM routing's prompt shows. */
interface StoredRow extends StoredIntentModel {
  prompt: Record<string, string[]>
}

const sameHandles = (model: IntentModel, intents: readonly string[]) =>
  model.handles.length === new Set(intents).size && intents.every((h) => model.handles.includes(h))

/** A trained model, and its stored form (modelCodec.ts storedModelBytes) built where it was trained. */
export interface TrainedModel {
  model: IntentModel
  stored: Uint8Array
}

export interface IntentModelsOptions {
  /** Trains off the event loop (the worker pool's trainIntents task). */
  train(examples: Record<string, string[]>): Promise<TrainedModel>
  jobs: TrainingJobs
}

export function createIntentModels(options: IntentModelsOptions): IntentModels {
  const cache = new LruMap<string, TrainedIntents>(CACHE_LIMIT)
  const keyOf = (surveyId: string, blockId: string) => `${surveyId}\u0000${blockId}`

  async function load(db: Db, surveyId: string, blockId: string): Promise<TrainedIntents | null> {
    const row = await findClassifierModel(db, surveyId, blockId)
    if (!row || row.version !== modelVersion) return null
    const stored = row.model as StoredRow
    const trained = { model: decodeModel(stored), examples: stored.prompt }
    cache.set(keyOf(surveyId, blockId), trained)
    return trained
  }

  const scheduleTraining = (surveyId: string, blockId: string, fromTurn = false) =>
    options.jobs.schedule(surveyId, blockId, fromTurn)

  async function trainedFor(
    db: Db,
    surveyId: string,
    blockId: string,
    intents: readonly string[],
    stored?: StoredModelMeta | null,
  ): Promise<TrainedIntents | null> {
    if (intents.length === 0) return null
    const key = keyOf(surveyId, blockId)
    let trained = cache.get(key) ?? null
    const meta = stored === undefined ? await findClassifierModelMeta(db, surveyId, blockId) : (stored ?? undefined)
    if (meta?.version === modelVersion) {
      // Another app server may have built a newer model: the cache holds until the fingerprint moves.
      if (trained?.model.trainedOn !== meta.trainedOn) trained = (await load(db, surveyId, blockId)) ?? trained
    } else void scheduleTraining(surveyId, blockId, true)
    if (!trained) {
      // Never built (or only by an older version): the labels alone, a few texts, train in
      // well under a millisecond; not cached, so the built model takes over as soon as it is stored.
      const labels = Object.fromEntries(intents.map((h) => [h, [h]]))
      return { model: trainClassifier(labels), examples: labels }
    }
    if (!sameHandles(trained.model, intents)) void scheduleTraining(surveyId, blockId, true)
    return trained
  }

  async function build(
    db: Db,
    surveyId: string,
    blockId: string,
    background: Db = db,
  ): Promise<'built' | 'current' | 'no_intents'> {
    const [block] = await listIntentBlocks(db, surveyId, [blockId])
    if (!block) return 'no_intents'
    const rows = await listExamples(background, surveyId, blockId)
    const examples = examplesByIntent(rows, block.handles)
    const meta = await findClassifierModelMeta(db, surveyId, blockId)
    if (meta?.version === modelVersion && meta.trainedOn === examplesFingerprint(examples)) return 'current'
    const { model, stored } = await options.train(examples)
    const prompt = promptExamples(examples, MAX_EXAMPLES_PER_INTENT)
    await saveClassifierModel(db, {
      surveyId,
      blockId,
      version: modelVersion,
      trainedOn: model.trainedOn,
      model: stored,
      trainedAt: new Date(),
    })
    cache.set(keyOf(surveyId, blockId), { model, examples: prompt })
    return 'built'
  }

  const warmed = new LruMap<string, true>(CACHE_LIMIT)

  return {
    trainedFor,
    build,
    scheduleTraining,
    jobs: options.jobs,
    async modelFor(db, surveyId, blockId, intents) {
      return (await trainedFor(db, surveyId, blockId, intents))?.model ?? null
    },
    warm(db, surveyId, blocks) {
      const todo = blocks.filter(
        (b) =>
          b.intents.length > 0 && !cache.peek(keyOf(surveyId, b.blockId)) && !warmed.peek(keyOf(surveyId, b.blockId)),
      )
      for (const b of todo) warmed.set(keyOf(surveyId, b.blockId), true)
      if (todo.length === 0) return
      options.jobs.background(`warm:${surveyId}`, async () => {
        for (const b of todo) await trainedFor(db, surveyId, b.blockId, b.intents)
      })
    },
  }
}
