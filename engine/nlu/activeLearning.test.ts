import { describe, expect, it } from 'vitest'
import { curveSteps, learningCurve, sureness } from './activeLearning'

describe('sureness (active learning order)', () => {
  it('is the margin between the two best intents: torn answers come before clear ones', () => {
    const torn = sureness([
      { handle: 'a', confidence: 0.45 },
      { handle: 'b', confidence: 0.44 },
    ])
    const clear = sureness([
      { handle: 'a', confidence: 0.4 },
      { handle: 'b', confidence: 0.05 },
    ])
    expect(torn).toBeCloseTo(0.01)
    expect(clear).toBeCloseTo(0.35)
    expect(sureness([{ handle: 'a', confidence: 0.7 }])).toBeCloseTo(0.7)
    expect(sureness([])).toBe(0)
  })
})

describe('learningCurve (leave-future-out)', () => {
  const examples = { ja: ['Ja gerne'], nein: ['Nein danke'] }
  const confirmed = [
    { text: 'auf jeden fall', handle: 'ja' },
    { text: 'niemals', handle: 'nein' },
    { text: 'unbedingt', handle: 'ja' },
    { text: 'keinesfalls', handle: 'nein' },
  ]

  it('measures each step on the confirmed answers after it and leaves out steps with nothing left', () => {
    const points = learningCurve(examples, confirmed, [0, 2, 4, 9])
    expect(points.map((p) => [p.confirmed, p.evaluated])).toEqual([
      [0, 4],
      [2, 2],
    ])
    for (const p of points) expect(p.followUp + p.wrong).toBeLessThanOrEqual(1)
  })

  it('counts an answer confirmed against the model as wrong when the model routes it surely elsewhere', () => {
    const flipped = [{ text: 'Ja gerne, sehr gerne', handle: 'nein' }, ...confirmed]
    const [first] = learningCurve({ ja: ['Ja gerne', 'ja gerne doch'], nein: ['Nein danke'] }, flipped, [0], 0.5)
    expect(first?.wrong).toBeGreaterThan(0)
  })

  it('draws at a few steps, denser at the start', () => {
    expect(curveSteps(0)).toEqual([])
    expect(curveSteps(4)).toEqual([0, 1, 2, 3])
    expect(curveSteps(12)).toEqual([0, 1, 2, 3, 5, 10])
    expect(curveSteps(260).slice(-3)).toEqual([150, 200, 250])
  })
})
