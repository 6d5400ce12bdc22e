import type { FeatureIndex, IntentModel } from '@engine/nlu'

/**
 * The stored form of an intent model (classifier_models.model, docs/nlu.md "Bounds"): the
 * typed arrays as base64 and each vocabulary as one string, so reading a model parses a few long
 * strings instead of a nested JSON of one object per example (model version 7 took 2 s for a
 * 10,000-example block). Float64 keeps every weight exactly: a decoded model classifies
 * bit for bit like the trained one.
 */
export interface StoredFeatureIndex {
  /** vocabulary joined by newlines (a feature never holds one: normalize keeps letters, digits, emoji) */
  vocab: string
  idf: string
  unseenIdf: number
  start: string
  example: string
  weight: string
}

export interface StoredIntentModel extends Omit<IntentModel, 'chars' | 'words' | 'exampleIntent'> {
  chars: StoredFeatureIndex
  words: StoredFeatureIndex
  exampleIntent: string
}

const SEPARATOR = '\n'

const base64 = (array: Int32Array | Float64Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64')

function bytes(text: string, width: number): ArrayBuffer {
  const buffer = Buffer.from(text, 'base64')
  // A copy aligned for the typed array (a pooled Buffer may start at any offset).
  const out = new ArrayBuffer(buffer.byteLength - (buffer.byteLength % width))
  new Uint8Array(out).set(buffer.subarray(0, out.byteLength))
  return out
}

function encodeIndex(index: FeatureIndex): StoredFeatureIndex {
  return {
    vocab: index.vocab.join(SEPARATOR),
    idf: base64(index.idf),
    unseenIdf: index.unseenIdf,
    start: base64(index.start),
    example: base64(index.example),
    weight: base64(index.weight),
  }
}

function decodeIndex(stored: StoredFeatureIndex): FeatureIndex {
  return {
    vocab: stored.vocab === '' ? [] : stored.vocab.split(SEPARATOR),
    idf: new Float64Array(bytes(stored.idf, 8)),
    unseenIdf: stored.unseenIdf,
    start: new Int32Array(bytes(stored.start, 4)),
    example: new Int32Array(bytes(stored.example, 4)),
    weight: new Float64Array(bytes(stored.weight, 8)),
  }
}

export function encodeModel(model: IntentModel): StoredIntentModel {
  return {
    ...model,
    chars: encodeIndex(model.chars),
    words: encodeIndex(model.words),
    exampleIntent: base64(model.exampleIntent),
  }
}

export function decodeModel(stored: StoredIntentModel): IntentModel {
  return {
    ...stored,
    chars: decodeIndex(stored.chars),
    words: decodeIndex(stored.words),
    exampleIntent: new Int32Array(bytes(stored.exampleIntent, 4)),
  }
}

/** The examples kept with a stored model for the LLM router's prompt, per intent. */
export const promptExamples = (examples: Record<string, string[]>, perIntent: number) =>
  Object.fromEntries(Object.entries(examples).map(([h, texts]) => [h, texts.slice(0, perIntent)]))

type HandoverIndex = Omit<FeatureIndex, 'vocab'> & { vocab: string }

/**
 * An intent model as a worker thread hands it to the event loop: each vocabulary as one string
 * (the ~40,000 strings of a 10,000-example block's vocabularies took ~40-90 ms to clone), the
 * typed arrays' buffers moved, not copied (`buffers`).
 */
export interface ModelHandover extends Omit<IntentModel, 'chars' | 'words'> {
  chars: HandoverIndex
  words: HandoverIndex
}

const handoverIndex = (index: FeatureIndex): HandoverIndex => ({ ...index, vocab: index.vocab.join(SEPARATOR) })
const indexOf = (index: HandoverIndex): FeatureIndex => ({
  ...index,
  vocab: index.vocab === '' ? [] : index.vocab.split(SEPARATOR),
})
const buffersOf = (index: FeatureIndex) => [
  index.idf.buffer,
  index.start.buffer,
  index.example.buffer,
  index.weight.buffer,
]

export function toHandover(model: IntentModel): { value: ModelHandover; buffers: ArrayBuffer[] } {
  const buffers = [...buffersOf(model.chars), ...buffersOf(model.words), model.exampleIntent.buffer]
  return {
    value: { ...model, chars: handoverIndex(model.chars), words: handoverIndex(model.words) },
    // A buffer is moved once, even if two arrays share it.
    buffers: [...new Set(buffers.filter((b): b is ArrayBuffer => b instanceof ArrayBuffer))],
  }
}

export function fromHandover(handover: ModelHandover): IntentModel {
  return { ...handover, chars: indexOf(handover.chars), words: indexOf(handover.words) }
}

/**
 * The stored form of a model with its prompt examples, as UTF-8 JSON bytes: built in the worker
 * that trained it, so the event loop never encodes or stringifies it (~120 ms for a
 * 10,000-example block, 16 MB of JSON); saveClassifierModel writes the bytes in parts.
 */
export function storedModelBytes(model: IntentModel, prompt: Record<string, string[]>): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ ...encodeModel(model), prompt }))
}
