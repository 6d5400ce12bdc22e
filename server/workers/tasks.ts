import { getPriority } from 'node:os'
import { move, transferableSymbol, valueSymbol } from 'piscina'
import type { ModelHandover } from '../services/nlu/modelCodec'
import type {
  ConfirmedAnswer,
  CrossValidateOptions,
  CrossValidation,
  IntentModel,
  LearningCurvePoint,
} from '@engine/nlu'

/** What trainIntents hands back: the model (modelCodec.ts fromHandover) and its stored form's UTF-8 JSON. */
export interface TrainedHandover {
  model: ModelHandover
  stored: Uint8Array
}

/** One answer as Trainieren shows it: the best intent and how sure the model is (margin). */
export interface Prediction {
  handle: string | null
  confidence: number | null
  sureness: number
}

/**
 * What a worker thread can do: each task is a plain async function of structured-cloneable input
 * (server/workers/workerPool.ts). A task imports what it needs lazily, so a thread loads only
 * the code of the tasks it runs.
 */
export const tasks = {
  /** A PDF's text page by page, within the document limits (server/services/qa/extractPdfText.ts). */
  async extractPdfText(input: { data: Uint8Array; limits?: import('../services/qa/extractPdfText').ExtractOptions }) {
    const { extractPdfText } = await import('../services/qa/extractPdfText')
    return extractPdfText(input.data, input.limits)
  },
  /** A qa document's text read and its passage index written beside it (server/services/qa/buildDocumentIndex.ts). */
  async indexDocument(input: import('../services/qa/buildDocumentIndex').BuildDocumentInput) {
    const { buildDocumentIndex } = await import('../services/qa/buildDocumentIndex')
    return buildDocumentIndex(input)
  },
  /** An excel export's workbook, its pages and bytes passing over a port (server/services/export/workbookThread.ts). */
  async writeExportWorkbook(input: import('../services/export/workbookInWorker').WorkbookTaskInput) {
    const { writeWorkbookThread } = await import('../services/export/workbookThread')
    return writeWorkbookThread(input)
  },
  /** For the pool's own tests: spins for `ms` of CPU, or allocates `mb` megabytes and holds them. */
  async selfTest(input: {
    ms?: number
    mb?: number
    fail?: string
  }): Promise<{ pid: number; held: number; priority: number; execArgv: string[] }> {
    if (input.fail) throw new Error(input.fail)
    const end = Date.now() + (input.ms ?? 0)
    while (Date.now() < end) {
      /* spin */
    }
    const held: Uint8Array[] = []
    for (let i = 0; i < (input.mb ?? 0); i++) held.push(new Uint8Array(1024 * 1024).fill(1))
    const arrays: number[][] = []
    // JS objects count against the heap limit (typed arrays' backing stores do not).
    if (input.mb) for (let i = 0; i < input.mb * 20; i++) arrays.push(new Array(10_000).fill(i))
    return {
      pid: process.pid,
      held: held.length + arrays.length,
      priority: getPriority(0),
      execArgv: process.execArgv,
    }
  },

  /** A block's intent model from its examples (the train_intents job, docs/nlu.md "Bounds"). */
  async trainIntents(input: { examples: Record<string, string[]> }): Promise<TrainedHandover> {
    const { trainClassifier } = await import('@engine/nlu')
    const { MAX_EXAMPLES_PER_INTENT } = await import('../services/llm/llmIntentRouter')
    const { promptExamples, storedModelBytes, toHandover } = await import('../services/nlu/modelCodec')
    const model = trainClassifier(input.examples)
    const stored = storedModelBytes(model, promptExamples(input.examples, MAX_EXAMPLES_PER_INTENT))
    const { value, buffers } = toHandover(model)
    // Moved, not copied: the event loop receives the model and its stored form in a few ms (issue #27).
    const handover: TrainedHandover = { model: value, stored }
    return move({
      [transferableSymbol]: [...buffers, stored.buffer],
      [valueSymbol]: handover,
    }) as unknown as TrainedHandover
  },

  /** Quality of a block (GET .../quality): k-fold over at most `maxExamples` examples. */
  async crossValidateIntents(input: {
    examples: Record<string, string[]>
    options: CrossValidateOptions
  }): Promise<CrossValidation> {
    const { crossValidate } = await import('@engine/nlu')
    return crossValidate(input.examples, input.options)
  },

  /** GET .../learning_curve: one training per step. */
  async learningCurve(input: {
    examples: Record<string, string[]>
    confirmed: ConfirmedAnswer[]
    steps: number[]
    threshold: number
  }): Promise<LearningCurvePoint[]> {
    const { learningCurve } = await import('@engine/nlu')
    return learningCurve(input.examples, input.confirmed, input.steps, input.threshold)
  },

  /** Each text's best intent and sureness under a model (the answers list, suggestions). */
  async predictAnswers(input: { model: IntentModel; texts: string[] }): Promise<Prediction[]> {
    const { classify, sureness } = await import('@engine/nlu')
    return input.texts.map((text) => {
      const ranked = classify(input.model, [text])
      return {
        handle: ranked[0]?.handle ?? null,
        confidence: ranked[0]?.confidence ?? null,
        sureness: sureness(ranked),
      }
    })
  },

  /** The example nearest to each target text (a suggestion's reason), among the given examples. */
  async nearestExamples(input: {
    targets: { text: string; handle?: string }[]
    examples: { handle: string; text: string }[]
  }): Promise<(string | null)[]> {
    const { nearestExamples } = await import('../services/nlu/nearestExample')
    return nearestExamples(input.targets, input.examples)
  },
}

export type Tasks = typeof tasks
export type TaskName = keyof Tasks
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0]
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>
