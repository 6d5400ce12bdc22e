import {
  type EditResponse,
  SwitchActivateRequest,
  type SwitchActivateResponse,
  UpdateSurveyBlocksRequest,
  UpdateSurveySettingsRequest,
} from '@engine/api/editing'
import type { FastifyPluginAsync } from 'fastify'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { applyEdit } from '../../repositories/surveyEvents'
import { applyBlockAction } from './blockAction'
import { editOf } from './editOf'
import { applySettingsAction, toggleActive } from './settingsAction'

/** docs/product/calls.md's editing calls for blocks and settings; each accepted one is logged and bumps the version. */
export const editingRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/update_survey_blocks', async (request): Promise<EditResponse> => {
    const body = parseWith(UpdateSurveyBlocksRequest, request.body)
    const { user } = await requireRole(ctx, request, body.survey_id, 'edit')
    const { version } = await applyEdit(
      db,
      editOf(ctx, request, body.survey_id, user.id, body.expected_version),
      (tx) => applyBlockAction(tx, body),
    )
    return { msg: 'success', version }
  })

  app.post('/api/update_survey_settings', async (request): Promise<EditResponse> => {
    const body = parseWith(UpdateSurveySettingsRequest, request.body)
    const { user } = await requireRole(ctx, request, body.survey_id, 'edit')
    const { version } = await applyEdit(
      db,
      editOf(ctx, request, body.survey_id, user.id, body.expected_version),
      (tx) => applySettingsAction(tx, body),
    )
    return { msg: 'success', version }
  })

  app.post('/api/switch_activate_link', async (request): Promise<SwitchActivateResponse> => {
    const { item, expected_version } = parseWith(SwitchActivateRequest, request.body)
    const { user } = await requireRole(ctx, request, item, 'edit')
    const { version, result: active } = await applyEdit(
      db,
      editOf(ctx, request, item, user.id, expected_version),
      (tx) => toggleActive(tx, item),
    )
    return { msg: 'success', active, version }
  })
}
