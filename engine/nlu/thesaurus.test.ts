import { describe, expect, it } from 'vitest'
import { conceptFeatures } from './conceptFeatures'
import { CONCEPTS } from './lexicon'
import { normalize } from './normalize'
import { deriveSynonymTable } from './thesaurus'

const polarity = (text: string, synonymWeight?: number) =>
  conceptFeatures(normalize(text).tokens, synonymWeight)[CONCEPTS.indexOf('polarity')] ?? 0

describe('deriveSynonymTable', () => {
  it('a word not in the lexicon takes the concept of the lexicon words in its synonym sets', () => {
    const table = deriveSynonymTable([['blubbig', 'toll', 'prima', 'Kiste']], { minSupport: 2, minShare: 0 })
    expect(table.get('blubbig')).toEqual({ polarity: 1 })
    // "kiste" is in the same set, so it inherits too; lexicon words themselves are never listed.
    expect(table.has('toll')).toBe(false)
  })

  it('a word whose synonym sets carry both polarities takes neither', () => {
    const table = deriveSynonymTable(
      [
        ['blubbig', 'toll', 'prima'],
        ['blubbig', 'mies', 'schlecht'],
      ],
      { minSupport: 1, minShare: 0 },
    )
    expect(table.has('blubbig')).toBe(false)
  })

  it('too little support or too small a share of the set leaves the word out', () => {
    const synsets = [['blubbig', 'toll', 'Kiste', 'Truhe', 'Kasten']]
    expect(deriveSynonymTable(synsets, { minSupport: 2, minShare: 0 }).has('blubbig')).toBe(false)
    expect(deriveSynonymTable(synsets, { minSupport: 1, minShare: 0.5 }).has('blubbig')).toBe(false)
    expect(deriveSynonymTable(synsets, { minSupport: 1, minShare: 0.25 }).get('blubbig')).toEqual({ polarity: 1 })
  })

  it('annotations are dropped and phrases, word parts and umlauts are handled as the router reads them', () => {
    const table = deriveSynonymTable([['flüffig (ugs.)', 'toll', 'ganz prima', 'Bomben...']], {
      minSupport: 1,
      minShare: 0,
    })
    expect([...table.keys()]).toEqual(['flueffig'])
  })
})

describe('thesaurus words in the concept view', () => {
  it('a word known only through the thesaurus carries its concept at the reduced weight, negation included', () => {
    // "famos" and "bombig" are in the generated table (OpenThesaurus), not in lexicon.ts.
    expect(polarity('famos', 0)).toBe(0)
    expect(polarity('famos', 0.35)).toBeCloseTo(0.35)
    expect(polarity('einfach bombig')).toBeGreaterThan(0)
    expect(polarity('einfach bombig')).toBeLessThan(polarity('einfach toll'))
    expect(polarity('nicht famos')).toBeLessThan(0)
  })
})
