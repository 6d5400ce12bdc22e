import { describe, expect, it } from 'vitest'
import { formatHistoryTime } from './formatTime'

describe('formatHistoryTime', () => {
  it('shows 24-hour HH:MM:SS', () => {
    const afternoon = new Date(2026, 10, 23, 15, 4, 9).getTime()
    expect(formatHistoryTime(afternoon)).toBe('15:04:09')
    expect(formatHistoryTime(new Date(2026, 0, 1, 0, 0, 0).getTime())).toBe('00:00:00')
  })
})
