import type { ExitConditionInput, ExitContext, ExitEvaluator } from './ExitEvaluator'

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A condition's phrases, folded once: the set of phrases and the word counts that occur. */
interface CompiledPhrases {
  phrases: ReadonlySet<string>
  lengths: readonly number[]
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
  const lengths = new Set<number>()
  for (const example of examples) {
    const phrase = fold(example)
    if (phrase === '') continue
    phrases.add(phrase)
    lengths.add(phrase.split(' ').length)
  }
  known = { phrases, lengths: [...lengths].sort((a, b) => a - b) }
  compiled.set(examples, known)
  return known
}

/**
 * Works with no network: the condition holds when the answer contains one of its example
 * phrases as whole words (case, accents and punctuation ignored). Editors write the phrases
 * next to the condition; without phrases the offline evaluator never ends a dialog. An answer
 * costs one set lookup per word position and distinct phrase length, whatever the number of
 * phrases.
 */
export const offlineExitEvaluator: ExitEvaluator = {
  name: 'offline',
  async holds(condition: ExitConditionInput, { answer }: ExitContext): Promise<boolean> {
    const { phrases, lengths } = compile(condition.examples)
    if (phrases.size === 0) return false
    const words = fold(answer).split(' ')
    for (let start = 0; start < words.length; start++) {
      for (const length of lengths) {
        if (start + length > words.length) break
        if (phrases.has(words.slice(start, start + length).join(' '))) return true
      }
    }
    return false
  },
}
