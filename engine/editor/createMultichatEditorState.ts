import type { EditorState } from '../model/editorState'
import { type Trigger, type TriggerKind, parseTriggerString } from '../model/trigger'

/** One connected dialog as the multichat editor shows it; its blocks are read-only there. */
export interface MultichatDialog {
  survey_id: string
  survey_name: string
  /** docs/product/entities.md: the lead dialog is the first by order. */
  order: number
  /** The dialog as loaded (POST /api/dialog); null when the editor may not view it. */
  state: EditorState | null
  /** Whether the editor may edit this dialog: a trigger needs edit on both ends (docs/api/multichats.md). */
  editable: boolean
}

export interface MultichatState {
  dialog_manager_id: number
  /** Lead first, then by order. */
  dialogs: readonly MultichatDialog[]
  triggers: readonly Trigger[]
}

export interface TriggerEnd {
  survey_id: string
  unique_question_id: string
}

/** A trigger read as an arrow between two blocks, whichever end it is stored on. */
export interface TriggerArrow {
  kind: TriggerKind
  init_survey: boolean
  from: TriggerEnd
  to: TriggerEnd
}

/** docs/product/validation.md: a waitAPI trigger is stored on its target node, the others on their source node. */
export function triggerArrow(trigger: Trigger): TriggerArrow | undefined {
  const other = parseTriggerString(trigger.trigger)
  if (!other) return undefined
  const node = { survey_id: trigger.survey_id, unique_question_id: trigger.unique_question_id }
  const far = { survey_id: other.survey_id, unique_question_id: other.unique_question_id }
  const [from, to] = other.kind === 'waitAPI' ? [far, node] : [node, far]
  return { kind: other.kind, init_survey: trigger.init_survey, from, to }
}

/** docs/product/states.md: connected surveys are sorted by order, so the lead is first. */
export const sortByOrder = (dialogs: readonly MultichatDialog[]): MultichatDialog[] =>
  [...dialogs].sort((a, b) => a.order - b.order)

export function findBlock(state: MultichatState, end: TriggerEnd) {
  const dialog = state.dialogs.find((d) => d.survey_id === end.survey_id)
  return { dialog, block: dialog?.state?.blocks.get(end.unique_question_id) }
}
