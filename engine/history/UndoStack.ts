import { mergeChanges } from '../changes/apply'
import type { Change } from '../changes/Change'
import { historyEntryOf, type Labelled } from './historyEntryOf'
import type { HistoryEntry } from './HistoryEntry'

/** Consecutive changes that merge (typing in one field) within this window are one undo step. */
export const MERGE_WINDOW_MS = 500

/** One sent change of an undo step: typing makes several, refusing one removes just that one. */
export interface Part {
  readonly id: string
  readonly change: Change
}

/** An undo step: its parts, and their merge as the step's change (what undo inverts). */
export interface HistoryItem extends Labelled {
  readonly id: number
  readonly parts: readonly Part[]
}

/** The contract's view: entries oldest first, `pointer` = how many are applied (docs/product/states.md). */
export interface HistoryView {
  entries: HistoryEntry[]
  pointer: number
}

const mergeParts = (parts: readonly Part[]): Change =>
  parts.slice(1).reduce<Change>((acc, part) => mergeChanges(acc, part.change) ?? part.change, parts[0]!.change)

/** A copy of `stack` with `item` at `at`. */
function withItem(stack: readonly HistoryItem[], at: number, item: HistoryItem): HistoryItem[] {
  const copy = stack.slice()
  copy[at] = item
  return copy
}

/**
 * Puts `item` into `stack` at its chronological place. The undo stack holds the oldest step at
 * the bottom; the redo stack the newest (undo pushes the steps it takes, newest first), so its
 * top is the oldest step.
 */
function insertByAge(stack: HistoryItem[], item: HistoryItem, bottom: 'oldest' | 'newest'): void {
  const at = stack.findIndex((other) => (bottom === 'oldest' ? other.id > item.id : other.id < item.id))
  if (at < 0) stack.push(item)
  else stack.splice(at, 0, item)
}

/**
 * The user's own undo steps, and nothing else (tldraw's HistoryManager records only the user's
 * changes). Others' changes never enter it; an undo or redo is made to fit the document when it
 * is used (rebase) and skipped when someone else changed its target since (conflict). Sync tells
 * it what happened to each part: rebased, confirmed, refused.
 */
export class UndoStack {
  private undoItems: HistoryItem[] = []
  private redoItems: HistoryItem[] = []
  /** The step the next change may merge into: only the one just recorded, never one after undo or redo. */
  private open: number | undefined
  private nextId = 1
  /** Counts clears of the redo stack: a redo refused after a new edit cleared it has no place to return to. */
  private generation = 0
  private readonly redoTakenIn = new Map<number, number>()
  /** Undone steps whose undo is still on its way when a new edit cleared redo: a refused undo brings them back. */
  private readonly limbo = new Map<number, HistoryItem>()
  /**
   * Undos of a step still on their way (undo, redo, undo pressed before the first answer): the
   * first one's saved answer must not drop the step from limbo while a later one may still be
   * refused and has to bring it back (found by the model-based test, seed -2042643118).
   */
  private readonly undosOnTheirWay = new Map<number, number>()
  /**
   * The last view, kept up to date by the common steps (a new step, typing into it, an answer,
   * undo and redo of the top step) with one entry built and the entry array copied; the rest
   * (a refused or skipped step, a cleared redo stack) drop it, and the next read builds it anew.
   */
  private cached: HistoryView | undefined

  get view(): HistoryView {
    this.cached ??= {
      entries: [...this.undoItems, ...[...this.redoItems].reverse()].map(historyEntryOf),
      pointer: this.undoItems.length,
    }
    return this.cached
  }

  canUndo = () => this.undoItems.length > 0
  canRedo = () => this.redoItems.length > 0

  peekUndo = (): HistoryItem | undefined => this.undoItems[this.undoItems.length - 1]
  peekRedo = (): HistoryItem | undefined => this.redoItems[this.redoItems.length - 1]

  item(id: number): HistoryItem | undefined {
    // Newest first: undo and redo take the top step, and answers come for recent ones.
    return (
      this.undoItems.findLast((i) => i.id === id) ?? this.redoItems.findLast((i) => i.id === id) ?? this.limbo.get(id)
    )
  }

  /** A new change of mine: merged into the open step (typing) or a new step. Clears redo. */
  record(part: Part, time: number, title: string, subtitle: string): void {
    const top = this.peekUndo()
    this.clearRedo()
    if (top && top.id === this.open && time >= top.time && time - top.time <= MERGE_WINDOW_MS) {
      const merged = mergeChanges(top.change, part.change)
      if (merged) {
        this.replace({ ...top, parts: [...top.parts, part], change: merged, time })
        return
      }
    }
    const item: HistoryItem = { id: this.nextId++, parts: [part], change: part.change, time, title, subtitle }
    const view = this.cached
    this.undoItems.push(item)
    this.open = item.id
    // Redo is empty now: the new step is the last entry.
    this.cached =
      view && view.pointer === view.entries.length
        ? { entries: [...view.entries, historyEntryOf(item)], pointer: this.undoItems.length }
        : undefined
  }

  /** A part now reads differently (rebased onto others' changes, or as the server applied it). */
  updatePart(id: string, change: Change): void {
    const item = this.itemOfPart(id)
    // The usual answer: the server applied exactly what was sent, and the step stays as it is.
    if (!item || item.parts.some((p) => p.id === id && p.change === change)) return
    const parts = item.parts.map((p) => (p.id === id ? { id, change } : p))
    this.replace({ ...item, parts, change: mergeParts(parts) })
  }

  /** A part was refused: it leaves its step, and an empty step leaves the history. */
  removePart(id: string): void {
    const item = this.itemOfPart(id)
    if (!item) return
    const parts = item.parts.filter((p) => p.id !== id)
    if (parts.length === 0) this.discard(item.id)
    else this.replace({ ...item, parts, change: mergeParts(parts) })
  }

  /** The step's change without the parts named (dropped with a refused change); undefined when none is left. */
  changeWithout(item: HistoryItem, partIds: ReadonlySet<string>): Change | undefined {
    const parts = item.parts.filter((p) => !partIds.has(p.id))
    if (parts.length === item.parts.length) return item.change
    return parts.length === 0 ? undefined : mergeParts(parts)
  }

  /**
   * The step now reads `change` (in the direction of doing it): what an undo or redo of it
   * applied, so that the way back restores the very values and places (Excalidraw stores the
   * delta as applied). Only for a step none of whose parts is still on its way.
   */
  restate(id: number, change: Change): void {
    const item = this.item(id)
    const last = item?.parts[item.parts.length - 1]
    if (!item || !last || item.change === change) return
    this.replace({ ...item, parts: [{ id: last.id, change }], change })
  }

  /** Undo took the top step: it moves to the redo stack. */
  moveToRedo(id: number): void {
    const top = this.peekUndo()?.id === id
    const item = this.take(id)
    if (!item) return
    this.redoItems.push(item)
    this.redoTakenIn.delete(id)
    this.limbo.set(id, item)
    this.undosOnTheirWay.set(id, (this.undosOnTheirWay.get(id) ?? 0) + 1)
    this.open = undefined
    // The top step of undo becomes the top of redo: the same entries, one fewer applied.
    this.movedPointer(top, -1)
  }

  /** Redo took the top step: it moves back to the undo stack. */
  moveToUndo(id: number): void {
    const top = this.peekRedo()?.id === id
    const item = this.take(id)
    if (!item) return
    this.undoItems.push(item)
    this.redoTakenIn.set(id, this.generation)
    this.open = undefined
    this.movedPointer(top, +1)
  }

  /** The server refused an undo: the step goes back where it was, as its effect is back in the document. */
  undoRefused(id: number): void {
    const item = this.redoItems.find((i) => i.id === id) ?? this.limbo.get(id)
    this.undoAnswered(id)
    if (!item) return
    this.take(id)
    insertByAge(this.undoItems, item, 'oldest')
    this.changed()
  }

  /** An undo was saved: a step a new edit cleared from redo meanwhile is gone for good now. */
  undoSaved(id: number): void {
    this.undoAnswered(id)
  }

  /**
   * One undo of the step was answered (saved, refused, or dropped with a refused one before it):
   * limbo keeps the step while another undo of it is on its way.
   */
  undoAnswered(id: number): void {
    const left = (this.undosOnTheirWay.get(id) ?? 1) - 1
    if (left > 0) return void this.undosOnTheirWay.set(id, left)
    this.undosOnTheirWay.delete(id)
    this.limbo.delete(id)
  }

  /** The server refused a redo: the step returns to the redo stack, unless a new edit cleared that since. */
  redoRefused(id: number): void {
    const item = this.undoItems.find((i) => i.id === id)
    if (!item) return
    this.take(id)
    if (this.redoTakenIn.get(id) === this.generation) insertByAge(this.redoItems, item, 'newest')
    this.redoTakenIn.delete(id)
    this.changed()
  }

  /** Removes a step from both stacks (skipped: it would overwrite someone else's later change). */
  discard(id: number): void {
    this.limbo.delete(id)
    this.undosOnTheirWay.delete(id)
    if (this.take(id)) this.changed()
  }

  private clearRedo(): void {
    // Even when the stack is empty: a redo on its way (its step taken from the stack) must not
    // come back to it when refused, as it would be redone after the new edit, out of order.
    this.generation++
    if (this.redoItems.length === 0) return
    for (const item of this.redoItems) if (this.limbo.has(item.id)) this.limbo.set(item.id, item)
    this.redoItems = []
    this.changed()
  }

  /** The step a part belongs to, wherever it is: a step in limbo still derives its undo. */
  private itemOfPart(partId: string): HistoryItem | undefined {
    const has = (i: HistoryItem) => i.parts.some((p) => p.id === partId)
    return this.undoItems.findLast(has) ?? this.redoItems.findLast(has) ?? [...this.limbo.values()].find(has)
  }

  /** Puts `item` in place of the step with its id; its entry is the only one built again. */
  private replace(item: HistoryItem): void {
    // A step in limbo must stay true too: its undo may still be refused and bring it back.
    if (this.limbo.has(item.id)) this.limbo.set(item.id, item)
    const u = this.undoItems.findLastIndex((i) => i.id === item.id)
    const r = u < 0 ? this.redoItems.findLastIndex((i) => i.id === item.id) : -1
    if (u >= 0) this.undoItems = withItem(this.undoItems, u, item)
    else if (r >= 0) this.redoItems = withItem(this.redoItems, r, item)
    // The entries are the undo steps oldest first, then the redo steps newest first.
    const at = u >= 0 ? u : r >= 0 ? this.undoItems.length + this.redoItems.length - 1 - r : -1
    const view = this.cached
    if (!view || at < 0) return this.changed()
    const entries = view.entries.slice()
    entries[at] = historyEntryOf(item)
    this.cached = { entries, pointer: view.pointer }
  }

  /** A step moved between the stacks; when it was the top one the entries stay and the pointer moves. */
  private movedPointer(top: boolean, by: 1 | -1): void {
    const view = this.cached
    this.cached = top && view ? { entries: view.entries.slice(), pointer: view.pointer + by } : undefined
  }

  private take(id: number): HistoryItem | undefined {
    const item = this.item(id)
    if (!item) return undefined
    // Undo and redo take the top step; anything else is filtered out of both stacks.
    if (this.peekUndo()?.id === id) this.undoItems.pop()
    else if (this.peekRedo()?.id === id) this.redoItems.pop()
    else {
      this.undoItems = this.undoItems.filter((i) => i.id !== id)
      this.redoItems = this.redoItems.filter((i) => i.id !== id)
    }
    if (this.open === id) this.open = undefined
    return item
  }

  private changed(): void {
    this.cached = undefined
  }
}
