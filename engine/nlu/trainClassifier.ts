// Trains the intent model of one `open` block from its example answers (docs/design/dialog-content.md, "Trainieren").
// The model is plain JSON so the server can store it in the database and any runtime can load it;
// training is deterministic (same examples -> same JSON) so a stored model can be compared and
// the server retrains only when `trainedOn` no longer matches the examples.
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
export const modelVersion = 7

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
  idf: { chars: SparseVector; words: SparseVector }
  unseenIdf: { chars: number; words: number }
  examples: { intent: number; chars: SparseVector; words: SparseVector }[]
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
  const chars = inverseDocumentFrequency(items.map((it) => it.features.chars))
  const words = inverseDocumentFrequency(items.map((it) => it.features.words))
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
    idf: { chars: chars.idf, words: words.idf },
    unseenIdf: { chars: chars.unseen, words: words.unseen },
    examples: items.map((it) => ({
      intent: it.intent,
      chars: weigh(it.features.chars, chars.idf, chars.unseen),
      words: weigh(it.features.words, words.idf, words.unseen),
    })),
    conceptCentroids,
    concepts: [...CONCEPTS],
  }
}

/** Whether a stored model must be retrained for these examples (new version or changed examples). */
export function needsRetraining(model: IntentModel, examples: Examples): boolean {
  return model.version !== modelVersion || model.trainedOn !== examplesFingerprint(examples)
}
