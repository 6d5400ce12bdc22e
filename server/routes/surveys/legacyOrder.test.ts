import { applyChange, rebaseChange } from '@engine/changes'
import { type Connection, toEditorState } from '@engine/model'
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
          const moves = blockMoves(current, target)
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
        for (const change of connectionChanges(current, target)) {
          expect(rebaseChange(change, doc)).toBe(change)
          doc = applyChange(doc, change)
        }
        expect(doc.connections).toEqual(target)
      }),
    )
  })
})
