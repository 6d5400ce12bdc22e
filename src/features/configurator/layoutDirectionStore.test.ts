import { describe, expect, it } from 'vitest'
import { loadLayoutDirection, saveLayoutDirection } from './layoutDirectionStore'

const memory = () => {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

describe('layoutDirectionStore', () => {
  it('remembers the direction per dialog, in columns until one is chosen', () => {
    const storage = memory()
    expect(loadLayoutDirection(storage, 's1')).toBe('columns')
    saveLayoutDirection(storage, 's1', 'down')
    expect(loadLayoutDirection(storage, 's1')).toBe('down')
    expect(loadLayoutDirection(storage, 's2')).toBe('columns')
  })

  it('ignores a damaged entry and blocked storage', () => {
    const storage = memory()
    storage.setItem('dialoge.layoutDirection.s1', 'sideways')
    expect(loadLayoutDirection(storage, 's1')).toBe('columns')
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(loadLayoutDirection(blocked, 's1')).toBe('columns')
    expect(() => saveLayoutDirection(blocked, 's1', 'down')).not.toThrow()
  })
})
