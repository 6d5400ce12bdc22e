import { describe, expect, it } from 'vitest'
import { applyTheme, readStoredTheme, setThemeMode, THEME_STORAGE_KEY, themeState } from './themeMode'

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('light and dark theme (docs/product/constants.md)', () => {
  it('is light unless dark was chosen', () => {
    expect(readStoredTheme(fakeStorage())).toBe('light')
    expect(readStoredTheme(fakeStorage({ [THEME_STORAGE_KEY]: 'something' }))).toBe('light')
    expect(readStoredTheme(fakeStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark')
  })

  it('remembers the choice in storage', () => {
    const storage = fakeStorage()
    setThemeMode('dark', storage)
    expect(themeState.mode).toBe('dark')
    expect(readStoredTheme(storage)).toBe('dark')
    setThemeMode('light', storage)
    expect(readStoredTheme(storage)).toBe('light')
  })

  it("switches Blueprint's dark class on the body", () => {
    const classes = new Set<string>()
    const body = {
      classList: {
        toggle: (name: string, on?: boolean) => (on ? classes.add(name) : classes.delete(name), Boolean(on)),
      },
    }
    applyTheme('dark', body as unknown as HTMLElement)
    expect([...classes]).toEqual(['bp6-dark'])
    applyTheme('light', body as unknown as HTMLElement)
    expect([...classes]).toEqual([])
  })
})
