import { describe, expect, it } from 'vitest'
import { addUp, coarser } from './respondentRanges'

describe('coarser ranges', () => {
  const ranges = [
    { lo: -10, hi: 4 },
    { lo: 5, hi: 9 },
    { lo: 10, hi: 19 },
    { lo: 20, hi: 100 },
    { lo: 101, hi: 200 },
  ]

  it('merges every k consecutive ranges, the last group shorter, covering the same ids', () => {
    expect(coarser(ranges, 2)).toEqual([
      { lo: -10, hi: 9 },
      { lo: 10, hi: 100 },
      { lo: 101, hi: 200 },
    ])
    expect(coarser(ranges, 5)).toEqual([{ lo: -10, hi: 200 }])
    expect(coarser(ranges, 1)).toEqual(ranges)
    expect(coarser([], 3)).toEqual([])
  })
})

describe('addUp', () => {
  it("adds rows that share a key, keeps the first row's other fields, and leaves the input alone", () => {
    const rows = [
      { k: 'a', n: 1, note: 'first' },
      { k: 'b', n: 2, note: 'b' },
      { k: 'a', n: 3, note: 'second' },
    ]
    const sums = addUp(
      rows,
      (r) => r.k,
      (sum, r) => {
        sum.n += r.n
      },
    )
    expect(sums).toEqual([
      { k: 'a', n: 4, note: 'first' },
      { k: 'b', n: 2, note: 'b' },
    ])
    expect(rows[0]?.n).toBe(1)
  })
})
