import {
  CreateTriggerRequest,
  MultichatParams,
  TriggerParams,
  type TriggerObjectsResponse,
} from '@engine/api/multichats'
import { MAX_TRIGGERS_PER_MULTICHAT, type Trigger, parseTriggerString } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import { randomUUID } from 'node:crypto'
import { editorOf, multichatAccessOf } from '../../auth/authorized'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { type TriggerRow, deleteTrigger, findTrigger, listTriggers, upsertTrigger } from '../../repositories/multichats'
import {
  type MultichatAccess,
  requireCapabilityIn,
  requireConnected,
  requireMultichatAccess,
} from '../../auth/multichatAccess'
import { publishMultichatOutside, publishOutside } from '../../coediting/publish'

const toTrigger = (row: Omit<TriggerRow, 'position' | 'createdAt'>): Trigger => ({
  id: row.id,
  dialog_manager_id: row.multichatId,
  survey_id: row.surveyId,
  unique_question_id: row.uniqueQuestionId,
  trigger: row.trigger,
  init_survey: row.initSurvey,
  // Only timed waitAPI triggers carry the field: the docs/product/entities.md trigger stays as the engine sent it.
  ...(row.releaseAfterSeconds !== null && { release_after_seconds: row.releaseAfterSeconds }),
})

/** Triggers are not versioned: the multichat editor and the editors of its dialogs refresh them. */
function publishTriggers(ctx: ServerContext, access: MultichatAccess): void {
  publishMultichatOutside(ctx, access.multichatId, 'triggers')
  publishOutside(
    ctx,
    access.surveys.map((s) => s.survey_id),
    'triggers',
  )
}

const triggerNotFound = () => new ApiError(404, 'Trigger nicht gefunden.', 'trigger_not_found')

/** docs/design/multichat.md multichat triggers; both ends must be dialogs of the multichat the caller may edit. */
export const triggersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/get_dialogmanager_trigger/:dialog_manager_id', async (request): Promise<TriggerObjectsResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    multichatAccessOf(request, dialog_manager_id)
    return { trigger_objects: (await listTriggers(db, dialog_manager_id)).map(toTrigger) }
  })

  app.post('/api/create_trigger', async (request, reply) => {
    const body = parseWith(CreateTriggerRequest, request.body)
    const other = parseTriggerString(body.trigger)
    if (!other) throw new ApiError(400, "Ungültige Eingabe: Feld 'trigger' hat ein ungültiges Format.", 'invalid_input')
    const access = multichatAccessOf(request, body.dialog_manager_id)
    requireConnected(access, body.survey_id, 'survey_id')
    requireConnected(access, other.survey_id, 'trigger')
    requireCapabilityIn(access, body.survey_id, 'edit')
    requireCapabilityIn(access, other.survey_id, 'edit')
    const id = body.id ?? randomUUID()
    const existing = await findTrigger(db, id)
    // A repeat of the same id replaces the trigger, but only within the same multichat.
    if (existing && existing.multichatId !== body.dialog_manager_id) {
      throw new ApiError(
        409,
        'Diese Trigger-ID wird bereits in einem anderen Dialogmanager verwendet.',
        'trigger_id_taken',
      )
    }
    if (existing) requireCapabilityIn(access, existing.surveyId, 'edit')
    const row = {
      id,
      multichatId: body.dialog_manager_id,
      surveyId: body.survey_id,
      uniqueQuestionId: body.unique_question_id,
      trigger: body.trigger,
      initSurvey: body.init_survey,
      // Only a waitAPI trigger waits for a signal a timer could send.
      releaseAfterSeconds: other.kind === 'waitAPI' ? (body.release_after_seconds ?? null) : null,
    }
    if ((await upsertTrigger(db, row, body.after)) === 'full') {
      throw new ApiError(
        413,
        `Zu groß: Ein Dialogmanager hat höchstens ${MAX_TRIGGERS_PER_MULTICHAT} Trigger.`,
        'too_many_triggers',
      )
    }
    publishTriggers(ctx, access)
    reply.status(201)
    return { msg: 'success', trigger: toTrigger(row) }
  })

  app.delete('/api/delete_trigger/:triggerId', async (request) => {
    // Who calls before the lookup (authorizeFirst does so too): without a token an unknown and a
    // known id get the same 401, and a non-member the same 404 (docs/reliability/security.md#findings-1-8-9).
    editorOf(request)
    const { triggerId } = parseWith(TriggerParams, request.params)
    const trigger = await findTrigger(db, triggerId)
    if (!trigger) throw triggerNotFound()
    const access = await requireMultichatAccess(ctx, request, trigger.multichatId, 'edit').catch((error: unknown) => {
      // Someone outside the multichat learns nothing about its triggers.
      throw error instanceof ApiError && error.status === 404 ? triggerNotFound() : error
    })
    requireCapabilityIn(access, trigger.surveyId, 'edit')
    await deleteTrigger(db, triggerId)
    publishTriggers(ctx, access)
    return { msg: 'success' }
  })
}
