import { describe, expect, it } from 'vitest'
import type { Position } from '../model/block'
import { freeSpot } from './freeSpot'
import { NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'

const overlap = (a: Position, b: Position) => Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT

const noOverlaps = (spots: readonly Position[]) => {
  for (let i = 0; i < spots.length; i++)
    for (let j = i + 1; j < spots.length; j++) if (overlap(spots[i] as Position, spots[j] as Position)) return false
  return true
}

const below = (p: Position): Position => ({ x: p.x, y: p.y + NODE_HEIGHT + 50 })

describe('freeSpot', () => {
  it('keeps the intended spot when nothing is there', () => {
    expect(freeSpot([{ x: 0, y: 0 }], { x: 0, y: 300 })).toEqual({ x: 0, y: 300 })
  })

  it('places five blocks inserted after the same block without any overlap, near it', () => {
    // A column of three blocks; five inserts all intend the spot under the first one.
    const blocks: Position[] = [
      { x: 0, y: 0 },
      { x: 0, y: 160 },
      { x: 0, y: 320 },
    ]
    for (let i = 0; i < 5; i++) blocks.push(freeSpot(blocks, below(blocks[0] as Position)))
    expect(noOverlaps(blocks)).toBe(true)
    for (const spot of blocks.slice(3)) {
      expect(Math.abs(spot.x)).toBeLessThanOrEqual(3 * (NODE_WIDTH + 40))
      expect(Math.abs(spot.y - 160)).toBeLessThanOrEqual(2 * (NODE_HEIGHT + 40))
    }
  })

  it('puts the first free choice in the row of the intended spot, to the right, before going above', () => {
    const blocks: Position[] = [
      { x: 0, y: 0 },
      { x: 0, y: 160 },
    ]
    expect(freeSpot(blocks, below(blocks[0] as Position))).toEqual({ x: NODE_WIDTH + 40, y: 160 })
  })

  it('never puts copies on top of the original or of each other', () => {
    const original = { x: 100, y: 100 }
    const blocks: Position[] = [original]
    for (let i = 0; i < 4; i++) blocks.push(freeSpot(blocks, { x: original.x + 40, y: original.y + 40 }))
    expect(noOverlaps(blocks)).toBe(true)
  })

  it('falls back to below everything when the surroundings are full', () => {
    const blocks: Position[] = []
    for (let x = -30; x <= 30; x++) for (let y = -30; y <= 30; y++) blocks.push({ x: x * 300, y: y * 150 })
    const spot = freeSpot(blocks, { x: 0, y: 0 })
    expect(blocks.every((b) => !overlap(b, spot))).toBe(true)
  })
})
