import { describe, expect, it } from 'vitest'
import { READABLE_ZOOM, readableFit } from './readableFit'

const pane = { width: 1000, height: 700 }

describe('readableFit', () => {
  it('centres a small dialog at its natural size', () => {
    const view = readableFit({ x: 0, y: 0, width: 260, height: 110 }, pane)
    expect(view.zoom).toBe(1)
    expect(view.x).toBe((1000 - 260) / 2)
    expect(view.y).toBe((700 - 110) / 2)
  })

  it('shrinks a dialog that fits at a readable zoom until it fits', () => {
    const view = readableFit({ x: 0, y: 0, width: 1400, height: 900 }, pane)
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM)
    expect(view.zoom).toBeLessThan(1)
    expect(view.x + 1400 * view.zoom).toBeLessThanOrEqual(1000)
    expect(view.y + 900 * view.zoom).toBeLessThanOrEqual(700)
  })

  it('never goes below the readable zoom: a tall column shows its top, centred sideways', () => {
    const view = readableFit({ x: -130, y: 0, width: 260, height: 30 * 170 }, pane)
    expect(view.zoom).toBe(READABLE_ZOOM)
    expect(view.y).toBe(24) // the first block at the top edge (plus padding)
    expect(view.x + (-130 + 130) * view.zoom).toBeCloseTo(500) // the column's middle in the pane's middle
  })

  it('keeps the content out of the insets (where the minimap is)', () => {
    const view = readableFit({ x: 0, y: 0, width: 1200, height: 800 }, pane, {
      top: 0,
      right: 0,
      bottom: 140,
      left: 0,
    })
    expect(view.y + 800 * view.zoom).toBeLessThanOrEqual(700 - 140)
  })
})
