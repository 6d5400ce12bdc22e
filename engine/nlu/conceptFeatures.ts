// Text -> concept vector (one number per CONCEPTS entry), with German negation.
// German negates before ("nicht gut", "kein Problem") and after the verb ("gefällt mir nicht"),
// so a negation flips the nearest concept word after it within three tokens, otherwise the last
// one before it in the same clause. Negations are read from right to left, so in "nicht nicht gut"
// the second one takes "gut" and the first one finds it already negated and turns it back (double
// negation). A negation with nothing to flip ("nö, nicht") counts as a weak "no".
// Two constructions need more than a flip (docs/nlu.md, "Generalization steps"):
// - litotes of complaint words: "nichts zu meckern", "kann mich nicht beklagen" are full praise;
// - comparatives in a counterfactual clause: "könnte besser sein" is criticism, "könnte nicht
//   besser sein" and "hätte kaum besser sein können" the highest praise.
import {
  COMPARATIVES,
  COMPLAINT_WORDS,
  CONCEPTS,
  type Concept,
  type ConceptWeights,
  COUNTERFACTUALS,
  INTENSIFIERS,
  LEXICON_PHRASES,
  LEXICON_WORDS,
  LONGEST_PHRASE,
  WEAK_NEGATIONS,
} from './lexicon'
import { CLAUSE_BREAK, NEGATIONS } from './normalize'
import { thesaurusWeights } from './thesaurus'

interface Item {
  position: number
  weights: ConceptWeights
  /** a phrase or a negation's own meaning: never flipped */
  fixed: boolean
  /** how many negations took this item */
  negations: number
  /** polarity factor of a flip: milder praise for "nicht schlecht", full for litotes and comparatives */
  flipFactor: number
}

const NEGATION_SCOPE = 3
// "nicht schlecht" is praise, but milder than "gut"; people rarely mean the full opposite.
const FLIPPED_POLARITY = -0.7
// "nichts zu meckern" means "gut": the complaint is denied completely.
const FLIPPED_COMPLAINT = -1
// "könnte besser sein" -0.8; "könnte nicht besser sein" +1.2: the praise is stronger than the blame.
const COUNTERFACTUAL_FACTOR = -1.15
const FLIPPED_COMPARATIVE = -1.5

function flip(weights: ConceptWeights, polarityFactor: number): ConceptWeights {
  const out: ConceptWeights = { ...weights }
  if (out.polarity !== undefined) out.polarity *= polarityFactor
  if (out.assent !== undefined) out.assent = -out.assent
  // "nicht oft" is rarely, "nicht selten" fairly often: frequency turns into frequency.
  const { often, rarely } = out
  if (often !== undefined || rarely !== undefined) {
    delete out.often
    delete out.rarely
    if (often) out.rarely = often * 0.8
    if (rarely) out.often = rarely * 0.6
  } else if (out.polarity === undefined && out.assent === undefined) out.assent = -0.5
  return out
}

function scale(weights: ConceptWeights, factor: number): ConceptWeights {
  const out: ConceptWeights = {}
  for (const [c, v] of Object.entries(weights) as [Concept, number][]) out[c] = v * factor
  return out
}

function matchPhrase(tokens: readonly string[], start: number): [ConceptWeights, number] | undefined {
  for (let n = Math.min(LONGEST_PHRASE, tokens.length - start); n >= 1; n--) {
    const weights = LEXICON_PHRASES.get(tokens.slice(start, start + n).join(' '))
    if (weights) return [weights, n]
  }
  return undefined
}

const TYPO_MIN_LENGTH = 6

/** Each word of at least TYPO_MIN_LENGTH letters under itself and each one-letter deletion. */
const TYPO_INDEX: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const index = new Map<string, Set<string>>()
  const add = (key: string, word: string) => {
    let words = index.get(key)
    if (!words) index.set(key, (words = new Set()))
    words.add(word)
  }
  for (const word of LEXICON_WORDS.keys()) {
    if (word.length < TYPO_MIN_LENGTH || !/^[a-z]+$/.test(word)) continue
    add(word, word)
    for (let i = 0; i < word.length; i++) add(word.slice(0, i) + word.slice(i + 1), word)
  }
  return index
})()

/**
 * The lexicon entry of a token: the word itself, else the one lexicon word a typo away (one letter
 * missing, extra or wrong; both of six letters and more; none if two words are that close):
 * "zufriden", "entäuscht", "kundenservise". Measured step 4 in docs/nlu.md; stripping adjective
 * endings ("gute" -> "gut") was measured too and not kept.
 */
function lookup(token: string, synonymWeight: number): ConceptWeights | undefined {
  const direct = LEXICON_WORDS.get(token)
  if (direct) return direct
  // A thesaurus synonym of lexicon words (step 6): an exact word, so before the typo guess, and
  // at a reduced weight, since a synonym set links meanings less surely than the lexicon.
  const synonym = synonymWeight > 0 ? thesaurusWeights(token) : undefined
  if (synonym) return scale(synonym, synonymWeight)
  if (!/^[a-z]+$/.test(token)) return undefined
  if (token.length < TYPO_MIN_LENGTH) return undefined
  const near = new Set<string>()
  for (const key of [token, ...Array.from(token, (_, i) => token.slice(0, i) + token.slice(i + 1))])
    for (const word of TYPO_INDEX.get(key) ?? []) near.add(word)
  return near.size === 1 ? LEXICON_WORDS.get([...near][0] ?? '') : undefined
}

const item = (position: number, weights: ConceptWeights, fixed: boolean, flipFactor = FLIPPED_POLARITY): Item => ({
  position,
  weights,
  fixed,
  negations: 0,
  flipFactor,
})

/** Words that may stand beside a negation in a hedge ("nicht wirklich", "gar nicht", "nicht mehr"). */
const HEDGE_WORDS: ReadonlySet<string> = new Set([
  'wirklich',
  'gar',
  'mehr',
  'so',
  'ganz',
  'richtig',
  'sonderlich',
  'unbedingt',
])

/**
 * A phrase made of a negation and hedge words only ("nicht wirklich", "gar nicht", "nicht mehr")
 * means "no" on its own ("Nö, nicht wirklich"), but before a concept word in its clause, within the
 * negation's scope, it negates that word: "nicht wirklich zufrieden" is not "zufrieden" plus a
 * weak no.
 */
function negatesWhatFollows(clause: readonly string[], start: number, length: number, synonymWeight: number): boolean {
  const words = clause.slice(start, start + length)
  if (!words.some((w) => NEGATIONS.has(w)) || !words.every((w) => NEGATIONS.has(w) || HEDGE_WORDS.has(w))) return false
  for (let j = start + length; j < clause.length && j - start <= NEGATION_SCOPE; j++) {
    const token = clause[j] ?? ''
    if (matchPhrase(clause, j)) return false
    if (COMPARATIVES.has(token) || (!INTENSIFIERS.has(token) && lookup(token, synonymWeight) !== undefined)) return true
  }
  return false
}

function clauseItems(clause: readonly string[], synonymWeight: number): Item[] {
  const items: Item[] = []
  const negations: number[] = []
  const counterfactual = clause.some((t) => COUNTERFACTUALS.has(t))
  let factor = 1
  for (let i = 0; i < clause.length;) {
    const phrase = matchPhrase(clause, i)
    if (phrase && negatesWhatFollows(clause, i, phrase[1], synonymWeight)) {
      // "nicht wirklich zufrieden", "gar nicht gut": the hedge negates the word after it.
      negations.push(i)
      i += phrase[1]
      continue
    }
    if (phrase) {
      // A phrase already says what it means, including its own negation ("nicht wirklich").
      items.push(item(i, scale(phrase[0], factor), true))
      factor = 1
      i += phrase[1]
      continue
    }
    const token = clause[i] ?? ''
    const next = clause[i + 1]
    const intensity = INTENSIFIERS.get(token)
    const comparative = COMPARATIVES.get(token)
    if (
      intensity !== undefined &&
      next !== undefined &&
      (lookup(next, synonymWeight) !== undefined || INTENSIFIERS.has(next) || COMPARATIVES.has(next))
    ) {
      factor *= intensity
    } else if (NEGATIONS.has(token) || (WEAK_NEGATIONS.has(token) && next !== undefined && COMPARATIVES.has(next))) {
      negations.push(i)
      const own = LEXICON_WORDS.get(token)
      if (own && !WEAK_NEGATIONS.has(token)) items.push(item(i, own, true))
    } else if (comparative !== undefined) {
      const polarity = comparative * (counterfactual ? COUNTERFACTUAL_FACTOR : 1) * factor
      items.push(item(i, { ...LEXICON_WORDS.get(token), polarity }, false, FLIPPED_COMPARATIVE))
      factor = 1
    } else {
      const weights = lookup(token, synonymWeight)
      if (weights)
        items.push(item(i, scale(weights, factor), false, COMPLAINT_WORDS.has(token) ? FLIPPED_COMPLAINT : undefined))
      factor = 1
    }
    i++
  }
  for (const at of [...negations].reverse()) {
    const after = items.filter((it) => !it.fixed && it.position > at && it.position - at <= NEGATION_SCOPE)
    const target =
      after.find((it) => it.negations === 0) ??
      after[0] ??
      items.findLast((it) => !it.fixed && it.negations === 0 && it.position < at)
    if (target) {
      target.negations++
      target.weights = flip(target.weights, target.flipFactor)
    } else items.push(item(at, { assent: -0.5, polarity: -0.3 }, true))
  }
  return items
}

/** Weight of a thesaurus word against a lexicon word (step 6 in docs/nlu.md; chosen by cross-validation). */
export const DEFAULT_SYNONYM_WEIGHT = 0.35

/**
 * Concept vector of a tokenized text, in CONCEPTS order; polarity and assent are clamped to [-2, 2].
 * `synonymWeight`: how much a word found only through the thesaurus counts (0: not at all).
 */
export function conceptFeatures(tokens: readonly string[], synonymWeight = DEFAULT_SYNONYM_WEIGHT): number[] {
  const sums = new Map<Concept, number>()
  let clause: string[] = []
  const flush = () => {
    for (const it of clauseItems(clause, synonymWeight)) {
      for (const [c, v] of Object.entries(it.weights) as [Concept, number][]) sums.set(c, (sums.get(c) ?? 0) + v)
    }
    clause = []
  }
  for (const token of tokens) {
    if (token === CLAUSE_BREAK) flush()
    else clause.push(token)
  }
  flush()
  return CONCEPTS.map((c) => {
    const v = sums.get(c) ?? 0
    return c === 'polarity' || c === 'assent' ? Math.max(-2, Math.min(2, v)) : Math.min(2, v)
  })
}
