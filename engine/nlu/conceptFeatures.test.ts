import { describe, expect, it } from 'vitest'
import { conceptFeatures } from './conceptFeatures'
import { type Concept, CONCEPTS } from './lexicon'
import { normalize } from './normalize'

const concept = (name: Concept) => (text: string) =>
  conceptFeatures(normalize(text).tokens)[CONCEPTS.indexOf(name)] ?? 0
const polarity = concept('polarity')
const assent = concept('assent')

describe('conceptFeatures', () => {
  it('a negation before the word flips it: "nicht gut" is negative', () => {
    expect(polarity('gut')).toBeGreaterThan(0)
    expect(polarity('nicht gut')).toBeLessThan(0)
  })

  it('a negation after the verb flips it too: "gefällt mir nicht" is negative', () => {
    expect(polarity('gefällt mir')).toBeGreaterThan(0)
    expect(polarity('gefällt mir nicht')).toBeLessThan(0)
  })

  it('"nicht schlecht" is praise, but milder than "gut"', () => {
    expect(polarity('nicht schlecht')).toBeGreaterThan(0)
    expect(polarity('nicht schlecht')).toBeLessThan(polarity('gut'))
  })

  it('a negation does not reach past a clause break: clauses add up on their own', () => {
    expect(polarity('gut, aber nicht toll')).toBeCloseTo(polarity('gut') + polarity('nicht toll'))
    expect(polarity('gut, aber nicht toll')).toBeGreaterThan(0)
  })

  it('intensifiers scale the next concept word: "sehr gut" > "gut" > "eher gut" > 0', () => {
    expect(polarity('sehr gut')).toBeGreaterThan(polarity('gut'))
    expect(polarity('gut')).toBeGreaterThan(polarity('eher gut'))
    expect(polarity('eher gut')).toBeGreaterThan(0)
  })

  it('colloquial yes and no meet without sharing letters', () => {
    expect(assent('jo')).toBeGreaterThan(0)
    expect(assent('nö')).toBeLessThan(0)
    expect(assent('nö, nicht')).toBeLessThan(assent('nö'))
  })

  it('emoji carry sentiment like words', () => {
    expect(polarity('👍')).toBeGreaterThan(0)
    expect(polarity('👎')).toBeLessThan(0)
  })

  it('repetition cannot outweigh everything else: polarity stays within [-2, 2]', () => {
    expect(polarity('super toll gut prima klasse spitze 👍👍👍')).toBe(2)
    expect(polarity('mies schlecht doof 👎👎👎')).toBe(-2)
  })

  it('a text without lexicon words is the zero vector', () => {
    expect(conceptFeatures(normalize('Hausnummer siebzehn').tokens).every((v) => v === 0)).toBe(true)
    expect(conceptFeatures([])).toHaveLength(CONCEPTS.length)
  })
})
