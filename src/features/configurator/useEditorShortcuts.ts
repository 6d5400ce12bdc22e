import { deleteBlock, disconnect } from '@engine/index'
import { useEffect } from 'react'
import type { ConfiguratorSession } from './configuratorSession'
import { focusBlock } from './configuratorUi'
import { editorShortcut, ownsKeys } from './editorShortcut'

/**
 * Keyboard for the whole workspace; text fields and dialogs keep their own keys. Enter on a
 * focused node or edge selects it (React Flow's keyboard support). While a past version is shown
 * (issue #28) the keys that edit do nothing, and the arrows walk the version's blocks.
 */
export function useEditorShortcuts(session: ConfiguratorSession): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || ownsKeys(e.target)) return
      const shortcut = editorShortcut(e)
      if (!shortcut) return
      const { ui } = session
      const viewing = ui.version !== null
      if (viewing && (shortcut === 'undo' || shortcut === 'redo' || shortcut === 'delete')) return
      const state = ui.version?.doc ?? session.editor.getState()
      const selected = ui.selectedId ? state.blocks.get(ui.selectedId) : undefined
      switch (shortcut) {
        case 'undo':
          void session.undo()
          break
        case 'redo':
          void session.redo()
          break
        case 'delete': {
          // Undoable, so no confirmation here (the inspector's button asks).
          const edge = ui.selectedEdgeId ? session.graph.get().edges.find((e) => e.id === ui.selectedEdgeId) : undefined
          if (edge?.type === 'jump') {
            ui.selectedEdgeId = null
            void session.execute(disconnect({ source: edge.source, handle: edge.sourceHandle }))
            break
          }
          if (!selected) return
          ui.selectedId = null
          void session.execute(deleteBlock({ unique_question_id: selected.unique_question_id }))
          break
        }
        case 'previous':
        case 'next': {
          const ids = state.blocks.ids
          if (ids.length === 0) return
          const index = selected ? selected.order + (shortcut === 'next' ? 1 : -1) : 0
          const id = ids[Math.max(0, Math.min(ids.length - 1, index))]
          if (id) focusBlock(ui, id)
          // React Flow would move a focused, selected node with the arrows; here they select.
          e.stopPropagation()
          break
        }
        case 'escape':
          if (!ui.selectedId && !ui.selectedEdgeId) return
          ui.selectedId = null
          ui.selectedEdgeId = null
          break
      }
      e.preventDefault()
    }
    // Capture: the workspace's keys come before React Flow's handlers on focused nodes.
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [session])
}
