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

  // Negation scope, litotes and negated comparatives (issue #20, step 1). Own phrasings.
  it('litotes of a complaint is full praise: "nichts zu meckern", "nicht beklagen", "kein Grund zur Klage"', () => {
    for (const text of [
      'Hier gibt es nichts zu meckern',
      'Ich kann mich nicht beklagen',
      'kein Grund zur Klage',
      'hab nix auszusetzen',
      'keine Beschwerden bisher',
    ])
      expect(polarity(text), text).toBeGreaterThanOrEqual(polarity('gut'))
    expect(polarity('Ich muss mich leider beschweren')).toBeLessThan(0)
    expect(polarity('da gibts viel zu meckern')).toBeLessThan(0)
  })

  it('"keine Probleme" and "ohne Probleme" are positive, "Probleme" alone negative', () => {
    expect(polarity('Probleme mit der Lieferung')).toBeLessThan(0)
    expect(polarity('keine Probleme mit der Lieferung')).toBeGreaterThan(0)
    expect(polarity('lief ohne Probleme')).toBeGreaterThan(0)
  })

  it('a comparative in a counterfactual clause is criticism: "könnte besser sein" < 0', () => {
    expect(polarity('Das könnte besser sein')).toBeLessThan(0)
    expect(polarity('wär schöner gewesen, wenn es schneller ginge')).toBeLessThan(0)
    expect(polarity('es ist besser geworden')).toBeGreaterThan(0)
    expect(polarity('mir geht es besser')).toBeGreaterThan(0)
  })

  it('a negated counterfactual comparative is the highest praise: "könnte nicht besser sein"', () => {
    for (const text of ['könnte nicht besser sein', 'Hätte kaum besser laufen können', 'wäre nicht besser gegangen'])
      expect(polarity(text), text).toBeGreaterThan(polarity('gut'))
  })

  it('"kaum" negates a comparative only; elsewhere it stays "rarely"', () => {
    expect(polarity('kaum besser als vorher')).toBeLessThan(0)
    expect(concept('rarely')('nutze ich kaum')).toBeGreaterThan(0)
  })

  it('"nie wieder" is a verdict, not a frequency: negative and a no', () => {
    expect(polarity('Nie wieder bei euch!')).toBeLessThan(polarity('schlecht'))
    expect(assent('nie wieder')).toBeLessThan(0)
    expect(polarity('gerne wieder')).toBeGreaterThan(0)
  })

  it('double negation turns back: "nicht unzufrieden" and "nicht nicht gut" are positive', () => {
    expect(polarity('nicht unzufrieden')).toBeGreaterThan(0)
    expect(polarity('ich war nicht nicht zufrieden')).toBeGreaterThan(0)
    expect(polarity('ich war nicht zufrieden')).toBeLessThan(0)
  })

  it('a hedge of negation and adverb negates the word after it: "nicht wirklich zufrieden", "gar nicht gut"', () => {
    expect(polarity('nicht wirklich zufrieden')).toBeLessThan(0)
    expect(polarity('ich war nicht wirklich zufrieden')).toBeLessThan(0)
    expect(polarity('gar nicht gut')).toBeLessThan(0)
    expect(polarity('bin nicht mehr zufrieden')).toBeLessThan(0)
    expect(polarity('nicht wirklich schlecht')).toBeGreaterThan(0)
    // Alone, or with no concept word within its reach, the hedge keeps its own meaning: a no.
    expect(assent('nö, nicht wirklich')).toBeLessThan(0)
    expect(assent('nicht wirklich, nein')).toBeLessThan(0)
    expect(polarity('nicht wirklich, aber gut')).toBeGreaterThan(0)
  })

  it('two negations with a word each stay two flips: "nicht gut und nicht billig"', () => {
    expect(polarity('nicht gut und nicht freundlich')).toBeLessThan(polarity('nicht gut'))
    expect(polarity('nicht schlecht und nicht unfreundlich')).toBeGreaterThan(polarity('nicht schlecht'))
  })

  // The broader lexicon (step 2): words of the same concepts that the core list did not have.
  it('standard, colloquial and regional words of praise and blame carry polarity', () => {
    for (const text of ['tadellos', 'einfach grandios', 'knorke', 'leiwand', 'lief reibungslos'])
      expect(polarity(text), text).toBeGreaterThan(0)
    for (const text of ['unterirdisch', 'totaler Murks', 'eine Zumutung', 'ziemlich bescheiden', 'ein Reinfall'])
      expect(polarity(text), text).toBeLessThan(0)
    expect(concept('neutral')('mittelprächtig')).toBeGreaterThan(0)
  })

  it('"nicht oft" is rarely and "nicht selten" fairly often, not a "no"', () => {
    expect(concept('rarely')('nicht so oft')).toBeGreaterThan(0)
    expect(concept('often')('nicht so oft')).toBe(0)
    expect(assent('nicht so oft')).toBe(0)
    expect(concept('often')('eigentlich nicht selten')).toBeGreaterThan(0)
  })

  it('idioms mean what they mean, not what their words say', () => {
    expect(concept('neutral')('weder gut noch schlecht')).toBeGreaterThan(0)
    expect(polarity('weder gut noch schlecht')).toBe(0)
    expect(polarity('da ist noch Luft nach oben')).toBeLessThan(0)
    expect(concept('workload')('bei uns ist Land unter')).toBeGreaterThan(0)
    expect(concept('later')('heute abend vielleicht')).toBeGreaterThan(0)
  })

  it('channels and sources have their everyday names: Handynummer, Threema, Kumpel, Prospekt im Briefkasten', () => {
    expect(concept('phone')('meine Handynummer')).toBeGreaterThan(0)
    expect(concept('messenger')('über Threema')).toBeGreaterThan(0)
    expect(concept('people')('ein Kumpel')).toBeGreaterThan(0)
    expect(concept('ads')('Postwurf im Briefkasten')).toBeGreaterThan(0)
  })

  // Step 4: a lexicon word one typo away still counts.
  it('a typo in a longer lexicon word still finds it: one letter missing, extra or wrong', () => {
    expect(polarity('bin zufriden')).toBeGreaterThan(0)
    expect(polarity('total entäuscht')).toBeLessThan(0)
    expect(polarity('begeistertt')).toBeGreaterThan(0)
    expect(concept('service')('der kundenservise')).toBeGreaterThan(0)
    expect(polarity('nicht zufriden')).toBeLessThan(0)
  })

  it('short words and words unlike any lexicon word stay unknown', () => {
    expect(polarity('gtu')).toBe(0)
    expect(conceptFeatures(normalize('Gartenschlauch Fensterbank').tokens).every((v) => v === 0)).toBe(true)
  })
})
