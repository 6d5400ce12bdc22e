import { afterEach, describe, expect, it, vi } from 'vitest'

/** The module as a page load in the given UI language reads it (the language is fixed at import). */
async function formatsIn(language: 'de' | 'en') {
  vi.resetModules()
  vi.doMock('./uiLanguage', async (original) => ({
    ...(await original<typeof import('./uiLanguage')>()),
    readStoredUiLanguage: () => language,
  }))
  return import('./formatNumbers')
}

afterEach(() => {
  vi.doUnmock('./uiLanguage')
  vi.resetModules()
})

describe('numbers in the UI language (docs/app.md#languages)', () => {
  // German spacing and units in German; none of them in English.
  it.each([
    ['de', ['87\u00a0%', '12,5\u00a0%', '12.345', '2,75', '12 Min. 30 Sek.', '1 Std. 5 Min.', '45 Sek.']],
    ['en', ['87%', '12.5%', '12,345', '2.75', '12 min 30 s', '1 h 5 min', '45 s']],
  ] as const)('writes shares, counts and durations in %s', async (language, expected) => {
    const f = await formatsIn(language)
    const written = [
      f.formatPercent(0.873),
      f.formatPercent(0.125, 1),
      f.formatCount(12345),
      f.formatDecimal(2.754),
      f.formatDuration(750),
      f.formatDuration(3900),
      f.formatDuration(45),
    ]
    expect(written).toEqual(expected)
    // Nobody to count: a dash, never "NaN %" or "0 %".
    expect(f.formatDuration(null)).toBe('–')
    expect(f.formatPercent(null, 1)).toBe('–')
  })
})
