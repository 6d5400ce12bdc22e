import type { BlockInput, BlockType } from '../../model/block'
import { createRuntimeDialog, type RuntimeDialog } from '../createRuntimeDialog'

export type BlockFixture = Partial<BlockInput> & { type: BlockType }

export interface DialogFixture {
  /** Ids default to q1, q2, ... and order to the position in this list. */
  blocks: BlockFixture[]
  /** Jumps as [source, handle, target]. */
  jumps?: [string, string, string][]
  welcome?: string
  ending?: string
  speed?: number
  /** Default 's1'; give dialogs of one multichat their own ids. */
  survey_id?: string
}

/**
 * A small factory (docs/contributing.md#the-shape-of-the-code): `aDialog({ blocks: [{ type: 'likert' }], jumps: [['q1', '1-2', 'q3']] })`.
 * Blocks get a context naming their id ("Frage q1"), so tests can see which question was asked.
 */
export function aDialog({
  blocks,
  jumps = [],
  welcome = '',
  ending = '',
  speed = 0.5,
  survey_id = 's1',
}: DialogFixture): RuntimeDialog {
  const all_questions = blocks.map((b, i) => {
    const id = b.unique_question_id ?? `q${i + 1}`
    return { survey_id, order: i, context: `Frage ${id}`, ...b, unique_question_id: id }
  })
  return createRuntimeDialog({
    survey: {
      survey_id,
      survey_id_int: 1,
      survey_name: 'Testdialog',
      welcome_message: welcome,
      ending_message: ending,
      speed,
      all_questions,
    },
    connections: jumps.map(([source, handle, target]) => ({ source, handle, target })),
  })
}

/** The texts of a turn's bubbles, joined per message: what the respondent reads. */
export const textsOf = (turn: { messages: { bubbles: { text: string }[] }[] }): string[] =>
  turn.messages.map((m) => m.bubbles.map((b) => b.text).join(' '))
