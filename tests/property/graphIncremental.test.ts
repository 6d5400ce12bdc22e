import { applyChange } from '@engine/changes'
import { createGraphDeriver, deriveGraph, toEditorState } from '@engine/index'
import { aSurvey, testContext } from '@engine/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { opArb, toCommand } from '@engine/testing'

const visibility = fc.record({
  showConditionalJumps: fc.boolean(),
  showTriggersSource: fc.boolean(),
  showTriggersTarget: fc.boolean(),
})

describe('graph derivation', () => {
  it('incremental derivation equals a from-scratch rebuild after every step', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(opArb, fc.option(visibility)), { maxLength: 30 }), (steps) => {
        const ctx = testContext()
        const incremental = createGraphDeriver()
        let state = toEditorState(aSurvey({ blocks: 3 }))
        expect(incremental(state)).toEqual(deriveGraph(state))
        for (const [op, view] of steps) {
          if (view) state = { ...state, edgeVisibility: view }
          const command = toCommand(state, op)
          if (command) {
            try {
              state = applyChange(state, command.toChange(state, ctx).change)
            } catch {
              continue
            }
          }
          expect(incremental(state)).toEqual(deriveGraph(state))
        }
      }),
      { numRuns: 150 },
    )
  })
})
