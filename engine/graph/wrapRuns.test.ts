import { describe, expect, it } from 'vitest'
import { wrapRows } from './wrapRuns'

const group = { width: 350, height: 600 }
const extentOf = (sizes: { width: number; height: number }[], gap: number) => {
  const placed = wrapRows(sizes, gap)
  const width = Math.max(...placed.map((p, i) => p.x + (sizes[i]?.width ?? 0)))
  const height = Math.max(...placed.map((p, i) => p.y + (sizes[i]?.height ?? 0)))
  return { placed, width, height }
}

describe('wrapRows', () => {
  it('keeps two small boxes in one row', () => {
    expect(wrapRows([group, group], 120)).toEqual([
      { x: 0, y: 0 },
      { x: 470, y: 0 },
    ])
  })

  it('wraps 30 boxes into rows that fit a 16:9 screen far better than one row', () => {
    const sizes = Array.from({ length: 30 }, () => group)
    const { placed, width, height } = extentOf(sizes, 120)
    expect(new Set(placed.map((p) => p.y)).size).toBeGreaterThan(1)
    const oneRow = 30 * 350 + 29 * 120
    expect(Math.min(1280 / width, 720 / height)).toBeGreaterThan(3 * Math.min(1280 / oneRow, 720 / 600))
  })

  it('evens the rows out: 12 tall boxes in two rows of 6, not 9 and 3', () => {
    const sizes = Array.from({ length: 12 }, () => ({ width: 308, height: 1100 }))
    const rows = new Map<number, number>()
    for (const p of wrapRows(sizes, 120)) rows.set(p.y, (rows.get(p.y) ?? 0) + 1)
    expect([...rows.values()]).toEqual([6, 6])
  })

  it('keeps the reading order: left to right, then the next row below', () => {
    const sizes = Array.from({ length: 12 }, (_, i) => ({ width: 300 + (i % 3) * 50, height: 200 + (i % 4) * 100 }))
    const { placed } = extentOf(sizes, 100)
    for (let i = 1; i < placed.length; i++) {
      const [a, b] = [placed[i - 1]!, placed[i]!]
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true)
    }
  })
})
