import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fold, offlineCompilations, offlineExitEvaluator } from './offlineExitEvaluator'

/** The evaluator before compilation: every phrase folded and searched on every answer. */
const reference = (examples: readonly string[], answer: string) => {
  const text = ` ${fold(answer)} `
  return examples.some((example) => {
    const phrase = fold(example)
    return phrase.length > 0 && text.includes(` ${phrase} `)
  })
}

const holds = (examples: readonly string[], answer: string) =>
  offlineExitEvaluator.holds({ id: 'c', condition: 'Abbruch', examples }, { question: 'Frage?', answer })

describe('offline exit conditions', () => {
  it('compiles a phrase list once, however many answers it decides', async () => {
    const examples = Array.from({ length: 1900 }, (_, i) => `phrase nummer ${i}`).concat(['keine Lust mehr'])
    const before = offlineCompilations()
    for (let i = 0; i < 50; i++) await holds(examples, `Antwort ${i}`)
    expect(await holds(examples, 'Ich habe KEINE lust mehr!')).toBe(true)
    expect(offlineCompilations()).toBe(before + 1)
    // A changed list (a new version of the dialog) is a new array: compiled once more.
    await holds([...examples], 'egal')
    expect(offlineCompilations()).toBe(before + 2)
  })

  it('decides exactly as searching every phrase in the answer did', async () => {
    const word = fc.constantFrom(
      'keine',
      'Lust',
      'mehr',
      'abbrechen',
      'Stopp',
      'ß',
      'Straße',
      'café',
      'cafe',
      '!',
      '',
      ' ',
    )
    const text = fc.array(word, { maxLength: 8 }).map((w) => w.join(' '))
    await fc.assert(
      fc.asyncProperty(fc.array(text, { maxLength: 5 }), text, async (examples, answer) => {
        expect(await holds(examples, answer)).toBe(reference(examples, answer))
      }),
    )
  })
})
