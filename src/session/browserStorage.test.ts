import { afterEach, describe, expect, it } from 'vitest'
import { browserStorage } from './browserStorage'
import { readStoredTheme } from '../ui/themeMode'

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')

/** A widget in a third-party iframe with blocked storage: touching localStorage throws. */
function blockStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    },
  })
}

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
  else delete (globalThis as { localStorage?: unknown }).localStorage
})

describe('browserStorage', () => {
  it('falls back to memory where the browser refuses storage, so the app still starts', () => {
    blockStorage()
    const storage = browserStorage()
    storage.setItem('token_live', 'abc')
    expect(storage.getItem('token_live')).toBe('abc')
    storage.removeItem('token_live')
    expect(storage.getItem('token_live')).toBeNull()
  })

  it('reads the light theme where storage is blocked', () => {
    blockStorage()
    expect(readStoredTheme()).toBe('light')
  })
})
