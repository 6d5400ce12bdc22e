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

/**
 * Works with no network: the condition holds when the answer contains one of its example
 * phrases as whole words (case, accents and punctuation ignored). Editors write the phrases
 * next to the condition; without phrases the offline evaluator never ends a dialog.
 */
export const offlineExitEvaluator: ExitEvaluator = {
  name: 'offline',
  async holds(condition: ExitConditionInput, { answer }: ExitContext): Promise<boolean> {
    const text = ` ${fold(answer)} `
    return condition.examples.some((example) => {
      const phrase = fold(example)
      return phrase.length > 0 && text.includes(` ${phrase} `)
    })
  },
}
