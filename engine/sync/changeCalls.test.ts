import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbDocument } from '../testing/arbitraries'
import { arbChange } from '../testing/arbChange'
import { bumpsVersion, callOf, settledBy } from './changeCalls'

const ctx = { surveyId: 's 1', changeId: 'c-1', expectedVersion: 4 }
const arbCase = arbDocument().chain((doc) => arbChange(doc).map((change) => ({ doc, change })))

describe('how a change travels (engine/sync/changeCalls.ts)', () => {
  it('every versioned change is one POST /changes with its idempotency key and expected version', () => {
    fc.assert(
      fc.property(arbCase, ({ change }) => {
        if (!bumpsVersion(change)) return
        expect(callOf(change, ctx)).toEqual({
          method: 'POST',
          path: '/api/surveys/s%201/changes',
          body: { change_id: 'c-1', expected_version: 4, change },
        })
      }),
      { numRuns: 200 },
    )
  })

  it('triggers and training have calls of their own and are outside the version', () => {
    fc.assert(
      fc.property(arbCase, ({ change }) => {
        const own = change.kind === 'trigger' || change.kind === 'training'
        expect(bumpsVersion(change)).toBe(!own)
        if (own) expect(callOf(change, ctx).path).not.toMatch(/\/changes$/)
      }),
      { numRuns: 200 },
    )
  })

  it("deleting a trigger a colleague already deleted is settled by the server's trigger_not_found", () => {
    fc.assert(
      fc.property(arbCase, ({ change }) => {
        const deletesTrigger = change.kind === 'trigger' && change.after === null
        expect(settledBy(change, 'trigger_not_found')).toBe(deletesTrigger)
        expect(settledBy(change, 'block_not_found')).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})
