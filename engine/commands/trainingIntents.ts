import type { EditorState } from '../model/editorState'
import { intentHandles } from '../runtime/createRuntimeDialog'

/**
 * The intent labels of an open block's jumps in the editor's document (docs/design/dialog-content.md;
 * `default` is no intent): the runtime's `intentHandles` over the block's saved jumps.
 */
export function blockIntentHandles(state: EditorState, blockId: string): string[] {
  if (state.blocks.get(blockId)?.type !== 'open') return []
  return intentHandles(state.connections.filter((c) => c.source === blockId))
}

/** Open blocks with at least one intent jump, in dialog order: what can be trained. */
export function trainableBlocks(state: EditorState): string[] {
  return state.blocks.ids.filter((id) => blockIntentHandles(state, id).length > 0)
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de')

/** Two example texts that differ only in case or spacing are the same example. */
export const sameExampleText = (a: string, b: string) => fold(a) === fold(b)
