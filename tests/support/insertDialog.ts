import { Block, type BlockInput } from '@engine/model'
import type { Db } from '../../server/db/database'
import { blockRows, connectionRows, exitConditions, trainingExamples } from '../../server/db/schema'

export type BlockSpec = Partial<BlockInput> & { type: BlockInput['type']; unique_question_id: string }

export interface DialogSpec {
  blocks: BlockSpec[]
  /** [source, handle, target] */
  jumps?: [string, string, string][]
  exitConditions?: { id: string; condition: string; examples: string[]; unique_question_id?: string | null }[]
  /** [block, handle, example text] */
  examples?: [string, string, string][]
}

/** Writes a dialog's blocks, jumps, exit conditions and training examples directly (order = list position). */
export async function insertDialog(db: Db, surveyId: string, spec: DialogSpec): Promise<void> {
  const parsed = spec.blocks.map((b, order) =>
    Block.parse({ context: `Frage ${b.unique_question_id}`, ...b, survey_id: surveyId, order }),
  )
  await db.insert(blockRows).values(
    parsed.map(({ order, ...data }) => ({
      surveyId,
      uniqueQuestionId: data.unique_question_id,
      order,
      type: data.type,
      data,
    })),
  )
  const jumps = spec.jumps ?? []
  if (jumps.length > 0)
    await db
      .insert(connectionRows)
      .values(jumps.map(([source, handle, target], position) => ({ surveyId, source, handle, target, position })))
  const conditions = spec.exitConditions ?? []
  if (conditions.length > 0) {
    await db.insert(exitConditions).values(
      conditions.map((c, position) => ({
        id: c.id,
        surveyId,
        uniqueQuestionId: c.unique_question_id ?? null,
        condition: c.condition,
        examples: c.examples,
        position,
      })),
    )
  }
  const examples = spec.examples ?? []
  if (examples.length > 0)
    await db
      .insert(trainingExamples)
      .values(examples.map(([uniqueQuestionId, handle, text]) => ({ surveyId, uniqueQuestionId, handle, text })))
}
