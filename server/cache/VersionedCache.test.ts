import { describe, expect, it } from 'vitest'
import { VersionedCache } from './VersionedCache'

const counter = () => {
  let builds = 0
  return { build: (value: string) => async () => `${value}#${++builds}`, builds: () => builds }
}

describe('VersionedCache', () => {
  it('builds once per fingerprint and rebuilds when the fingerprint changes', async () => {
    const cache = new VersionedCache<number, string>()
    const c = counter()
    expect(await cache.get(3, 'v1', c.build('game'))).toBe('game#1')
    expect(await cache.get(3, 'v1', c.build('game'))).toBe('game#1')
    expect(await cache.get(3, 'v2', c.build('game'))).toBe('game#2')
    expect(c.builds()).toBe(2)
  })

  it('lets concurrent misses of one fingerprint share a single build', async () => {
    const cache = new VersionedCache<number, string>()
    const c = counter()
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get(3, 'v1', c.build('game'))))
    expect(new Set(values)).toEqual(new Set(['game#1']))
    expect(c.builds()).toBe(1)
  })

  it('does not keep a failed build, so the next call tries again', async () => {
    const cache = new VersionedCache<number, string>()
    await expect(cache.get(3, 'v1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get(3, 'v1', async () => 'game')).toBe('game')
  })

  it('keeps at most `limit` keys, dropping the least recently used', async () => {
    const cache = new VersionedCache<number, string>(2)
    const c = counter()
    await cache.get(1, 'v', c.build('a'))
    await cache.get(2, 'v', c.build('b'))
    await cache.get(1, 'v', c.build('a'))
    await cache.get(3, 'v', c.build('c'))
    expect(cache.size).toBe(2)
    expect(await cache.get(1, 'v', c.build('a'))).toBe('a#1')
    expect(await cache.get(2, 'v', c.build('b'))).toBe('b#4')
  })
})
