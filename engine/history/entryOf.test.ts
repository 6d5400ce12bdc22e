import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arbDocument, arbSentence } from '../testing/arbitraries'
import { arbChange } from '../testing/arbChange'
import { entryOf } from './entryOf'
import { HistoryEntry } from './HistoryEntry'
import { historyEntryOf } from './historyEntryOf'

const runs = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) }
const arbCase = arbDocument().chain((doc) => arbChange(doc).map((change) => ({ doc, change })))

describe('the history entry of a change (docs/engine.md)', () => {
  it("the history view holds the change's before and after and exactly the nine fields", () => {
    fc.assert(
      fc.property(arbCase, fc.nat(), arbSentence, ({ change }, time, title) => {
        const entry = entryOf(change)
        const [oldValue, newValue] =
          change.kind === 'block.create'
            ? [null, { ...change.block, order: change.at.index }]
            : change.kind === 'block.delete'
              ? [{ ...change.block, order: change.at.index }, null]
              : change.kind === 'block.move'
                ? [change.from.index, change.to.index]
                : change.kind === 'restore'
                  ? [null, change.version]
                  : [change.before, change.after]
        expect(entry.old_value).toEqual(oldValue)
        expect(entry.new_value).toEqual(newValue)
        if (change.kind === 'block.create' || change.kind === 'block.delete') {
          // The block's own `order` is ignored: its place decides.
          const misplaced = { ...change, block: { ...change.block, order: change.at.index + 7 } }
          expect(entryOf(misplaced)).toEqual(entry)
        }
        const item = { change, time, title, subtitle: `${title}!` }
        const view = historyEntryOf(item)
        expect(Object.keys(view).sort()).toEqual(
          ['type', 'change', 'unique_question_id', 'key', 'old_value', 'new_value', 'time', 'title', 'subtitle'].sort(),
        )
        expect(HistoryEntry.parse(view)).toEqual(view)
        expect(view).toMatchObject({ time, title, subtitle: `${title}!` })
      }),
      runs,
    )
  })
})
