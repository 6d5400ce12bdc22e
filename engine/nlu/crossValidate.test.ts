import { describe, expect, it } from 'vitest'
import { classify } from './classify'
import { crossValidate, stratifiedSample } from './crossValidate'
import { trainClassifier } from './trainClassifier'

// "Würden Sie uns weiterempfehlen?" as an editor trains it: 8 examples per intent, and answers
// respondents typed later (typos, dialect, emoji) that the classifier never saw.
const examples: Record<string, string[]> = {
  ja: [
    'Ja, auf jeden Fall',
    'Sicher',
    'Ja gerne',
    'Habe ich schon gemacht',
    'Unbedingt',
    'Klar doch',
    'Absolut, sehr gern',
    'Bestimmt',
  ],
  nein: [
    'Nein',
    'Eher nicht',
    'Auf keinen Fall',
    'Nein danke',
    'Niemals',
    'Bestimmt nicht',
    'Sicher nicht',
    'Würde ich nicht tun',
  ],
  vielleicht: [
    'Vielleicht',
    'Kommt darauf an',
    'Weiß ich noch nicht',
    'Mal sehen',
    'Eventuell',
    'Kann sein',
    'Möglicherweise',
    'Unter Umständen',
  ],
}
const heldOut: Record<string, string[]> = {
  ja: ['jaa klar', 'ja sicher doch', 'auf jeden fall 👍', 'gerne ja', 'unbedingt!!', 'hab ich schon'],
  nein: ['nö', 'eher nein', 'auf gar keinen fall', 'nein niemals', 'nee danke', 'bestimmt nicht'],
  vielleicht: ['vllt', 'mal schaun', 'weiss nicht', 'kommt drauf an', 'eventuell ja', 'kann schon sein'],
}

describe('crossValidate', () => {
  it('a model trained on the German examples routes most held-out answers right', () => {
    const model = trainClassifier(examples)
    const pairs = Object.entries(heldOut).flatMap(([handle, texts]) => texts.map((text) => ({ handle, text })))
    const right = pairs.filter(({ handle, text }) => classify(model, [text])[0]?.handle === handle).length
    expect(right / pairs.length).toBeGreaterThanOrEqual(0.75)
  })

  it('cross-validated accuracy of the German examples is well above chance (1/3)', () => {
    const result = crossValidate(examples)
    expect(result.folds).toBe(5)
    expect(result.tested).toBe(24)
    expect(result.accuracy).toBeGreaterThanOrEqual(0.7)
  })

  it('the confusion table is handles x handles and counts every held-out example once', () => {
    const result = crossValidate(examples)
    expect(result.handles).toEqual(['ja', 'nein', 'vielleicht'])
    expect(result.confusion).toHaveLength(3)
    for (const row of result.confusion) expect(row).toHaveLength(3)
    expect(result.confusion.flat().reduce((a, b) => a + b, 0)).toBe(result.tested)
    expect(result.confusion.map((row) => row.reduce((a, b) => a + b, 0))).toEqual([8, 8, 8])
    const diagonal = result.confusion.reduce((a, row, i) => a + (row[i] ?? 0), 0)
    expect(diagonal / result.tested).toBeCloseTo(result.accuracy ?? -1)
  })

  it('is deterministic: the same examples in another order give the same figures', () => {
    const reversed = Object.fromEntries(
      Object.entries(examples)
        .reverse()
        .map(([h, t]) => [h, [...t].reverse()]),
    )
    expect(crossValidate(reversed)).toEqual(crossValidate(examples))
  })

  it('uses fewer folds when the intents have few examples, and none with one example each', () => {
    expect(crossValidate({ ja: ['ja', 'klar', 'gern'], nein: ['nein', 'nö'] }).folds).toBe(3)
    const single = crossValidate({ ja: ['ja'], nein: ['nein'] })
    expect(single).toMatchObject({ folds: 0, tested: 0, accuracy: null })
    expect(single.confusion).toEqual([
      [0, 0],
      [0, 0],
    ])
  })

  it('does not measure (no "100 %") when only one intent has examples, even if others exist', () => {
    const result = crossValidate(
      { ja: ['ja', 'klar', 'gern'], nein: [] },
      { alwaysTrain: { ja: ['ja'], nein: ['nein'] } },
    )
    expect(result).toMatchObject({ folds: 0, tested: 0, accuracy: null })
  })

  it('texts in alwaysTrain are learnt but never tested', () => {
    const result = crossValidate(
      { ja: ['ja', 'klar'], nein: ['nein', 'nö'] },
      { alwaysTrain: { ja: ['ja'], nein: ['nein'] } },
    )
    expect(result.tested).toBe(4)
    expect(result.perIntent.map((p) => p.examples)).toEqual([2, 2])
  })

  it('cross-validates at most maxExamples, each intent keeping its share, and reports what it sampled', () => {
    const many = (word: string, n: number) => Array.from({ length: n }, (_, i) => `${word} ${i}`)
    const result = crossValidate({ ja: many('ja', 300), nein: many('nein', 100) }, { maxExamples: 40 })
    expect(result).toMatchObject({ sampled: 40, tested: 40, folds: 5 })
    expect(result.confusion.map((row) => row.reduce((a, b) => a + b, 0))).toEqual([30, 10])
    expect(result.perIntent.map((p) => p.examples)).toEqual([300, 100])
  })

  it('keeps two examples of a rare intent, distinct examples of the others, and no more than the cap', () => {
    const texts = Array.from({ length: 50 }, (_, i) => `text ${String(i).padStart(2, '0')}`).sort()
    const a = stratifiedSample(
      new Map([
        ['h', texts],
        ['selten', ['x', 'y']],
      ]),
      10,
    )
    expect(a.get('selten')).toEqual(['x', 'y'])
    expect(a.get('h')).toHaveLength(8)
    expect(new Set(a.get('h')).size).toBe(8)
  })
})
