import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from './HistoryEntry'

export const isEndBlocksEntry = (entry: HistoryEntry) => entry.type === 'settings' && entry.key === 'survey_list_isEnd'

/**
 * An end-block edit rebased on another editor's edits: the blocks this editor marked or unmarked
 * change, every other block keeps the flag the other editor left (a three-way merge). The edit
 * sends the whole list, so without this it would silently reset their flags
 * (docs/reliability/concurrent-editors.md). Blocks they deleted drop out; `live` is the list now.
 */
export function rebasedEndBlocks(state: EditorState, entry: HistoryEntry, live: readonly string[]): HistoryEntry {
  const before = new Set(entry.old_value as string[])
  const after = new Set(entry.new_value as string[])
  const now = new Set(live)
  const marked = (id: string) => after.has(id) && !before.has(id)
  const unmarked = (id: string) => before.has(id) && !after.has(id)
  const merged = state.blocks.ids.filter((id) => marked(id) || (now.has(id) && !unmarked(id)))
  return { ...entry, old_value: [...live], new_value: merged }
}
