import {
  type EditResponse,
  ExitConditionParams,
  ExitConditionRequest,
  ExpectedVersionQuery,
  PositionsRequest,
  StructureRequest,
} from '@engine/api/editing'
import { SurveyIdParams } from '@engine/api/surveys'
import { connectionKey } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { setBlockPositions } from '../../repositories/blocks'
import { applyEdit } from '../../repositories/surveyEvents'
import {
  deleteExitCondition,
  findExitCondition,
  replaceConnections,
  upsertExitCondition,
} from '../../repositories/surveyStructure'
import { editOf } from './editOf'

const badField = (field: string, reason: string) =>
  new ApiError(400, `Ungültige Eingabe: Feld '${field}' ${reason}.`, 'invalid_input')

/** Conditional jumps, AI exit conditions (docs/design/dialog-content.md) and canvas positions, as engine/sync/callForEntry.ts sends them. */
export const structureRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/surveys/:id/structure', async (request): Promise<EditResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { connections, expected_version } = parseWith(StructureRequest, request.body)
    // A handle has at most one jump (engine/commands/structure.ts).
    const keys = connections.map(connectionKey)
    const twice = keys.find((key, i) => keys.indexOf(key) !== i)
    if (twice) throw badField('connections', `enthält den Ausgang ${twice} doppelt`)
    const { user } = await requireRole(ctx, request, id, 'edit')
    const { version } = await applyEdit(db, editOf(ctx, request, id, user.id, expected_version), (tx) =>
      replaceConnections(tx, id, connections),
    )
    return { msg: 'success', version }
  })

  // Many blocks at once (auto-layout): all or nothing, as the engine's one undo step expects.
  app.post('/api/surveys/:id/positions', async (request): Promise<EditResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { positions, expected_version } = parseWith(PositionsRequest, request.body)
    const { user } = await requireRole(ctx, request, id, 'edit')
    const { version } = await applyEdit(db, editOf(ctx, request, id, user.id, expected_version), (tx) =>
      setBlockPositions(tx, id, positions),
    )
    return { msg: 'success', version }
  })

  app.post('/api/surveys/:id/gpt_exit_conditions', async (request): Promise<EditResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { expected_version, ...condition } = parseWith(ExitConditionRequest, request.body)
    if (condition.survey_id !== id) throw badField('survey_id', 'gehört zu einem anderen Dialog')
    const { user } = await requireRole(ctx, request, id, 'edit')
    const { version } = await applyEdit(db, editOf(ctx, request, id, user.id, expected_version), (tx) =>
      upsertExitCondition(tx, condition),
    )
    return { msg: 'success', version }
  })

  app.put('/api/surveys/:id/gpt_exit_conditions/:conditionId', async (request): Promise<EditResponse> => {
    const { id, conditionId } = parseWith(ExitConditionParams, request.params)
    const { expected_version, ...condition } = parseWith(ExitConditionRequest, request.body)
    if (condition.survey_id !== id) throw badField('survey_id', 'gehört zu einem anderen Dialog')
    if (condition.id !== conditionId) throw badField('id', 'passt nicht zur Adresse')
    const { user } = await requireRole(ctx, request, id, 'edit')
    const { version } = await applyEdit(db, editOf(ctx, request, id, user.id, expected_version), async (tx) => {
      if (!(await findExitCondition(tx, id, conditionId)))
        throw new ApiError(404, 'KI-Endbedingung nicht gefunden.', 'condition_not_found')
      await upsertExitCondition(tx, condition)
    })
    return { msg: 'success', version }
  })

  // Deleting a condition that is already gone succeeds (as in the engine's FakeServer): the goal state holds.
  app.delete('/api/surveys/:id/gpt_exit_conditions/:conditionId', async (request): Promise<EditResponse> => {
    const { id, conditionId } = parseWith(ExitConditionParams, request.params)
    const { expected_version } = parseWith(ExpectedVersionQuery, request.query)
    const { user } = await requireRole(ctx, request, id, 'edit')
    const { version } = await applyEdit(db, editOf(ctx, request, id, user.id, expected_version), (tx) =>
      deleteExitCondition(tx, id, conditionId),
    )
    return { msg: 'success', version }
  })
}
