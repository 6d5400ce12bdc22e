import { ui } from '../../i18n'
import { type EditorState, type TrainingExample, examplesOf, blockIntentHandles, sameExampleText } from '@engine/index'

/** The examples of one jump, in the order they were added. */
export const examplesFor = (state: EditorState, blockId: string, handle: string): TrainingExample[] =>
  examplesOf(state).filter((e) => e.unique_question_id === blockId && e.handle === handle)

/** Examples per intent of the block (all intents, also those without examples). */
export function exampleCounts(state: EditorState, blockId: string): { handle: string; examples: number }[] {
  return blockIntentHandles(state, blockId).map((handle) => ({
    handle,
    examples: examplesFor(state, blockId, handle).length,
  }))
}

/** The jump an answer is labelled with now: an example with its text (undo shows at once). */
export function labelOf(examples: readonly TrainingExample[], blockId: string, text: string): string | null {
  return examples.find((e) => e.unique_question_id === blockId && sameExampleText(e.text, text))?.handle ?? null
}

/** "Frage 2: Wie war …" ("Question 2: …") for the block picker. */
export function blockTitle(state: EditorState, blockId: string): string {
  const block = state.blocks.get(blockId)
  if (!block) return blockId
  const text = block.context.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim()
  return `${ui.configurator.block.label(block.order + 1)}: ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`
}
