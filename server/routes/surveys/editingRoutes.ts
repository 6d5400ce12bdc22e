import {
  type EditResponse,
  SwitchActivateRequest,
  type SwitchActivateResponse,
  UpdateSurveyBlocksRequest,
  type UpdateSurveyBlocksResponse,
  UpdateSurveySettingsRequest,
} from '@engine/api/editing'
import type { FastifyPluginAsync } from 'fastify'
import { randomUUID } from 'node:crypto'
import { surveyAccessOf } from '../../auth/authorized'
import { applyChanges } from '../../changes/applyChanges'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { liveWarnings } from '../../services/dialogs/liveWarnings'
import { blocksEdit, settingsEdit, toggleActive } from './legacyChanges'
import { legacyRun } from './legacyRun'

/**
 * docs/product/calls.md's editing calls for blocks and settings, kept as the contract: each is
 * translated into changes (legacyChanges.ts) and applied like POST /changes, one version step each.
 */
export const editingRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/update_survey_blocks', async (request): Promise<UpdateSurveyBlocksResponse> => {
    const body = parseWith(UpdateSurveyBlocksRequest, request.body)
    const { user } = surveyAccessOf(request, body.survey_id)
    // docs/api/surveys.md: a create without an id gets one here; the answer names it.
    const id = body.unique_question_id ?? randomUUID()
    const edit = blocksEdit({ ...body, unique_question_id: id })
    const run = legacyRun(ctx, request, body.survey_id, user.id, body.expected_version, edit)
    const { version } = await applyChanges(ctx, run)
    const created = body.action === 'create' || body.action === 'recreate'
    return { msg: 'success', version, ...(created ? { unique_question_id: id } : {}) }
  })

  app.post('/api/update_survey_settings', async (request): Promise<EditResponse> => {
    const body = parseWith(UpdateSurveySettingsRequest, request.body)
    const { user } = surveyAccessOf(request, body.survey_id)
    const run = legacyRun(ctx, request, body.survey_id, user.id, body.expected_version, settingsEdit(body))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version }
  })

  app.post('/api/switch_activate_link', async (request): Promise<SwitchActivateResponse> => {
    const { item, expected_version } = parseWith(SwitchActivateRequest, request.body)
    const { user } = surveyAccessOf(request, item)
    const { version, doc } = await applyChanges(
      ctx,
      legacyRun(ctx, request, item, user.id, expected_version, toggleActive),
    )
    const active = doc?.survey.active ?? false
    return { msg: 'success', active, version, ...(active && { warnings: await liveWarnings(ctx.database.db, item) }) }
  })
}
