import { createHash } from 'node:crypto'
import {
  PickDecisionRequest,
  type PickDecisionResponse,
  REJECTED_PICKS_PER_BLOCK,
  TrainingAnswerParams,
  type TrainingRoutesResponse,
} from '@engine/api/training'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf } from '../../auth/authorized'
import { publishOutside } from '../../coediting/publish'
import type { RouteOptions } from '../../context'
import type { Db } from '../../db/database'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { answerRoutes, blockRouteCounts } from '../../repositories/answerRoutes'
import {
  countRejectedPicks,
  isPickRejected,
  listRejectedPicks,
  rejectPick,
  restorePick,
} from '../../repositories/rejectedPicks'
import { findBlockAnswer, type IntentBlock, type StoredAnswer } from '../../repositories/training'
import { requireHandle, requireTrainingBlock, sameText } from './trainingBlock'

/** A rejected pick's text as stored: a digest of the text as labels compare it (case and blanks ignored). */
export const pickTextKey = (text: string): string => createHash('sha256').update(sameText(text)).digest('hex')

/**
 * The respondents' picks of a block as the answers list offers them (docs/training.md
 * "Respondents' picks"): a live answer routed by a tap ('clarified') to one of the block's intents,
 * unless an editor rejected that intent for this text.
 */
export async function pickReader(db: Db, surveyId: string, block: IntentBlock) {
  const rejected = new Set(
    (await listRejectedPicks(db, surveyId, block.unique_question_id)).map((r) => `${r.handle}\n${r.textKey}`),
  )
  return (answer: StoredAnswer): string | null => {
    const handle = answer.intent
    if (answer.source !== 'live' || answer.route !== 'clarified' || handle === null) return null
    if (!block.handles.includes(handle)) return null
    return rejected.has(`${handle}\n${pickTextKey(answer.text)}`) ? null : handle
  }
}

/**
 * A respondent's pick: reject it (stored, never offered again for this text) or offer it again;
 * and the block's routes for Trainieren's summary. Neither writes an example nor trains.
 */
export const trainingPickRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.put(
    '/api/surveys/:id/training/:questionId/answers/:respondent_id/pick',
    async (request): Promise<PickDecisionResponse> => {
      const { respondent_id } = parseWith(TrainingAnswerParams, request.params)
      const { handle, rejected } = parseWith(PickDecisionRequest, request.body)
      const { surveyId, block } = await requireTrainingBlock(ctx, request)
      requireHandle(block, handle)
      const qid = block.unique_question_id
      const answer = await findBlockAnswer(db, surveyId, qid, respondent_id)
      if (!answer || answer.text === null) throw new ApiError(404, 'Antwort nicht gefunden.', 'answer_not_found')
      if (answer.route !== 'clarified' || answer.intent !== handle)
        throw new ApiError(404, `Die befragte Person hat „${handle}“ nicht gewählt.`, 'pick_not_found')
      const pick = { handle, textKey: pickTextKey(answer.text) }
      if (rejected) {
        const full = (await countRejectedPicks(db, surveyId, qid)) >= REJECTED_PICKS_PER_BLOCK
        if (full && !(await isPickRejected(db, surveyId, qid, pick)))
          throw new ApiError(
            413,
            `Ein Block kann höchstens ${REJECTED_PICKS_PER_BLOCK} abgelehnte Vorschläge haben.`,
            'training_rejected_picks_full',
          )
        await rejectPick(db, surveyId, qid, pick, editorOf(request).user.id)
      } else await restorePick(db, surveyId, qid, pick)
      publishOutside(ctx, [surveyId], 'training')
      return { handle, rejected, respondent_pick: rejected ? null : handle }
    },
  )

  app.get('/api/surveys/:id/training/:questionId/routes', async (request): Promise<TrainingRoutesResponse> => {
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const qid = block.unique_question_id
    return { unique_question_id: qid, routes: answerRoutes(await blockRouteCounts(db, surveyId, qid)) }
  })
}
