// Trains the intent model of one `open` block from its example answers (docs/design/dialog-content.md, "Trainieren").
// The model is compact: each view's features are a sorted vocabulary with idf and postings
// (feature -> examples and weights) in typed arrays, so storing, loading and copying it to and
// from a worker thread costs little, and classifying touches only the examples sharing a feature
// with the answer (docs/nlu.md "Bounds"). Training is deterministic (same examples -> same model)
// so a stored model can be compared and is rebuilt only when `trainedOn` no longer matches.
import { DEFAULT_SYNONYM_WEIGHT } from './conceptFeatures'
import { CONCEPTS } from './lexicon'
import { type SparseVector, textFeatures, weigh } from './textFeatures'

/** Bumped whenever features or scoring change: stored models of an older version are retrained. */
// 2: the stemmer reads the consonant u of "kauen" as u, not as the start of an umlaut.
// 3: negation read right to left with double negation, litotes of complaint words, counterfactual comparatives.
// 4: the broader lexicon; a negated frequency ("nicht oft") becomes the other frequency.
// 5: calibration fitted by Brier score (temperature 0.16, none 0.3, weak lexicon evidence counts less).
// 6: a lexicon word one typo away counts (words of six letters and more).
// 7: words linked to lexicon concepts through OpenThesaurus count at `weights.synonyms`.
// 8: compact format (vocabulary + postings in typed arrays); the same scores as 7.
// 9: a hedge of negation and adverb ("nicht wirklich", "gar nicht") negates the concept word after it.
export const modelVersion = 9

/**
 * One view (character n-grams or word stems): feature ids are positions in `vocab` (sorted);
 * the postings of feature f are `example[start[f] .. start[f + 1]]` with their tf-idf weights
 * (each example's vector L2-normalised), in example order.
 */
export interface FeatureIndex {
  vocab: string[]
  idf: Float64Array
  unseenIdf: number
  start: Int32Array
  example: Int32Array
  weight: Float64Array
}

export interface IntentModel {
  version: number
  /** intent handles (jump labels) in sorted order; examples refer to them by index */
  handles: string[]
  /** fingerprint of the examples the model was trained on */
  trainedOn: string
  /**
   * how much each view counts in an intent's score; `synonyms`: how much a word the lexicon knows
   * only through the thesaurus counts in the concept view (conceptFeatures)
   */
  weights: { chars: number; words: number; concepts: number; synonyms: number }
  /**
   * softmax temperature and the score of the implicit "none of these" intent; `conceptStrength`:
   * lexicon evidence weaker than this counts proportionally less; `distantPenalty`: raised "none"
   * score for an answer whose nearest example (n-grams + stems) is below `nearExample` (classify.ts)
   */
  calibration: {
    temperature: number
    noneScore: number
    conceptStrength: number
    distantPenalty: number
    nearExample: number
  }
  chars: FeatureIndex
  words: FeatureIndex
  /** the intent (index into `handles`) of each example */
  exampleIntent: Int32Array
  /** mean concept vector of each intent's examples, in CONCEPTS order */
  conceptCentroids: number[][]
  concepts: string[]
}

export interface TrainOptions {
  weights?: Partial<IntentModel['weights']>
  calibration?: Partial<IntentModel['calibration']>
}

// Weights: checked on cross-validation only, never on the held-out test answers
// (`tuneCalibration.ts weights`); not the grid's top result, which is its least cautious corner:
// fewer follow-ups for more misroutes, the same trade DEFAULT_THRESHOLD declines (docs/nlu.md).
// Calibration: the best Brier score of cross-validation and the harder development answers
// together (`tuneCalibration.ts`, docs/nlu.md "Generalization steps"); the distant-answer penalty
// did not earn its place there and is off.
export const DEFAULT_WEIGHTS: IntentModel['weights'] = {
  chars: 1,
  words: 0.5,
  concepts: 0.8,
  synonyms: DEFAULT_SYNONYM_WEIGHT,
}
export const DEFAULT_CALIBRATION: IntentModel['calibration'] = {
  temperature: 0.16,
  noneScore: 0.3,
  conceptStrength: 1,
  distantPenalty: 0,
  nearExample: 0.3,
}

/** FNV-1a: a short, platform-free fingerprint (no crypto in engine/). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

function inverseDocumentFrequency(docs: readonly SparseVector[]): { idf: SparseVector; unseen: number } {
  const df = new Map<string, number>()
  for (const doc of docs) for (const key of Object.keys(doc)) df.set(key, (df.get(key) ?? 0) + 1)
  const idf: SparseVector = {}
  for (const key of [...df.keys()].sort()) idf[key] = Math.log((1 + docs.length) / (1 + (df.get(key) ?? 0))) + 1
  return { idf, unseen: Math.log(1 + docs.length) + 1 }
}

/** The view's weighted example vectors as vocabulary + postings (FeatureIndex). */
function featureIndex(docs: readonly SparseVector[]): FeatureIndex {
  const { idf, unseen } = inverseDocumentFrequency(docs)
  const vocab = Object.keys(idf).sort()
  const id = new Map(vocab.map((key, i) => [key, i]))
  const weighted = docs.map((doc) => weigh(doc, idf, unseen))
  const start = new Int32Array(vocab.length + 1)
  for (const vector of weighted) for (const key in vector) (start[(id.get(key) as number) + 1] as number)++
  for (let f = 0; f < vocab.length; f++) start[f + 1] = (start[f + 1] as number) + (start[f] as number)
  const fill = start.slice(0, vocab.length)
  const example = new Int32Array(start[vocab.length] as number)
  const weight = new Float64Array(example.length)
  weighted.forEach((vector, e) => {
    for (const key in vector) {
      const f = id.get(key) as number
      const at = (fill[f] as number)++
      example[at] = e
      weight[at] = vector[key] as number
    }
  })
  return {
    vocab,
    idf: Float64Array.from(vocab, (key) => idf[key] as number),
    unseenIdf: unseen,
    start,
    example,
    weight,
  }
}

type Examples = Readonly<Record<string, readonly string[]>>

/** Handles sorted, each with its distinct non-empty examples sorted: order of entry does not matter. */
function canonical(examples: Examples): [string, string[]][] {
  return Object.keys(examples)
    .sort()
    .map((handle) => [
      handle,
      [...new Set((examples[handle] ?? []).map((t) => t.trim()).filter((t) => t !== ''))].sort(),
    ])
}

/** Fingerprint of a block's examples; a stored model whose `trainedOn` differs is out of date. */
export function examplesFingerprint(examples: Examples): string {
  return fingerprint(JSON.stringify(canonical(examples)))
}

export function trainClassifier(examples: Examples, options: TrainOptions = {}): IntentModel {
  const sorted = canonical(examples)
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights }
  const handles = sorted.map(([handle]) => handle)
  const items = sorted.flatMap(([, texts], intent) =>
    texts.map((text) => ({ intent, text, features: textFeatures(text, weights.synonyms) })),
  )
  const conceptCentroids = handles.map((_, intent) => {
    const own = items.filter((it) => it.intent === intent)
    return CONCEPTS.map(
      (_c, d) => own.reduce((sum, it) => sum + (it.features.concepts[d] ?? 0), 0) / Math.max(1, own.length),
    )
  })
  return {
    version: modelVersion,
    handles,
    trainedOn: fingerprint(JSON.stringify(sorted)),
    weights,
    calibration: { ...DEFAULT_CALIBRATION, ...options.calibration },
    chars: featureIndex(items.map((it) => it.features.chars)),
    words: featureIndex(items.map((it) => it.features.words)),
    exampleIntent: Int32Array.from(items, (it) => it.intent),
    conceptCentroids,
    concepts: [...CONCEPTS],
  }
}

/** Whether a stored model must be retrained for these examples (new version or changed examples). */
export function needsRetraining(model: IntentModel, examples: Examples): boolean {
  return model.version !== modelVersion || model.trainedOn !== examplesFingerprint(examples)
}
