import {
  type IntentModel,
  type SparseVector,
  classify,
  dot,
  intentScores,
  textFeatures,
  trainClassifier,
} from '@engine/nlu'
import { describe, expect, it } from 'vitest'
import { DATASET } from '../../../bench/nlu/dataset'
import { decodeModel, encodeModel, fromHandover, promptExamples, storedModelBytes, toHandover } from './modelCodec'

const blocks = DATASET.map((block) => ({
  model: trainClassifier(Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, [h, ...d.examples]]))),
  answers: Object.values(block.intents).flatMap((d) => d.answers.map((a) => a.text)),
}))

/**
 * Model version 7's scoring, kept here as the reference: every example's sparse vector compared
 * with `dot`, the two best per intent averaged. The compact model must give the same numbers.
 */
function version7Scores(model: IntentModel, text: string): number[] {
  const vectors = (index: IntentModel['chars']) => {
    const out: SparseVector[] = Array.from(model.exampleIntent, () => ({}))
    index.vocab.forEach((key, f) => {
      for (let at = index.start[f] as number; at < (index.start[f + 1] as number); at++)
        (out[index.example[at] as number] as SparseVector)[key] = index.weight[at] as number
    })
    return out
  }
  const weighted = (counts: SparseVector, index: IntentModel['chars']) => {
    const idf = Object.fromEntries(index.vocab.map((k, f) => [k, index.idf[f] as number]))
    const out: SparseVector = {}
    let norm = 0
    for (const key of Object.keys(counts).sort()) {
      const w = (1 + Math.log(counts[key] ?? 1)) * (idf[key] ?? index.unseenIdf)
      norm += w * w
      if (idf[key] !== undefined) out[key] = w
    }
    norm = Math.sqrt(norm)
    if (norm > 0) for (const key of Object.keys(out)) out[key] = (out[key] ?? 0) / norm
    return out
  }
  const features = textFeatures(text, model.weights.synonyms)
  const chars = weighted(features.chars, model.chars)
  const words = weighted(features.words, model.words)
  const charVectors = vectors(model.chars)
  const wordVectors = vectors(model.words)
  const best2 = (values: number[]) => {
    const best = [...values].sort((a, b) => b - a).slice(0, 2)
    return best.length === 0 ? 0 : best.reduce((s, v) => s + v, 0) / best.length
  }
  return model.handles.map((_, i) => {
    const own = [...model.exampleIntent.keys()].filter((e) => model.exampleIntent[e] === i)
    return (
      model.weights.chars * best2(own.map((e) => dot(chars, charVectors[e] as SparseVector))) +
      model.weights.words * best2(own.map((e) => dot(words, wordVectors[e] as SparseVector)))
    )
  })
}

describe('the stored intent model (modelCodec)', () => {
  it('round-trips through JSON and classifies every benchmark answer exactly like the trained model', () => {
    for (const { model, answers } of blocks) {
      const stored = JSON.parse(JSON.stringify(encodeModel(model))) as ReturnType<typeof encodeModel>
      const loaded = decodeModel(stored)
      expect(loaded).toEqual(model)
      for (const text of answers) expect(classify(loaded, [text])).toEqual(classify(model, [text]))
    }
  })

  it('hands a model over as one vocabulary string per view and moved buffers, and gets back the same model', () => {
    for (const { model, answers } of blocks) {
      const { value, buffers } = toHandover(model)
      expect(typeof value.chars.vocab).toBe('string')
      expect(buffers).toContain(model.exampleIntent.buffer)
      expect(buffers).toContain(model.words.weight.buffer)
      const received = fromHandover(structuredClone(value))
      expect(received).toEqual(model)
      for (const text of answers.slice(0, 5)) expect(classify(received, [text])).toEqual(classify(model, [text]))
    }
  })

  it("builds the stored form's UTF-8 JSON, with its prompt examples, as the event loop used to", () => {
    const examples = { ja: ['Jä, gern 😀', 'sicher'], nein: ['nö', 'auf keinen Fall', 'niemals'] }
    const model = trainClassifier(examples)
    const prompt = promptExamples(examples, 2)
    expect(prompt).toEqual({ ja: ['Jä, gern 😀', 'sicher'], nein: ['nö', 'auf keinen Fall'] })
    const bytes = storedModelBytes(model, prompt)
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify({ ...encodeModel(model), prompt }))
  })

  it('scores with the postings exactly as version 7 did by comparing with every example vector', () => {
    for (const { model, answers } of blocks) {
      // The concept view did not change; leaving it out compares the two surface views alone.
      const surfaceOnly: IntentModel = { ...model, weights: { ...model.weights, concepts: 0 } }
      for (const text of answers) expect(intentScores(surfaceOnly, text)).toEqual(version7Scores(surfaceOnly, text))
    }
  })
})
