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

  it('keeps content that fits the height above the bottom corner panels (minimap, zoom buttons)', () => {
    const view = readableFit({ x: 0, y: 0, width: 1200, height: 800 }, pane, { bottom: 140, left: 40, right: 170 })
    expect(view.y + 800 * view.zoom).toBeLessThanOrEqual(700 - 140)
  })

  it('keeps content that runs on below the pane between the left and the right corner panels', () => {
    const overlays = { bottom: 140, left: 60, right: 300 }
    const view = readableFit({ x: 0, y: 0, width: 900, height: 5000 }, pane, overlays)
    expect(view.zoom).toBe(READABLE_ZOOM)
    expect(view.x).toBeGreaterThanOrEqual(overlays.left)
    expect(view.x + 900 * view.zoom).toBeLessThanOrEqual(1000 - overlays.right)
  })
})
