import { describe, expect, it } from 'vitest'
import { DEFAULT_THRESHOLD } from './classify'
import {
  CLARIFY_BUTTONS_THRESHOLD,
  CLARIFY_MAX_OPTIONS,
  CLARIFY_OPTION_FLOOR,
  DEFAULT_ROUTE_POLICY,
  decideRoute,
  routeRanked,
} from './decideRoute'
import { aModel } from './testing/aModel'
import { trainClassifier } from './trainClassifier'

const model = aModel()
const nachfrageOnly = { unsure: 'nachfrage' } as const

describe('decideRoute (docs/nlu.md "Clarifying question": jump, else buttons or nachfrage once, else default)', () => {
  it('a sure first answer takes its intent jump with its confidence', () => {
    const decision = decideRoute(model, ['mega gut 👍'])
    expect(decision).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
    expect(decision.kind === 'jump' && decision.confidence).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD)
  })

  it('an unsure first answer gets the clarifying question with the likely intents, best first', () => {
    const decision = decideRoute(model, ['rundherum'])
    expect(decision.kind).toBe('clarify')
    if (decision.kind !== 'clarify') return
    expect(decision.options.length).toBeGreaterThan(0)
    expect(decision.options.length).toBeLessThanOrEqual(CLARIFY_MAX_OPTIONS)
    expect(decision.options[0]?.handle).toBe('zufrieden')
    for (const [i, option] of decision.options.entries()) {
      expect(option.confidence).toBeGreaterThan(CLARIFY_OPTION_FLOOR)
      expect(option.confidence).toBeLessThan(CLARIFY_BUTTONS_THRESHOLD)
      if (i > 0) expect(option.confidence).toBeLessThanOrEqual(decision.options[i - 1]?.confidence ?? 1)
    }
  })

  it('with the nachfrage-only setting an unsure first answer gets the nachfrage (the behaviour before buttons)', () => {
    expect(decideRoute(model, ['rundherum'], nachfrageOnly)).toEqual({ kind: 'nachfrage' })
    expect(decideRoute(model, ['hmm'], nachfrageOnly)).toEqual({ kind: 'nachfrage' })
  })

  it('with the always-route setting an unsure first answer takes the best intent', () => {
    expect(decideRoute(model, ['rundherum'], { unsure: 'route' })).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
  })

  it('after the nachfrage both answers together can decide the jump', () => {
    expect(decideRoute(model, ['rundherum', 'jo passt scho'])).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
  })

  it('still unsure after the nachfrage: the default jump, never buttons or a second nachfrage', () => {
    expect(decideRoute(model, ['hmm', 'weiß nicht'])).toEqual({ kind: 'default' })
    expect(decideRoute(model, ['rundherum', 'hmm'])).toEqual({ kind: 'default' })
    expect(decideRoute(model, ['rundherum', 'hmm'], { unsure: 'route' })).toEqual({ kind: 'default' })
  })

  it('the threshold is the block policy: a lower one routes what the default asks about (a number is the threshold)', () => {
    expect(decideRoute(model, ['rundherum'], 0.1)).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
    expect(decideRoute(model, ['mega gut 👍'], { ...nachfrageOnly, threshold: 0.999 })).toEqual({ kind: 'nachfrage' })
  })

  it('a block without intents never jumps and offers no buttons', () => {
    const empty = trainClassifier({})
    expect(decideRoute(empty, ['ja'])).toEqual({ kind: 'nachfrage' })
    expect(decideRoute(empty, ['ja', 'ja'])).toEqual({ kind: 'default' })
    expect(decideRoute(empty, ['ja'], { unsure: 'route' })).toEqual({ kind: 'default' })
  })
})

describe('routeRanked (the policy on a ranking)', () => {
  const policy = { ...DEFAULT_ROUTE_POLICY, threshold: 0.6, maxOptions: 2, optionFloor: 0.15 }

  it('offers only intents with a real chance, at most maxOptions', () => {
    const ranked = [
      { handle: 'a', confidence: 0.4 },
      { handle: 'b', confidence: 0.3 },
      { handle: 'c', confidence: 0.2 },
      { handle: 'd', confidence: 0.05 },
    ]
    expect(routeRanked(ranked, 1, policy)).toEqual({
      kind: 'clarify',
      options: [
        { handle: 'a', confidence: 0.4 },
        { handle: 'b', confidence: 0.3 },
      ],
    })
    expect(routeRanked(ranked, 1, { ...policy, maxOptions: 3, optionFloor: 0.25 })).toEqual({
      kind: 'clarify',
      options: [
        { handle: 'a', confidence: 0.4 },
        { handle: 'b', confidence: 0.3 },
      ],
    })
  })

  it('when not even the best intent reaches the floor, the nachfrage is asked instead of buttons', () => {
    expect(routeRanked([{ handle: 'a', confidence: 0.1 }], 1, policy)).toEqual({ kind: 'nachfrage' })
    expect(routeRanked([], 1, policy)).toEqual({ kind: 'nachfrage' })
  })

  it('with buttons, an answer between the threshold and the buttons threshold is asked about, not routed', () => {
    const ranked = [
      { handle: 'a', confidence: 0.7 },
      { handle: 'b', confidence: 0.2 },
    ]
    const withButtons = { ...policy, buttonsThreshold: 0.8 }
    expect(routeRanked(ranked, 1, withButtons)).toEqual({ kind: 'clarify', options: ranked })
    // The nachfrage-only and always-route settings keep routing it, as before the buttons.
    expect(routeRanked(ranked, 1, { ...withButtons, unsure: 'nachfrage' })).toMatchObject({ kind: 'jump', handle: 'a' })
    expect(routeRanked(ranked, 1, { ...withButtons, unsure: 'route' })).toMatchObject({ kind: 'jump', handle: 'a' })
    // After the nachfrage there are no buttons: the threshold alone decides.
    expect(routeRanked(ranked, 2, withButtons)).toMatchObject({ kind: 'jump', handle: 'a' })
    expect(routeRanked([{ handle: 'a', confidence: 0.8 }], 1, withButtons)).toMatchObject({ kind: 'jump', handle: 'a' })
  })

  it('a buttons threshold below the threshold never routes less cautiously than the nachfrage-only setting', () => {
    const ranked = [{ handle: 'a', confidence: 0.5 }]
    expect(routeRanked(ranked, 1, { ...policy, buttonsThreshold: 0.3 })).toEqual({ kind: 'clarify', options: ranked })
  })

  it('the shipped policy offers intents above the floor and asks the nachfrage when none is above it', () => {
    const above = CLARIFY_OPTION_FLOOR * 1.2
    expect(
      routeRanked(
        [
          { handle: 'a', confidence: 0.3 },
          { handle: 'b', confidence: above },
          { handle: 'c', confidence: CLARIFY_OPTION_FLOOR },
        ],
        1,
      ),
    ).toEqual({
      kind: 'clarify',
      options: [
        { handle: 'a', confidence: 0.3 },
        { handle: 'b', confidence: above },
      ],
    })
    expect(routeRanked([{ handle: 'a', confidence: CLARIFY_OPTION_FLOOR }], 1)).toEqual({ kind: 'nachfrage' })
  })

  it('a confident answer is routed at once whatever the setting', () => {
    for (const unsure of ['buttons', 'nachfrage', 'route'] as const) {
      expect(routeRanked([{ handle: 'a', confidence: 0.9 }], 1, { ...policy, unsure })).toEqual({
        kind: 'jump',
        handle: 'a',
        confidence: 0.9,
      })
    }
  })
})
