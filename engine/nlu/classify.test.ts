import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classify, DEFAULT_THRESHOLD, type RankedIntent } from './classify'
import { aModel } from './testing/aModel'
import { trainClassifier } from './trainClassifier'

const model = aModel()
const best = (texts: string[]) => classify(model, texts)[0] as RankedIntent
const total = (ranked: RankedIntent[]) => ranked.reduce((s, r) => s + r.confidence, 0)

/** Answers from any keyboard: printable graphemes, any code point, lone surrogates, emoji runs. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('a', 'ä', 'ß', ' ', ',', ':)', '👍🏽', '‍', '️', 'nicht', 'sehr '), maxLength: 40 }),
  fc.constantFrom('', ' ', '\n', '👨‍👩‍👧‍👦', 'ä'.repeat(5000), 'sehr gut, aber '.repeat(2000)),
)

describe('classify', () => {
  it.each([
    ['mega gut 👍', 'zufrieden'],
    ['suuuper', 'zufrieden'],
    ['bin happy 😊', 'zufrieden'],
    ['ich war zufrieden', 'zufrieden'],
    ['nicht gut', 'unzufrieden'],
    ['mies', 'unzufrieden'],
    ['enttäuschend ☹️', 'unzufrieden'],
    ['naja', 'teils'],
    ['so lala', 'teils'],
    ['war ok', 'teils'],
  ])('the clear answer "%s" ranks %s first with confidence above the threshold', (text, intent) => {
    expect(best([text])).toMatchObject({ handle: intent })
    expect(best([text]).confidence).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD)
  })

  it.each(['', 'hmm', 'qwxz bnm', 'asdfgh', '???', '🚲'])(
    '"%s" says nothing and stays below the threshold for every intent',
    (text) => {
      const ranked = classify(model, [text])
      expect(ranked[0]!.confidence).toBeLessThan(DEFAULT_THRESHOLD)
      expect(new Set(ranked.map((r) => r.confidence)).size).toBe(1)
    },
  )

  it('ranks every intent once, best first; ties are ordered by handle', () => {
    const ranked = classify(model, ['mega gut'])
    expect(ranked.map((r) => r.handle).sort()).toEqual(model.handles)
    expect(ranked.map((r) => r.confidence)).toEqual(ranked.map((r) => r.confidence).sort((a, b) => b - a))
    expect(classify(model, ['hmm']).map((r) => r.handle)).toEqual(['teils', 'unzufrieden', 'zufrieden'])
  })

  it('weak lexicon evidence is less sure than a clear word: conceptStrength scales it, not the cosine alone', () => {
    const ignoring = aModel(undefined, { calibration: { conceptStrength: 0 } })
    const sure = (m: typeof model, text: string) => classify(m, [text])[0]!.confidence
    // "nicht unzufrieden" is praise, but weaker than one clear word: it loses confidence ...
    expect(best(['nicht unzufrieden']).handle).toBe('zufrieden')
    expect(sure(model, 'nicht unzufrieden')).toBeLessThan(sure(ignoring, 'nicht unzufrieden'))
    // ... while a clear word keeps all of it.
    expect(sure(model, 'begeistert')).toBeCloseTo(sure(ignoring, 'begeistert'), 10)
  })

  it('two agreeing answers give more confidence than either alone', () => {
    const together = best(['klappt', 'jo passt scho'])
    expect(together.handle).toBe('zufrieden')
    expect(together.confidence).toBeGreaterThan(
      Math.max(best(['klappt']).confidence, best(['jo passt scho']).confidence),
    )
  })

  it('a nachfrage answer that says nothing leaves the first answer as it was', () => {
    expect(classify(model, ['klappt', 'hmm'])).toEqual(classify(model, ['klappt']))
  })

  it('the order of the two answers does not matter', () => {
    expect(classify(model, ['nicht gut', 'super'])).toEqual(classify(model, ['super', 'nicht gut']))
  })

  it('a model without intents ranks nothing; intents without examples stay unsure', () => {
    expect(classify(trainClassifier({}), ['ja'])).toEqual([])
    expect(classify(trainClassifier({ ja: [], nein: [] }), ['ja'])[0]!.confidence).toBeLessThan(DEFAULT_THRESHOLD)
  })

  it('never throws and gives confidences in [0, 1] that sum to less than 1, for any answer', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const ranked = classify(model, [text])
        expect(ranked).toHaveLength(model.handles.length)
        for (const { confidence } of ranked) {
          expect(Number.isFinite(confidence)).toBe(true)
          expect(confidence).toBeGreaterThanOrEqual(0)
          expect(confidence).toBeLessThanOrEqual(1)
        }
        expect(total(ranked)).toBeLessThan(1)
      }),
    )
  })

  it('never returns NaN for several answers together, however strong or odd they are', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 4 }), (texts) => {
        const ranked = classify(model, texts)
        for (const { confidence } of ranked) expect(confidence >= 0 && confidence <= 1).toBe(true)
        expect(total(ranked)).toBeLessThanOrEqual(1 + 1e-9)
      }),
    )
  })
})
