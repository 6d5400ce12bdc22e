import type { Change } from '../changes/Change'
import { entryOf } from './entryOf'
import type { HistoryEntry } from './HistoryEntry'

/** What the history records of one undo step besides its change. */
export interface Labelled {
  readonly change: Change
  readonly time: number
  readonly title: string
  readonly subtitle: string
}

const views = new WeakMap<Labelled, HistoryEntry>()

/**
 * The contract's nine-field history entry of an undo step (docs/engine.md): derived from its
 * change, cached per step, so `history$` does not rebuild every entry on each edit.
 */
export function historyEntryOf(item: Labelled): HistoryEntry {
  let view = views.get(item)
  if (!view) {
    view = { ...entryOf(item.change), time: item.time, title: item.title, subtitle: item.subtitle }
    views.set(item, view)
  }
  return view
}
