import type { QualityInput } from '@engine/checks'
import type { EditorState } from '@engine/index'
import { createRuntimeDialog, intentHandles, jumpsOf } from '@engine/runtime'
import type { ChecksView } from './checksState'

/**
 * "Beispiele prüfen": the cross-validation of every open block with two or more intents, one block
 * after the other, from the server (GET …/training/{block}/quality, computed in its worker pool over
 * at most 500 examples): training models has no place on the UI thread (docs/configurator.md
 * "Prüfen"). Progress and failure go to `view.validation`; each block's result to `found`.
 */
export async function validateExamples(
  state: EditorState,
  view: ChecksView,
  quality: (blockId: string) => Promise<QualityInput>,
  found: (results: Record<string, QualityInput>) => void,
  describe: (error: unknown) => string,
): Promise<void> {
  if (view.validation.phase === 'running') return
  const dialog = createRuntimeDialog(state)
  const blocks = dialog.blocks.filter(
    (b) => b.type === 'open' && !b.is_end && intentHandles(jumpsOf(dialog, b.unique_question_id)).length >= 2,
  )
  const results: Record<string, QualityInput> = {}
  view.validation = { phase: 'running', done: 0, total: blocks.length }
  try {
    for (const [i, block] of blocks.entries()) {
      results[block.unique_question_id] = await quality(block.unique_question_id)
      view.validation = { phase: 'running', done: i + 1, total: blocks.length }
    }
    view.validation = { phase: 'done', total: blocks.length }
  } catch (error) {
    view.validation = { phase: 'failed', message: describe(error) }
  } finally {
    found(results)
  }
}
