// Words the lexicon does not have, linked to its concepts through a thesaurus's synonym sets
// (OpenThesaurus, docs/nlu.md "Generalization steps", step 6). `deriveSynonymTable` is run by hand
// by `bench/nlu/buildThesaurus.ts`, never at run time; the router reads the generated table
// (`thesaurusTable.ts`) through `thesaurusWeights`.
import {
  type Concept,
  type ConceptWeights,
  COMPARATIVES,
  INTENSIFIERS,
  LEXICON_PHRASES,
  LEXICON_WORDS,
} from './lexicon'
import { CLAUSE_BREAK, isStopWord, NEGATIONS, normalize } from './normalize'
import { THESAURUS_TABLE } from './thesaurusTable'

const SIGNED: ReadonlySet<Concept> = new Set(['polarity', 'assent'])

export interface SynonymRule {
  /** a word takes a concept when at least this many distinct lexicon words of its synonym sets carry it */
  minSupport: number
  /** ... and they are at least this share of the distinct words of its synonym sets */
  minShare: number
}

/** One thesaurus entry as a single lexicon token ("gut", "zufrieden"), or undefined for phrases and marks. */
function entryToken(entry: string): string | undefined {
  // "(ugs.)", "(eine Regel)": annotations; "Deputat...": word parts; several words: phrases.
  const bare = entry.replace(/\([^)]*\)/g, ' ').trim()
  if (bare === '' || bare.includes('...')) return undefined
  const tokens = normalize(bare).tokens.filter((t) => t !== CLAUSE_BREAK)
  return tokens.length === 1 ? tokens[0] : undefined
}

/**
 * The table of thesaurus words: for each single word that is not a lexicon word (nor a negation,
 * intensifier, comparative or stop word), the concepts that at least `minSupport` distinct lexicon
 * words of its synonym sets carry with one sign, making up at least `minShare` of the distinct words
 * of these sets, and no lexicon word of these sets with the other sign (polarity, assent). Weights are the sign (-1 or 1) or 1: the router scales them down.
 */
export function deriveSynonymTable(
  synsets: readonly (readonly string[])[],
  rule: SynonymRule,
): Map<string, ConceptWeights> {
  const setsOf = new Map<string, Set<string>[]>()
  for (const synset of synsets) {
    const members = new Set(synset.map(entryToken).filter((t): t is string => t !== undefined))
    for (const word of members) {
      const list = setsOf.get(word) ?? []
      list.push(members)
      setsOf.set(word, list)
    }
  }
  const table = new Map<string, ConceptWeights>()
  for (const [word, sets] of [...setsOf].sort(([a], [b]) => a.localeCompare(b))) {
    if (LEXICON_WORDS.has(word) || LEXICON_PHRASES.has(word) || NEGATIONS.has(word)) continue
    if (INTENSIFIERS.has(word) || COMPARATIVES.has(word) || isStopWord(word) || word.length < 3) continue
    const positive = new Map<Concept, Set<string>>()
    const negative = new Map<Concept, Set<string>>()
    for (const members of sets)
      for (const member of members) {
        const weights = LEXICON_WORDS.get(member)
        if (!weights || member === word) continue
        for (const [concept, value] of Object.entries(weights) as [Concept, number][]) {
          const side = value > 0 ? positive : value < 0 ? negative : undefined
          if (!side) continue
          const carriers = side.get(concept) ?? new Set()
          carriers.add(member)
          side.set(concept, carriers)
        }
      }
    const others = new Set(sets.flatMap((members) => [...members])).size - 1
    const enough = (carriers: Set<string>) =>
      carriers.size >= rule.minSupport && carriers.size >= rule.minShare * others
    const weights: ConceptWeights = {}
    for (const [concept, carriers] of positive) if (enough(carriers) && !negative.has(concept)) weights[concept] = 1
    for (const [concept, carriers] of negative)
      if (SIGNED.has(concept) && enough(carriers) && !positive.has(concept)) weights[concept] = -1
    if (Object.keys(weights).length > 0) table.set(word, weights)
  }
  return table
}

/** The generated table as word -> weights: entries are "concept:sign,concept:sign" -> "word,word". */
const TABLE: ReadonlyMap<string, ConceptWeights> = (() => {
  const map = new Map<string, ConceptWeights>()
  for (const [key, words] of Object.entries(THESAURUS_TABLE)) {
    const weights: ConceptWeights = {}
    for (const part of key.split(',')) {
      const [concept, sign] = part.split(':')
      weights[concept as Concept] = Number(sign)
    }
    for (const word of words.split(',')) map.set(word, weights)
  }
  return map
})()

/** A thesaurus word's concepts (unscaled), or undefined. */
export function thesaurusWeights(token: string): ConceptWeights | undefined {
  return TABLE.get(token)
}

/** The compact form the generated file holds: weights signature -> comma-separated words. */
export function compactTable(table: ReadonlyMap<string, ConceptWeights>): Record<string, string> {
  const groups = new Map<string, string[]>()
  for (const [word, weights] of table) {
    const key = (Object.entries(weights) as [Concept, number][])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => `${c}:${v}`)
      .join(',')
    groups.set(key, [...(groups.get(key) ?? []), word])
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, words]) => [key, [...words].sort().join(',')]),
  )
}
