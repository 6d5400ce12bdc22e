import { describe, expect, it } from 'vitest'
import { SizedLruMap } from './SizedLruMap'

describe('SizedLruMap', () => {
  it('drops the least recently used entries past its entry bound', () => {
    const map = new SizedLruMap<string, number>(2, 100)
    map.set('a', 1, 1)
    map.set('b', 2, 1)
    map.get('a')
    map.set('c', 3, 1)
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3])
  })

  it('drops the oldest entries until the sizes fit its size bound, and never keeps a value bigger than it', () => {
    const map = new SizedLruMap<string, string>(10, 10)
    map.set('a', 'a', 4)
    map.set('b', 'b', 4)
    map.set('c', 'c', 4)
    expect([map.get('a'), map.get('b'), map.get('c'), map.totalSize]).toEqual([undefined, 'b', 'c', 8])
    map.set('huge', 'x', 11)
    expect([map.get('huge'), map.size]).toEqual([undefined, 2])
  })
})
