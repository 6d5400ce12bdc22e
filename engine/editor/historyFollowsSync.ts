import { conflictOf, invertChange } from '../changes/apply'
import type { Change, Document } from '../changes/Change'
import { EngineError } from '../EngineError'
import type { UndoStack } from '../history/UndoStack'
import { sameValue } from '../model/sameValue'
import type { Origin, SyncClient } from '../sync/SyncClient'
import { skipped } from './skipped'

/** An edit of mine: recorded as a step (or merged into the open one) once it is pending. */
export interface EditOrigin extends Origin<StepOrigin> {
  readonly type: 'do'
  readonly time: number
  readonly title: string
  readonly subtitle: string
}

/** An undo or redo of the history step `item`: derived again from the step on every rebase. */
export interface UndoRedoOrigin extends Origin<StepOrigin> {
  readonly type: 'undo' | 'redo'
  readonly item: number
  /**
   * Sent right after an undo or redo that the server refused (no new edit in between): built on
   * it (the user pressed undo twice, expecting both steps undone in order), so it goes with it.
   * Without this, a later undo of another step ran on a document that still held the refused
   * one's step, and the stacks no longer matched the document: the refused step back on the undo
   * stack above an older step already undone, whose undo then read as overwriting someone else's
   * change. The value says whether the orphan's step goes back where it was (the first undo or
   * redo of each other step in the chain); the refused step's own later undos and redos are
   * settled by its return. Undefined: not an orphan.
   */
  orphaned?: boolean
}

/** Where a pending change of the dialog editor comes from. */
export type StepOrigin = EditOrigin | UndoRedoOrigin

/** The step's change in the direction of an undo or redo. */
export const directed = (direction: 'undo' | 'redo', change: Change): Change =>
  direction === 'undo' ? invertChange(change) : change

/**
 * The undo stack as one listener of sync's event stream (tldraw's HistoryManager records only the
 * user's own changes): it records my pending changes, follows what happens to each (rebased,
 * confirmed, refused) and makes the origins whose `rederive` sync calls on a rebase. Sync knows
 * nothing of undo; the stack is told, never repaired. `changed`: the stack's view may have changed.
 */
export function historyFollowsSync<D extends Document>(
  stack: UndoStack,
  sync: SyncClient<D, StepOrigin>,
  changed: () => void,
) {
  /**
   * A step moved to the other stack holds what its undo or redo applied (the undo's inverse, or
   * the redo), as Excalidraw's history stores the applied delta: the way back then restores the
   * very values and places, though others moved things since (a redo of a created block puts it
   * where the undo took it from). Not while parts of the step are still on their way: its undo
   * is derived from them.
   */
  const restate = (origin: StepOrigin, applied: Change) => {
    if (origin.type === 'do') return
    const item = stack.item(origin.item)
    if (!item || item.parts.some((part) => sync.pending.some((q) => q.id === part.id))) return
    stack.restate(item.id, directed(origin.type, applied))
  }

  sync.subscribe((event) => {
    if (event.type === 'local' || event.type === 'pending') return
    const { id, change, origin } = event.pending
    if (event.type === 'submitted') {
      if (origin.type === 'do') stack.record({ id, change }, origin.time, origin.title, origin.subtitle)
      else {
        if (origin.type === 'undo') stack.moveToRedo(origin.item)
        else stack.moveToUndo(origin.item)
        restate(origin, change)
      }
    } else if (event.type === 'rebased') {
      if (origin.type === 'do') stack.updatePart(id, change)
      else restate(origin, change)
    } else if (event.type === 'confirmed') {
      if (origin.type === 'do') stack.updatePart(id, event.resolved)
      else {
        if (origin.type === 'undo') stack.undoSaved(origin.item)
        restate(origin, event.resolved)
      }
    } else if (origin.type === 'do') stack.removePart(id)
    else if (origin.orphaned !== false) {
      // Refused by the server: the undos and redos sent right after it are still pending and
      // go with it. A new edit ends the chain: what the user undid after it was made on it.
      const returned = new Set([origin.item])
      if (event.by === 'server')
        for (const q of sync.pending) {
          if (q.origin.type === 'do') break
          if (q.origin.orphaned !== undefined) continue
          q.origin.orphaned = !returned.has(q.origin.item)
          returned.add(q.origin.item)
        }
      if (origin.type === 'undo') stack.undoRefused(origin.item)
      else stack.redoRefused(origin.item)
    } else if (origin.type === 'undo') stack.undoAnswered(origin.item)
    changed()
  })

  return {
    /**
     * The origin of an edit. `rebuild`: the edit is built again from the document on every rebase
     * (Command.rebuildsOnRebase: a copy of a block never keeps a text the server refused for the
     * block it copies, and goes when that block was never saved).
     */
    edit(time: number, title: string, subtitle: string, rebuild?: (doc: Document) => Change): EditOrigin {
      if (!rebuild) return { type: 'do', time, title, subtitle }
      return {
        type: 'do',
        time,
        title,
        subtitle,
        rederive(doc, _dropped, current) {
          try {
            const change = rebuild(doc)
            // Built again the same, it keeps its object, so nothing downstream sees a change.
            return sameValue(change, current) ? current : change
          } catch (error) {
            return error instanceof EngineError ? error : current
          }
        },
      }
    },

    /** The origin of an undo or redo of `item`: derived again from the step as it is now, so a refused part never comes back through it. */
    step(type: 'undo' | 'redo', item: number): UndoRedoOrigin {
      const origin: UndoRedoOrigin = {
        type,
        item,
        rederive(doc, dropped) {
          // Built on an undo or redo of the same step that was refused, now or in this rebase.
          if (origin.orphaned !== undefined || dropped.some((q) => q.origin.type !== 'do' && q.origin.item === item))
            return new EngineError('sync_failed', 'Änderung zurückgenommen, weil eine frühere fehlschlug.')
          const step = stack.item(item)
          // Parts dropped in this rebase are not in the step any more, though it hears of it only after.
          const itemChange = step && stack.changeWithout(step, new Set(dropped.map((q) => q.id)))
          if (!step || !itemChange) return undefined
          const change = directed(type, itemChange)
          const why = conflictOf(doc, change)
          if (!why) return change
          // Someone else changed it since the undo was issued: it must not overwrite their change.
          stack.discard(step.id)
          changed()
          return skipped(type, step, why.code)
        },
      }
      return origin
    },
  }
}
