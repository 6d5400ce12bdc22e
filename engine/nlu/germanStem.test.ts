import { describe, expect, it } from 'vitest'
import { germanStem } from './germanStem'

describe('germanStem', () => {
  it.each([
    ['Kunden', 'Kunde'],
    ['Lieferungen', 'Lieferung'],
    ['zufriedener', 'zufrieden'],
    ['Häuser', 'Haus'],
    ['freundlichen', 'freundlich'],
    ['Erfahrungen', 'Erfahrung'],
    ['begeisterte', 'begeistert'],
  ])('the inflected form %s meets %s', (inflected, base) => {
    expect(germanStem(inflected)).toBe(germanStem(base))
  })

  it('umlauts typed as ae/oe/ue and ß typed as ss give the same stem (german2)', () => {
    expect(germanStem('schönen')).toBe(germanStem('schoenen'))
    expect(germanStem('ärgerlich')).toBe(germanStem('aergerlich'))
    expect(germanStem('Straße')).toBe(germanStem('strasse'))
  })

  it('a u between vowels is a consonant, not the start of an umlaut: "kauen" is "kau"', () => {
    expect(germanStem('kauen')).toBe('kau')
    expect(germanStem('Bauer')).toBe('bau')
    expect(germanStem('Quelle')).toBe('quell')
  })

  // A sample of Snowball's own German vocabulary and output (snowballstem.org/algorithms/german).
  it.each([
    ['aufeinanderfolgenden', 'aufeinanderfolg'],
    ['aufeinanderschlügen', 'aufeinanderschlug'],
    ['auferstehung', 'aufersteh'],
    ['auffassungsvermögen', 'auffassungsvermog'],
    ['kategorischen', 'kategor'],
    ['katholischer', 'kathol'],
    ['kätzchens', 'katzch'],
    ['kauerte', 'kauert'],
    ['käuflich', 'kauflich'],
    ['kaufleute', 'kaufleut'],
    ['auffaßt', 'auffasst'],
    ['kattunhalstücher', 'kattunhalstuch'],
  ])('%s stems to %s as in the Snowball reference output', (word, stem) => {
    expect(germanStem(word)).toBe(stem)
  })

  it('short words and an empty string come back unchanged', () => {
    expect(germanStem('ja')).toBe('ja')
    expect(germanStem('')).toBe('')
  })
})
