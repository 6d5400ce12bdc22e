import type { ExitConditionInput, ExitContext, ExitEvaluator } from './ExitEvaluator'

/** Case, accents, ß and punctuation folded away: how phrases and answers are compared. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A condition's phrases, folded once, and every word prefix of them (where a match can go on). */
interface CompiledPhrases {
  phrases: ReadonlySet<string>
  prefixes: ReadonlySet<string>
}

/**
 * Compiled per phrase list. The lists come from the live dialog cache (server/cache/liveDialogs.ts),
 * rebuilt only when the dialog's version changes, so a list is compiled once per change of the
 * conditions and dropped with the old version (docs/nlu.md "Offline exit conditions").
 */
const compiled = new WeakMap<readonly string[], CompiledPhrases>()
let compilations = 0

/** How many phrase lists were compiled in this process (for the tests: once per change). */
export const offlineCompilations = () => compilations

function compile(examples: readonly string[]): CompiledPhrases {
  let known = compiled.get(examples)
  if (known) return known
  compilations++
  const phrases = new Set<string>()
  const prefixes = new Set<string>()
  for (const example of examples) {
    const phrase = fold(example)
    if (phrase === '') continue
    phrases.add(phrase)
    let prefix = ''
    for (const word of phrase.split(' ')) prefixes.add((prefix = prefix === '' ? word : `${prefix} ${word}`))
  }
  known = { phrases, prefixes }
  compiled.set(examples, known)
  return known
}

// The conditions of one answer are evaluated one after the other with the same answer.
let lastAnswer = ''
let lastWords: readonly string[] = ['']
const wordsOf = (answer: string) => {
  if (answer !== lastAnswer) {
    lastWords = fold(answer).split(' ')
    lastAnswer = answer
  }
  return lastWords
}

/**
 * Works with no network: the condition holds when the answer contains one of its example
 * phrases as whole words (case, accents and punctuation ignored). Editors write the phrases
 * next to the condition; without phrases the offline evaluator never ends a dialog. From each
 * word of the answer a match is extended word by word while it is still the start of some phrase,
 * so an answer costs a few set lookups per word, whatever the number of phrases.
 */
export const offlineExitEvaluator: ExitEvaluator = {
  name: 'offline',
  async holds(condition: ExitConditionInput, { answer }: ExitContext): Promise<boolean> {
    const { phrases, prefixes } = compile(condition.examples)
    if (phrases.size === 0) return false
    const words = wordsOf(answer)
    for (let start = 0; start < words.length; start++) {
      let candidate = words[start] as string
      for (let end = start + 1; prefixes.has(candidate); end++) {
        if (phrases.has(candidate)) return true
        if (end >= words.length) break
        candidate = `${candidate} ${words[end] as string}`
      }
    }
    return false
  },
}
