import {
  AddExamplesRequest,
  DeleteExamplesRequest,
  type DeleteExamplesResponse,
  type ExampleResponse,
  type ExamplesResponse,
  ImportExamplesRequest,
  type ImportExamplesResponse,
  TrainingExampleParams,
  UpdateExampleRequest,
} from '@engine/api/training'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { addExamples, deleteExamples, listExamples, updateExample } from '../../repositories/training'
import { exampleKey, parseExamplePaste } from './importExamples'
import { requireExampleRoom } from './exampleRoom'
import { requireHandle, requireTrainingBlock, scheduleTraining } from './trainingBlock'
import { publishOutside } from '../../coediting/publish'

/**
 * Example answers of a block, as the engine's training commands send them (docs/training.md
 * "Undo"). Every change asks for a rebuild of the block's model as a job (at most one queued per
 * block, so a burst of edits trains about once); the chat keeps the last built model meanwhile.
 */
export const trainingExampleRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  const base = '/api/surveys/:id/training/:questionId/examples'

  app.post(base, async (request, reply): Promise<ExamplesResponse> => {
    const body = parseWith(AddExamplesRequest, request.body)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    body.examples.forEach((e, i) => requireHandle(block, e.handle, `examples.${i}.handle`))
    requireExampleRoom(await listExamples(db, surveyId, block.unique_question_id), body.examples)
    const examples = await addExamples(db, surveyId, block.unique_question_id, body.examples)
    await scheduleTraining(ctx, surveyId, block)
    publishOutside(ctx, [surveyId], 'training')
    reply.code(201)
    return { examples }
  })

  app.put(`${base}/:exampleId`, async (request): Promise<ExampleResponse> => {
    const { exampleId } = parseWith(TrainingExampleParams, request.params)
    const change = parseWith(UpdateExampleRequest, request.body)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    requireHandle(block, change.handle)
    const existing = await listExamples(db, surveyId, block.unique_question_id)
    if (existing.some((e) => e.id === exampleId))
      requireExampleRoom(existing, [{ id: exampleId, handle: change.handle }])
    const example = await updateExample(db, surveyId, block.unique_question_id, exampleId, change)
    if (!example) throw new ApiError(404, 'Beispiel nicht gefunden.', 'example_not_found')
    await scheduleTraining(ctx, surveyId, block)
    publishOutside(ctx, [surveyId], 'training')
    return { example }
  })

  app.post(`${base}/delete`, async (request): Promise<DeleteExamplesResponse> => {
    const { ids } = parseWith(DeleteExamplesRequest, request.body)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const deleted = await deleteExamples(db, surveyId, block.unique_question_id, ids)
    if (deleted.length > 0) await scheduleTraining(ctx, surveyId, block)
    publishOutside(ctx, [surveyId], 'training')
    return { deleted }
  })

  app.post(`${base}/import`, async (request): Promise<ImportExamplesResponse> => {
    const { text, handle } = parseWith(ImportExamplesRequest, request.body)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    if (handle !== undefined) requireHandle(block, handle)
    const stored = await listExamples(db, surveyId, block.unique_question_id)
    const parsed = parseExamplePaste(
      text,
      block.handles,
      stored.map((e) => exampleKey(e.handle, e.text)),
      handle,
    )
    // Refused here already, so the editor hears of the cap before choosing rows to add.
    requireExampleRoom(
      stored,
      parsed.rows.filter((r) => !r.duplicate),
    )
    return parsed
  })
}
