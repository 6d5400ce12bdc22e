export type EditorShortcut = 'undo' | 'redo' | 'delete' | 'previous' | 'next' | 'escape'

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * The configurator's keys (issue #7): Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (Cmd on a Mac), Delete,
 * arrows and Escape. Pure, so the mapping is tested without a DOM.
 */
export function editorShortcut(e: KeyLike): EditorShortcut | null {
  const mod = e.ctrlKey || e.metaKey
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key
  if (mod && !e.altKey) {
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo'
    if (key === 'y' && !e.shiftKey) return 'redo'
    return null
  }
  if (e.altKey || mod) return null
  switch (key) {
    case 'Delete':
      return 'delete'
    case 'ArrowUp':
    case 'ArrowLeft':
      return 'previous'
    case 'ArrowDown':
    case 'ArrowRight':
      return 'next'
    case 'Escape':
      return 'escape'
    default:
      return null
  }
}

/** Text fields, selects and open dialogs keep their own keys (native text undo, caret moves). */
export function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="listbox"], [role="menu"]')) return true
  return target.closest('.bp6-overlay-content, .bp6-dialog, .bp6-popover') !== null
}
