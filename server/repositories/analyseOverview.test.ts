import { describe, expect, it } from 'vitest'
import { median } from './analyseOverview'

describe('median (as percentile_cont(0.5))', () => {
  it('takes the middle value, or the mean of the middle two, of unsorted numbers', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 10])).toBe(3.5)
    expect(median([0.1, 0.2])).toBe(0.1 + (0.2 - 0.1) * 0.5)
  })

  it('has none for no numbers', () => {
    expect(median([])).toBeNull()
  })
})
