import { applyChange, drain, rebaseChange } from '@engine/changes'
import { type Connection, KeyedSeq, toEditorState } from '@engine/model'
import { aSurvey } from '@engine/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockMoves, connectionChanges, stayingKeys } from './legacyOrder'

const ids = (n: number) => Array.from({ length: n }, (_, i) => `q${i + 1}`)
const dialog = (blocks: number) => toEditorState(aSurvey({ blocks }))

describe('the legacy order adapters', () => {
  it('keep a longest run already in order', () => {
    expect([...stayingKeys(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])].sort()).toEqual(['b', 'c', 'd'])
    expect(stayingKeys([], []).size).toBe(0)
  })

  it('block moves applied by the engine give exactly the order sent, one move per block out of place', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 12 })
          .chain((n) => fc.tuple(fc.constant(ids(n)), fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n }))),
        ([current, target]) => {
          let doc = dialog(current.length)
          expect(doc.blocks.ids).toEqual(current)
          const moves = drain(blockMoves(current, target))
          for (const move of moves) {
            const rebased = rebaseChange(move, doc)
            expect(rebased).toBe(move)
            doc = applyChange(doc, move)
          }
          expect(doc.blocks.ids).toEqual(target)
          expect(moves.length).toBe(current.length - stayingKeys(current, target).size)
        },
      ),
    )
  })

  it('connection changes applied by the engine give exactly the list sent, order included', () => {
    const jump = fc.record({
      source: fc.constantFrom('a', 'b', 'c'),
      handle: fc.constantFrom('ja', 'nein', 'default'),
      target: fc.constantFrom('a', 'b', 'c', 'd'),
    })
    const list = fc.uniqueArray(jump, { selector: (j) => `${j.source}::${j.handle}`, maxLength: 9 })
    fc.assert(
      fc.property(list, list, (current: Connection[], target: Connection[]) => {
        let doc = { ...dialog(0), connections: current }
        for (const change of drain(connectionChanges(current, target))) {
          expect(rebaseChange(change, doc)).toBe(change)
          doc = applyChange(doc, change)
        }
        expect(doc.connections).toEqual(target)
      }),
    )
  })
})

describe('planning a /structure call or a reorder costs n log n, not n² (issue #27)', () => {
  /**
   * Tree steps of KeyedSeq from n to 4n: n log n makes about 4.6 times the steps, a scan of the list
   * per change sixteen; the treap's random priorities let a count vary, so the line sits at 8.
   */
  const stepsOf = (run: () => unknown) => {
    const before = KeyedSeq.steps
    run()
    return KeyedSeq.steps - before
  }
  const jumps = (n: number, handle: string) =>
    Array.from({ length: n }, (_, i) => ({ source: `b${i % 50}`, handle: `${handle}${i}`, target: `b${(i + 1) % 50}` }))

  it('replacing n jumps by n others', () => {
    const cost = (n: number) => stepsOf(() => drain(connectionChanges(jumps(n, 'alt'), jumps(n, 'neu'))))
    const [small, large] = [cost(1000), cost(4000)]
    expect(small).toBeGreaterThan(1000)
    expect(large / small).toBeLessThan(8)
  })

  it('reversing the order of n blocks', () => {
    const order = (n: number) => Array.from({ length: n }, (_, i) => `b${i}`)
    const cost = (n: number) => stepsOf(() => drain(blockMoves(order(n), order(n).reverse())))
    const [small, large] = [cost(1000), cost(4000)]
    expect(small).toBeGreaterThan(1000)
    expect(large / small).toBeLessThan(8)
  })
})
