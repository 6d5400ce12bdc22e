import type { BlockTable } from './BlockTable'
import type { Connection } from './connection'
import type { ExitCondition } from './exitCondition'
import type { Survey } from './survey'
import type { Trigger } from './trigger'
import type { TrainingExample } from './trainingExample'

/** docs/product/entities.md: edge visibility per survey, all shown by default. */
export interface EdgeVisibility {
  showConditionalJumps: boolean
  showTriggersSource: boolean
  showTriggersTarget: boolean
}

export const defaultEdgeVisibility: EdgeVisibility = {
  showConditionalJumps: true,
  showTriggersSource: true,
  showTriggersTarget: true,
}

/**
 * Everything the configurator edits, immutable (immer): unchanged blocks keep their identity
 * across edits, which the graph derivation relies on.
 */
export interface EditorState {
  survey: Survey
  /** Blocks by `unique_question_id`, in order (`blocks.ids`). */
  blocks: BlockTable
  connections: readonly Connection[]
  triggers: readonly Trigger[]
  exitConditions: readonly ExitCondition[]
  /** Example answers of intent jumps (issue #9); absent where the page does not train. */
  trainingExamples?: readonly TrainingExample[]
  edgeVisibility: EdgeVisibility
}
