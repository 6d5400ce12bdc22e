// Text -> concept vector (one number per CONCEPTS entry), with German negation.
// German negates before ("nicht gut", "kein Problem") and after the verb ("gefällt mir nicht"),
// so a negation flips the next concept word within three tokens, otherwise the last one before it
// in the same clause. A negation with nothing to flip ("nö, nicht") counts as a weak "no".
import {
  CONCEPTS,
  type Concept,
  type ConceptWeights,
  INTENSIFIERS,
  LEXICON_PHRASES,
  LEXICON_WORDS,
  LONGEST_PHRASE,
} from './lexicon'
import { CLAUSE_BREAK, NEGATIONS } from './normalize'

interface Item {
  position: number
  weights: ConceptWeights
  negated: boolean
}

const NEGATION_SCOPE = 3
// "nicht schlecht" is praise, but milder than "gut"; people rarely mean the full opposite.
const FLIPPED_POLARITY = -0.7

function flip(weights: ConceptWeights): ConceptWeights {
  const out: ConceptWeights = { ...weights }
  if (out.polarity !== undefined) out.polarity *= FLIPPED_POLARITY
  if (out.assent !== undefined) out.assent = -out.assent
  if (out.polarity === undefined && out.assent === undefined) out.assent = -0.5
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

function clauseItems(clause: readonly string[]): Item[] {
  const items: Item[] = []
  const negations: number[] = []
  let factor = 1
  for (let i = 0; i < clause.length;) {
    const phrase = matchPhrase(clause, i)
    if (phrase) {
      // A phrase already says what it means, including its own negation ("nicht wirklich").
      items.push({ position: i, weights: scale(phrase[0], factor), negated: true })
      factor = 1
      i += phrase[1]
      continue
    }
    const token = clause[i] ?? ''
    const next = clause[i + 1]
    const intensity = INTENSIFIERS.get(token)
    if (intensity !== undefined && next !== undefined && (LEXICON_WORDS.has(next) || INTENSIFIERS.has(next))) {
      factor *= intensity
    } else if (NEGATIONS.has(token)) {
      negations.push(i)
      const own = LEXICON_WORDS.get(token)
      if (own) items.push({ position: i, weights: own, negated: true })
    } else {
      const weights = LEXICON_WORDS.get(token)
      if (weights) items.push({ position: i, weights: scale(weights, factor), negated: false })
      factor = 1
    }
    i++
  }
  for (const at of negations) {
    const target =
      items.find((it) => !it.negated && it.position > at && it.position - at <= NEGATION_SCOPE) ??
      items.findLast((it) => !it.negated && it.position < at)
    if (target) {
      target.weights = flip(target.weights)
      target.negated = true
    } else items.push({ position: at, weights: { assent: -0.5, polarity: -0.3 }, negated: true })
  }
  return items
}

/** Concept vector of a tokenized text, in CONCEPTS order; polarity and assent are clamped to [-2, 2]. */
export function conceptFeatures(tokens: readonly string[]): number[] {
  const sums = new Map<Concept, number>()
  let clause: string[] = []
  const flush = () => {
    for (const item of clauseItems(clause)) {
      for (const [c, v] of Object.entries(item.weights) as [Concept, number][]) sums.set(c, (sums.get(c) ?? 0) + v)
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
