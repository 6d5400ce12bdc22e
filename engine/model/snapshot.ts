import { Block, type BlockInput } from './block'
import { BlockTable } from './BlockTable'
import { Connection } from './connection'
import { sameValue } from './sameValue'
import { type EdgeVisibility, type EditorState, defaultEdgeVisibility } from './editorState'
import { ExitCondition } from './exitCondition'
import { Survey, type SurveyInput } from './survey'
import { Trigger } from './trigger'
import { TrainingExample } from './trainingExample'

/** A survey as the server sends it (docs/product/entities.md: the survey carries `all_questions`). */
export type SurveyWithBlocks = SurveyInput & { all_questions?: BlockInput[] }

/** What a dialog editor is loaded from, and what a reload returns. */
export interface EditorSnapshot {
  survey: SurveyWithBlocks
  connections?: unknown[]
  triggers?: unknown[]
  exitConditions?: unknown[]
  trainingExamples?: unknown[]
  edgeVisibility?: Partial<EdgeVisibility>
  /** The dialog's `version` (accepted edits so far): the editor sends it back as `expected_version`. */
  version?: number
}

/** Validates a snapshot into an editor state; blocks sorted by `order`, renumbered 0..n-1. */
export function toEditorState(snapshot: EditorSnapshot): EditorState {
  const { all_questions = [], ...settings } = snapshot.survey
  const survey = Survey.parse(settings)
  return {
    survey,
    blocks: BlockTable.of(all_questions.map((b) => Block.parse(b))),
    connections: (snapshot.connections ?? []).map((c) => Connection.parse(c)),
    triggers: (snapshot.triggers ?? []).map((t) => Trigger.parse(t)),
    exitConditions: (snapshot.exitConditions ?? []).map((c) => ExitCondition.parse(c)),
    ...(snapshot.trainingExamples
      ? { trainingExamples: snapshot.trainingExamples.map((e) => TrainingExample.parse(e)) }
      : {}),
    edgeVisibility: { ...defaultEdgeVisibility, ...snapshot.edgeVisibility },
  }
}

/**
 * `next` with every block, connection list and setting that equals its counterpart in `previous`
 * replaced by the previous object, so a reload that changed nothing keeps object identity and
 * the canvas re-renders only what really changed.
 */
export function shareStructure(previous: EditorState, next: EditorState): EditorState {
  const sameStructure = sameValue(previous.blocks.ids, next.blocks.ids)
  const reuse = (after: Block) => {
    const before = previous.blocks.get(after.unique_question_id)
    return before && sameValue(before, after) ? before : after
  }
  return {
    survey: sameValue(previous.survey, next.survey) ? previous.survey : next.survey,
    blocks: sameStructure
      ? previous.blocks.map((b) => reuse(next.blocks.get(b.unique_question_id) as Block))
      : BlockTable.of(next.blocks.values().map(reuse)),
    connections: sameValue(previous.connections, next.connections) ? previous.connections : next.connections,
    triggers: sameValue(previous.triggers, next.triggers) ? previous.triggers : next.triggers,
    exitConditions: sameValue(previous.exitConditions, next.exitConditions)
      ? previous.exitConditions
      : next.exitConditions,
    ...(previous.trainingExamples ? { trainingExamples: next.trainingExamples ?? previous.trainingExamples } : {}),
    edgeVisibility: previous.edgeVisibility,
  }
}
