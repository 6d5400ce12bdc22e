import { useEffect } from 'react'
import { editorShortcut } from '../configurator/editorShortcut'
import type { TrainingSession } from './trainingSession'

/** Text fields keep their own undo (as in the configurator); the answers list does not need it. */
const ownsUndo = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('input, textarea, select, [contenteditable="true"], .bp6-dialog, .bp6-overlay-content') !== null

/** Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo (Cmd on a Mac), everywhere on the page but in fields. */
export function useTrainingShortcuts(session: TrainingSession) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || ownsUndo(e.target)) return
      const shortcut = editorShortcut(e)
      if (shortcut !== 'undo' && shortcut !== 'redo') return
      e.preventDefault()
      void (shortcut === 'undo' ? session.undo() : session.redo())
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [session])
}
