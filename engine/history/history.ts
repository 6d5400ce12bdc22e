import type { HistoryEntry } from './HistoryEntry'
import { isPositionsEntry } from './positionsEntry'

/** A history item: the entry of docs/product/entities.md plus an internal id that sync results refer to. */
export interface HistoryItem {
  id: number
  entry: HistoryEntry
}

/** A list plus a pointer, nothing more: items[0..pointer) are applied, the rest can be redone. */
export interface History {
  items: readonly HistoryItem[]
  pointer: number
  /** The item the next edit may merge into: only the one just pushed, never one after undo/redo. */
  open?: number
}

export const emptyHistory: History = { items: [], pointer: 0 }

/** Consecutive updates of one field within this window are one undo step (typing). */
export const MERGE_WINDOW_MS = 500

/** Changes of one value that typing produces: block fields, settings and fixed messages. */
export const TYPED_CHANGES: ReadonlySet<string> = new Set(['update', 'config', 'fixmessages'])

function mergeable(previous: HistoryEntry, next: HistoryEntry): boolean {
  return (
    // Two position entries may name different blocks; merged, undo would miss some of them.
    !isPositionsEntry(previous) &&
    previous.type === next.type &&
    previous.change === next.change &&
    TYPED_CHANGES.has(next.change) &&
    previous.unique_question_id === next.unique_question_id &&
    previous.key === next.key &&
    next.time - previous.time <= MERGE_WINDOW_MS &&
    next.time >= previous.time
  )
}

/**
 * Adds an entry. docs/product/states.md: adding while the pointer is not at the end discards the later
 * entries; the pointer moves to the end. Returns the id of the item the entry landed in.
 */
export function pushEntry(
  history: History,
  entry: HistoryEntry,
  newItemId: number,
): { history: History; itemId: number } {
  const atEnd = history.pointer === history.items.length
  const kept = history.items.slice(0, history.pointer)
  const last = kept[kept.length - 1]
  if (atEnd && last && history.open === last.id && mergeable(last.entry, entry)) {
    const merged: HistoryItem = { id: last.id, entry: { ...last.entry, new_value: entry.new_value, time: entry.time } }
    const items = [...kept.slice(0, -1), merged]
    return { history: { items, pointer: items.length, open: last.id }, itemId: last.id }
  }
  const items = [...kept, { id: newItemId, entry }]
  return { history: { items, pointer: items.length, open: newItemId }, itemId: newItemId }
}

/** Removes an item (its edit was rolled back); the pointer keeps pointing at the same place. */
export function removeItem(history: History, itemId: number): History {
  const index = history.items.findIndex((item) => item.id === itemId)
  if (index < 0) return history
  const items = history.items.filter((item) => item.id !== itemId)
  return {
    items,
    pointer: index < history.pointer ? history.pointer - 1 : history.pointer,
    open: history.open === itemId ? undefined : history.open,
  }
}

export function replaceEntry(history: History, itemId: number, entry: HistoryEntry): History {
  return { ...history, items: history.items.map((item) => (item.id === itemId ? { id: itemId, entry } : item)) }
}

export const canUndo = (history: History) => history.pointer > 0
export const canRedo = (history: History) => history.pointer < history.items.length
