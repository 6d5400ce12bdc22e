import { surveyAccessOf } from '../../auth/authorized'
import { examplesByIntent } from '../../services/nlu/intentModels'
import { TrainingBlockParams } from '@engine/api/training'
import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { type IntentBlock, findTrainingBlock, listExamples } from '../../repositories/training'

/** Validate, authorize ('train'), and find the block of a `/training/:questionId` call. */
export async function requireTrainingBlock(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<{ surveyId: string; block: IntentBlock }> {
  const { id, questionId } = parseWith(TrainingBlockParams, request.params)
  surveyAccessOf(request, id)
  const block = await findTrainingBlock(ctx.database.db, id, questionId)
  if (!block) throw new ApiError(404, `Block ${questionId} nicht gefunden.`, 'block_not_found')
  return { surveyId: id, block }
}

/** Examples may only name the block's intent jumps: others would never route anywhere. */
export function requireHandle(block: IntentBlock, handle: string, field = 'handle'): void {
  if (!block.handles.includes(handle)) {
    const known = block.handles.length > 0 ? block.handles.join(', ') : 'keine'
    throw new ApiError(
      400,
      `Ungültige Eingabe: Feld '${field}': '${handle}' ist kein Sprung dieses Blocks (vorhanden: ${known}).`,
      'invalid_input',
    )
  }
}

/** Same text for labels and duplicates: case and blanks do not make a different answer. */
export const sameText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** The block's model as the live chat uses it (the last built one, never trained here), or null without intents. */
export async function currentModel(ctx: ServerContext, surveyId: string, block: IntentBlock) {
  return ctx.intentModels.modelFor(ctx.database.db, surveyId, block.unique_question_id, block.handles)
}

/** The examples of the block's intents as the server trains on them (labels excluded here). */
export async function examplesOf(ctx: ServerContext, surveyId: string, block: IntentBlock) {
  const rows = (await listExamples(ctx.database.background, surveyId, block.unique_question_id)).filter((r) =>
    block.handles.includes(r.handle),
  )
  return { rows, byIntent: examplesByIntent(rows, block.handles) }
}

/** The block's examples changed: its model is rebuilt by a job (docs/nlu.md "When models are built"). */
export function scheduleTraining(ctx: ServerContext, surveyId: string, block: IntentBlock): Promise<void> {
  return ctx.intentModels.scheduleTraining(surveyId, block.unique_question_id)
}
