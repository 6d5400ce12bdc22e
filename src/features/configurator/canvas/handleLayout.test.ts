import { describe, expect, it } from 'vitest'
import { blockNodeHandles, externalNodeHandles } from './handleLayout'

// Expected values were measured in Chromium on the rendered nodes (configurator.css).
describe('blockNodeHandles', () => {
  it('puts the entry at the top centre and a single exit at the bottom centre', () => {
    expect(blockNodeHandles(['default']).map((h) => [h.id, h.type, h.x, h.y, h.width])).toEqual([
      ['in', 'target', 125, -5, 10],
      ['default', 'source', 125, 104, 10],
    ])
  })

  it('spreads several exits evenly over the bottom row', () => {
    expect(
      blockNodeHandles(['vortrag', 'workshop', 'fuehrung', 'default'])
        .slice(1)
        .map((h) => h.x),
    ).toEqual([29.75, 93.25, 156.75, 220.25])
    expect(
      blockNodeHandles(['ja', 'nein', 'default'])
        .slice(1)
        .map((h) => Math.round(h.x * 10) / 10),
    ).toEqual([40.3, 125, 209.7])
  })

  it('gives external nodes one unnamed handle at each end', () => {
    expect(externalNodeHandles.map((h) => [h.id, h.type, h.y])).toEqual([
      [null, 'target', -5],
      [null, 'source', 55],
    ])
  })
})
