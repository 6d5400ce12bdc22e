import type { EditorState } from '../model/editorState'

/** The intent labels of an open block's jumps (docs/design/dialog-content.md); `default` is no intent. */
export function intentHandles(state: EditorState, blockId: string): string[] {
  if (state.blocks.get(blockId)?.type !== 'open') return []
  const handles = state.connections.filter((c) => c.source === blockId && c.handle !== 'default').map((c) => c.handle)
  return [...new Set(handles)]
}

/** Open blocks with at least one intent jump, in dialog order: what can be trained. */
export function trainableBlocks(state: EditorState): string[] {
  return state.blocks.ids.filter((id) => intentHandles(state, id).length > 0)
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de')

/** Two example texts that differ only in case or spacing are the same example. */
export const sameExampleText = (a: string, b: string) => fold(a) === fold(b)
