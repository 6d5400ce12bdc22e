import type { DialogResponse } from '@engine/api/surveys'
import { BlockType } from '@engine/model'
import type { Db } from '../../db/database'
import { listBlocks } from '../../repositories/blocks'
import { listConnections, listExitConditions, listTriggersTouching } from '../../repositories/surveyStructure'
import { requireSurvey } from './requireSurvey'

/**
 * What the app loads for a dialog (POST /api/dialog): docs/product/entities.md's survey fields with
 * all_questions in order, plus jumps, triggers and exit conditions; `toEditorSnapshot` in
 * engine/api/surveys.ts turns it into the editor's snapshot. Read in one transaction so the
 * parts and `version` belong together.
 */
export async function loadDialog(db: Db, surveyId: string): Promise<DialogResponse> {
  return db.transaction(async (tx) => {
    const { survey, version } = await requireSurvey(tx, surveyId)
    const [all_questions, connections, triggers, gpt_exit_conditions] = [
      await listBlocks(tx, surveyId),
      await listConnections(tx, surveyId),
      await listTriggersTouching(tx, surveyId),
      await listExitConditions(tx, surveyId),
    ]
    return {
      ...survey,
      all_questions,
      templ_options: [...BlockType.options],
      connections,
      triggers,
      gpt_exit_conditions,
      version,
    }
  })
}
