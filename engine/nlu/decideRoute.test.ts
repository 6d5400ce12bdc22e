import { describe, expect, it } from 'vitest'
import { DEFAULT_THRESHOLD } from './classify'
import { decideRoute } from './decideRoute'
import { aModel } from './testing/aModel'
import { trainClassifier } from './trainClassifier'

const model = aModel()

describe('decideRoute (docs/design/dialog-content.md: jump, else nachfrage once, else default)', () => {
  it('a sure first answer takes its intent jump with its confidence', () => {
    const decision = decideRoute(model, ['mega gut 👍'])
    expect(decision).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
    expect(decision.kind === 'jump' && decision.confidence).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD)
  })

  it('an unsure first answer gets the nachfrage', () => {
    expect(decideRoute(model, ['rundherum'])).toEqual({ kind: 'nachfrage' })
    expect(decideRoute(model, ['hmm'])).toEqual({ kind: 'nachfrage' })
  })

  it('after the nachfrage both answers together can decide the jump', () => {
    expect(decideRoute(model, ['rundherum', 'jo passt scho'])).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
  })

  it('still unsure after the nachfrage: the default jump, never a second nachfrage', () => {
    expect(decideRoute(model, ['hmm', 'weiß nicht'])).toEqual({ kind: 'default' })
    expect(decideRoute(model, ['rundherum', 'hmm'])).toEqual({ kind: 'default' })
  })

  it('the threshold is the block policy: a lower one routes what the default asks about', () => {
    expect(decideRoute(model, ['rundherum'], 0.1)).toMatchObject({ kind: 'jump', handle: 'zufrieden' })
    expect(decideRoute(model, ['mega gut 👍'], 0.999)).toEqual({ kind: 'nachfrage' })
  })

  it('a block without intents never jumps', () => {
    const empty = trainClassifier({})
    expect(decideRoute(empty, ['ja'])).toEqual({ kind: 'nachfrage' })
    expect(decideRoute(empty, ['ja', 'ja'])).toEqual({ kind: 'default' })
  })
})
