import {
  type AnswerKey,
  answerCursor,
  answerOrder,
  compareAnswerKeys,
  LabelAnswerRequest,
  type LabelAnswerResponse,
  parseAnswerCursor,
  parseUnsureCursor,
  TrainingAnswerParams,
  TrainingAnswersQuery,
  type TrainingAnswersResponse,
  unsureCursor,
} from '@engine/api/training'
import type { IntentModel } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { addExamples, findBlockAnswer, listExamples, updateExample } from '../../repositories/training'
import { listAnswersOfBlock } from './blockAnswers'
import { createPredictions, modelId } from './predictions'
import { requireExampleRoom } from './exampleRoom'
import { currentModel, requireHandle, requireTrainingBlock, sameText, scheduleTraining } from './trainingBlock'
import { publishOutside } from '../../coediting/publish'
import { pickReader } from './respondentPicks'

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

/** Position in the `unsure` order: least sure first, then the answer order (both total). */
function compareUnsure(a: { sureness: number; key: AnswerKey }, b: { sureness: number; key: AnswerKey }): number {
  return a.sureness - b.sureness || compareAnswerKeys(a.key, b.key)
}

/** Respondents' and test answers with the current model's prediction, and one-click labels (docs/training.md). */
export const trainingAnswerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  const predictions = createPredictions(ctx)
  const surenessOf = (model: IntentModel, text: string) => predictions.of(model, text).sureness

  app.get('/api/surveys/:id/training/:questionId/answers', async (request): Promise<TrainingAnswersResponse> => {
    const query = parseWith(TrainingAnswersQuery, request.query)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const qid = block.unique_question_id
    const examples = new Map((await listExamples(db, surveyId, qid)).map((e) => [sameText(e.text), e]))
    const pickOf = await pickReader(db, surveyId, block)
    const all = (await listAnswersOfBlock(db, surveyId, qid, { q: query.q, source: query.source })).map((a) => ({
      ...a,
      example: examples.get(sameText(a.text)) ?? null,
      pick: pickOf(a),
    }))
    // 'picked': the respondents' picks still to decide on (docs/training.md "Respondents' picks").
    const wanted = all.filter((a) =>
      query.filter === 'all'
        ? true
        : query.filter === 'labelled'
          ? a.example !== null
          : a.example === null && (query.filter === 'unlabelled' || a.pick !== null),
    )
    // Predicted now, not at answer time: the trainer sees what the current examples make of it.
    const model = await currentModel(ctx, surveyId, block)
    const order = model ? answerOrder(query) : 'newest'
    if (model && order === 'unsure')
      await predictions.ensure(
        model,
        wanted.map((a) => a.text),
      )
    let ordered = wanted
    let from = 0
    let reordered = false
    if (order === 'unsure' && model) {
      // Active learning (docs/training.md "Active learning"): least sure first. The order depends on
      // the model, so a cursor names the model it came from; after a retrain the old order cannot
      // be continued without skipping or repeating answers, so the list starts again at the top.
      const keyed = wanted.map((a) => ({ a, sureness: surenessOf(model, a.text), key: a as AnswerKey }))
      keyed.sort(compareUnsure)
      ordered = keyed.map((k) => k.a)
      const cursor = query.before ? parseUnsureCursor(query.before) : null
      if (cursor && cursor.model === modelId(model)) {
        let low = 0
        let high = keyed.length
        while (low < high) {
          const mid = (low + high) >>> 1
          if (compareUnsure(keyed[mid] as (typeof keyed)[number], cursor) <= 0) low = mid + 1
          else high = mid
        }
        from = low
      } else if (query.before) reordered = true
    } else {
      // Keyset paging: after the cursor's key, wherever that answer is now (labelled, deleted).
      const after = query.before ? parseAnswerCursor(query.before) : null
      from = after ? indexAfter(wanted, after) : 0
    }
    const start = from + query.offset
    const page = ordered.slice(start, start + query.limit)
    if (model)
      await predictions.ensure(
        model,
        page.map((a) => a.text),
      )
    const remaining = Math.max(0, ordered.length - (start + page.length))
    const last = page.at(-1)
    const next =
      remaining === 0 || !last
        ? null
        : order === 'unsure' && model
          ? unsureCursor(modelId(model), surenessOf(model, last.text), last)
          : answerCursor({
              created_on: last.created_on,
              source: last.source,
              respondent_id: last.source === 'live' ? last.id : null,
              test_answer_id: last.source === 'test' ? last.id : null,
            })
    return {
      unique_question_id: qid,
      handles: block.handles,
      total: wanted.length,
      remaining,
      order,
      next,
      reordered,
      items: page.map((a) => {
        const prediction = model ? predictions.of(model, a.text) : undefined
        return {
          source: a.source,
          respondent_id: a.source === 'live' ? a.id : null,
          test_answer_id: a.source === 'test' ? a.id : null,
          text: a.text,
          created_on: a.created_on,
          routed_handle: a.intent,
          routed_confidence: a.confidence,
          routed_source: a.routing_source,
          predicted_handle: prediction?.handle ?? null,
          confidence: prediction?.confidence ?? null,
          sureness: prediction?.sureness ?? null,
          label: a.example?.handle ?? null,
          example_id: a.example?.id ?? null,
          respondent_pick: a.pick,
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
      const text = (await findBlockAnswer(db, surveyId, qid, respondent_id))?.text ?? null
      if (text === null) throw new ApiError(404, 'Antwort nicht gefunden.', 'answer_not_found')
      // One example per text: a correction moves the existing example instead of adding a contradiction.
      const all = await listExamples(db, surveyId, qid)
      const existing = all.find((e) => sameText(e.text) === sameText(text))
      if (existing?.handle === handle) return { example: existing, replaced: null }
      requireExampleRoom(all, [{ id: existing?.id, handle }])
      if (existing) {
        const moved = await updateExample(db, surveyId, qid, existing.id, { handle, text: existing.text })
        if (moved) {
          await scheduleTraining(ctx, surveyId, block)
          publishOutside(ctx, [surveyId], 'training')
          return { example: moved, replaced: existing }
        }
      }
      const [example] = await addExamples(db, surveyId, qid, [{ handle, text: text.trim() }])
      if (!example) throw new ApiError(500, 'Beispiel konnte nicht gespeichert werden.', 'internal_error')
      await scheduleTraining(ctx, surveyId, block)
      publishOutside(ctx, [surveyId], 'training')
      return { example, replaced: null }
    },
  )
}
