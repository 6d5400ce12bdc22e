import { deleteBlock } from '@engine/index'
import { useEffect } from 'react'
import type { ConfiguratorSession } from './configuratorSession'
import { focusBlock } from './configuratorUi'
import { editorShortcut, ownsKeys } from './editorShortcut'

/** Keyboard for the whole workspace; text fields and dialogs keep their own keys. */
export function useEditorShortcuts(session: ConfiguratorSession): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || ownsKeys(e.target)) return
      const shortcut = editorShortcut(e)
      if (!shortcut) return
      const { ui } = session
      const state = session.editor.getState()
      const selected = ui.selectedId ? state.blocks.get(ui.selectedId) : undefined
      switch (shortcut) {
        case 'undo':
          void session.undo()
          break
        case 'redo':
          void session.redo()
          break
        case 'delete':
          // Undoable, so no confirmation here (the inspector's button asks).
          if (!selected) return
          ui.selectedId = null
          void session.run(deleteBlock({ unique_question_id: selected.unique_question_id }))
          break
        case 'previous':
        case 'next': {
          const ids = state.blocks.ids
          if (ids.length === 0) return
          const index = selected ? selected.order + (shortcut === 'next' ? 1 : -1) : 0
          const id = ids[Math.max(0, Math.min(ids.length - 1, index))]
          if (id) focusBlock(ui, id)
          break
        }
        case 'escape':
          if (!ui.selectedId) return
          ui.selectedId = null
          break
      }
      e.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [session])
}
