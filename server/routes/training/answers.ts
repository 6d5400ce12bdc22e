import {
  type AnswerKey,
  compareAnswerKeys,
  LabelAnswerRequest,
  type LabelAnswerResponse,
  parseAnswerCursor,
  TrainingAnswerParams,
  TrainingAnswersQuery,
  type TrainingAnswersResponse,
} from '@engine/api/training'
import { classify } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { addExamples, findBlockAnswer, listExamples, updateExample } from '../../repositories/training'
import { listAnswersOfBlock } from './blockAnswers'
import { currentModel, requireHandle, requireTrainingBlock, sameText } from './trainingBlock'

/** The first position of a list in answer order (compareAnswerKeys) that comes after `key`. */
function indexAfter(list: readonly AnswerKey[], key: AnswerKey): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (compareAnswerKeys(list[mid] as AnswerKey, key) <= 0) low = mid + 1
    else high = mid
  }
  return low
}

/** Respondents' and test answers with the current model's prediction, and one-click labels (docs/training.md). */
export const trainingAnswerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/surveys/:id/training/:questionId/answers', async (request): Promise<TrainingAnswersResponse> => {
    const query = parseWith(TrainingAnswersQuery, request.query)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const qid = block.unique_question_id
    const examples = new Map((await listExamples(db, surveyId, qid)).map((e) => [sameText(e.text), e]))
    const all = (await listAnswersOfBlock(db, surveyId, qid, { q: query.q, source: query.source })).map((a) => ({
      ...a,
      example: examples.get(sameText(a.text)) ?? null,
    }))
    const wanted = all.filter((a) => query.filter === 'all' || (query.filter === 'labelled') === (a.example !== null))
    // Keyset paging: after the cursor's key, wherever that answer is now (labelled, deleted).
    const after = query.before ? parseAnswerCursor(query.before) : null
    const from = after ? indexAfter(wanted, after) : 0
    const page = wanted.slice(from + query.offset, from + query.offset + query.limit)
    // Predicted now, not at answer time: the trainer sees what the current examples make of it.
    const model = await currentModel(ctx, surveyId, block)
    return {
      unique_question_id: qid,
      handles: block.handles,
      total: wanted.length,
      remaining: Math.max(0, wanted.length - (from + query.offset + page.length)),
      items: page.map((a) => {
        const best = model ? classify(model, [a.text])[0] : undefined
        return {
          source: a.source,
          respondent_id: a.source === 'live' ? a.id : null,
          test_answer_id: a.source === 'test' ? a.id : null,
          text: a.text,
          created_on: a.created_on,
          routed_handle: a.intent,
          routed_confidence: a.confidence,
          predicted_handle: best?.handle ?? null,
          confidence: best?.confidence ?? null,
          label: a.example?.handle ?? null,
          example_id: a.example?.id ?? null,
        }
      }),
    }
  })

  app.post(
    '/api/surveys/:id/training/:questionId/answers/:respondent_id/label',
    async (request): Promise<LabelAnswerResponse> => {
      const { respondent_id } = parseWith(TrainingAnswerParams, request.params)
      const { handle } = parseWith(LabelAnswerRequest, request.body)
      const { surveyId, block } = await requireTrainingBlock(ctx, request)
      requireHandle(block, handle)
      const qid = block.unique_question_id
      const text = await findBlockAnswer(db, surveyId, qid, respondent_id)
      if (text === null) throw new ApiError(404, 'Antwort nicht gefunden.', 'answer_not_found')
      // One example per text: a correction moves the existing example instead of adding a contradiction.
      const existing = (await listExamples(db, surveyId, qid)).find((e) => sameText(e.text) === sameText(text))
      if (existing?.handle === handle) return { example: existing, replaced: null }
      if (existing) {
        const moved = await updateExample(db, surveyId, qid, existing.id, { handle, text: existing.text })
        if (moved) return { example: moved, replaced: existing }
      }
      const [example] = await addExamples(db, surveyId, qid, [{ handle, text: text.trim() }])
      if (!example) throw new ApiError(500, 'Beispiel konnte nicht gespeichert werden.', 'internal_error')
      return { example, replaced: null }
    },
  )
}
