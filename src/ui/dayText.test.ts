import { describe, expect, it } from 'vitest'
import { formatDay, parseDay } from './dayText'

describe('a day as the UI writes it', () => {
  it('shows an ISO day as dd.mm.yyyy in German and dd/mm/yyyy in English', () => {
    expect(formatDay('2026-03-04', '.')).toBe('04.03.2026')
    expect(formatDay('2026-03-04', '/')).toBe('04/03/2026')
    expect(formatDay('', '.')).toBe('')
  })

  it('reads day first: 04.03.2026 is the 4th of March', () => {
    expect(parseDay('04.03.2026')).toBe('2026-03-04')
    expect(parseDay('4.3.2026')).toBe('2026-03-04')
    expect(parseDay(' 04/03/2026 ')).toBe('2026-03-04')
    expect(parseDay('2026-03-04')).toBe('2026-03-04')
  })

  it('an empty field is no filter; anything that is not a real day is invalid', () => {
    expect(parseDay('')).toBe('')
    for (const text of ['31.02.2026', '03/04', '2026', '12.13.2026', 'morgen', '00.01.2026'])
      expect(parseDay(text), text).toBeNull()
  })

  it('format then parse gives the day back', () => {
    for (const iso of ['2024-02-29', '1999-12-31', '2026-01-01'])
      for (const separator of ['.', '/']) expect(parseDay(formatDay(iso, separator))).toBe(iso)
  })
})
