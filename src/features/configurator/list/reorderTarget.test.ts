import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reorderTarget } from './reorderTarget'

/** Reference: put a marker in front of row `before`, take the item out, put it where the marker is. */
function dropInto(list: number[], from: number, before: number): number[] {
  const item = list[from] as number
  const marked: (number | 'marker')[] = [...list.slice(0, before), 'marker', ...list.slice(before)]
  return marked.filter((x) => x !== item).map((x) => (x === 'marker' ? item : x))
}

describe('reorderTarget', () => {
  it('moves down and up, and ignores drops next to the row itself', () => {
    expect(reorderTarget(0, 3)).toBe(2)
    expect(reorderTarget(3, 0)).toBe(0)
    expect(reorderTarget(2, 2)).toBeNull()
    expect(reorderTarget(2, 3)).toBeNull()
  })

  it('agrees with taking the row out and inserting it before the target row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1), fc.nat(n))),
        ([n, from, before]) => {
          const list = Array.from({ length: n }, (_, i) => i)
          const to = reorderTarget(from, before)
          const moved =
            to === null
              ? list
              : (() => {
                  const rest = list.filter((_, i) => i !== from)
                  return [...rest.slice(0, to), from, ...rest.slice(to)]
                })()
          expect(moved).toEqual(dropInto(list, from, before))
        },
      ),
    )
  })
})
