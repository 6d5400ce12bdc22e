import { describe, expect, it } from 'vitest'
import { LruMap } from './LruMap'

describe('LruMap', () => {
  it('keeps at most `limit` keys, dropping the least recently used; a get counts as a use', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    map.set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.size).toBe(2)
    expect(map.get('b')).toBeUndefined()
    expect(map.get('a')).toBe(1)
    expect(map.get('c')).toBe(3)
  })

  it('a peek does not count as a use; setting a key again replaces its value', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    map.set('b', 2)
    expect(map.peek('a')).toBe(1)
    map.set('b', 20)
    map.set('c', 3)
    expect(map.peek('a')).toBeUndefined()
    expect(map.peek('b')).toBe(20)
    map.delete('b')
    expect(map.size).toBe(1)
  })
})
