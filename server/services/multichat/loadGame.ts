import { type GameTrigger, type MultichatGame, createMultichatGame } from '@engine/runtime'
import type { ExitCondition } from '@engine/model'
import { loadLiveDialog } from '../../cache/liveDialogs'
import type { Db } from '../../db/database'
import { multichatNotFound } from '../../auth/multichatAccess'
import { type ConnectedSurveyRow, listConnectedSurveys, listTriggers } from '../../repositories/multichats'

/** A multichat's dialogs, lead first; a multichat without dialogs does not exist (it is deleted with its last one). */
export async function requireConnectedSurveys(db: Db, multichatId: number): Promise<ConnectedSurveyRow[]> {
  const surveys = await listConnectedSurveys(db, multichatId)
  if (surveys.length === 0) throw multichatNotFound()
  return surveys
}

export interface LoadedGame {
  game: MultichatGame
  /** In the stored order, which the game's rule indexes follow (path simulation needs the same list). */
  triggers: GameTrigger[]
  surveyIds: string[]
  /** Per dialog, for answerTurn. */
  exitConditions: ExitCondition[][]
  /** The lead dialog is active: the multichat is live (docs/multichat.md "Live"). */
  active: boolean
}

/** The live game of a multichat: each dialog as the runtime runs it, and its triggers by id. */
export async function loadGame(
  db: Db,
  multichatId: number,
  surveys: readonly Pick<ConnectedSurveyRow, 'survey_id'>[],
): Promise<LoadedGame> {
  const loaded = []
  for (const survey of surveys) loaded.push(await loadLiveDialog(db, survey.survey_id))
  const triggers: GameTrigger[] = (await listTriggers(db, multichatId)).map((t) => ({
    id: t.id,
    survey_id: t.surveyId,
    unique_question_id: t.uniqueQuestionId,
    trigger: t.trigger,
    init_survey: t.initSurvey,
    release_after_seconds: t.releaseAfterSeconds,
  }))
  return {
    game: createMultichatGame(
      loaded.map((d) => d.dialog),
      triggers,
    ),
    triggers,
    surveyIds: surveys.map((s) => s.survey_id),
    exitConditions: loaded.map((d) => d.exitConditions),
    active: loaded[0]?.active === true,
  }
}
