import { useEffect } from 'react'
import { editorShortcut, ownsKeys } from '../configurator/editorShortcut'
import type { MultichatSession } from './multichatSession'

/** The configurator's keys: Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, Delete (selected trigger), Escape. */
export function useMultichatShortcuts(session: MultichatSession): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || ownsKeys(e.target)) return
      switch (editorShortcut(e)) {
        case 'undo':
          void session.undo()
          break
        case 'redo':
          void session.redo()
          break
        case 'delete':
          // Undoable, so no confirmation (as for jumps in the configurator).
          if (!session.deleteSelectedTrigger()) return
          break
        case 'escape':
          if (!session.ui.selectedEdgeId && !session.ui.pendingTrigger) return
          session.ui.selectedEdgeId = null
          session.ui.pendingTrigger = null
          break
        default:
          return
      }
      e.preventDefault()
    }
    // Capture: before React Flow's handlers on focused elements.
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [session])
}
