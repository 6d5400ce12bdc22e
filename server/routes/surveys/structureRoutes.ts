import {
  CreateExitConditionRequest,
  type CreateExitConditionResponse,
  type EditResponse,
  ExitConditionParams,
  ExitConditionRequest,
  ExpectedVersionQuery,
  PositionsRequest,
  StructureRequest,
} from '@engine/api/editing'
import { SurveyIdParams } from '@engine/api/surveys'
import { Connection, MAX_CONNECTIONS_PER_DIALOG, connectionKey } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import { randomUUID } from 'node:crypto'
import { surveyAccessOf } from '../../auth/authorized'
import { applyChanges } from '../../changes/applyChanges'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseLongList } from '../../http/parseLongList'
import { parseWith } from '../../http/parseWith'
import { requireAtMost } from '../../http/requireAtMost'
import {
  exitConditionCreate,
  exitConditionDelete,
  exitConditionUpdate,
  positionsEdit,
  structureEdit,
} from './legacyChanges'
import { legacyRun } from './legacyRun'

const badField = (field: string, reason: string) =>
  new ApiError(400, `Ungültige Eingabe: Feld '${field}' ${reason}.`, 'invalid_input')

/**
 * Conditional jumps, AI exit conditions (docs/design/dialog-content.md) and canvas positions, the
 * legacy calls of docs/product/calls.md, each translated into changes (legacyChanges.ts).
 */
export const structureRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/surveys/:id/structure', async (request): Promise<EditResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const sent = (request.body as { connections?: unknown } | undefined)?.connections
    requireAtMost(sent, MAX_CONNECTIONS_PER_DIALOG, 'connections', 'too_many_connections')
    const { connections, expected_version } = await parseLongList(
      StructureRequest,
      request.body,
      ['connections'],
      Connection,
    )
    // A handle has at most one jump (engine/commands/structure.ts).
    const seen = new Set<string>()
    const twice = connections.map(connectionKey).find((key) => seen.size === seen.add(key).size)
    if (twice) throw badField('connections', `enthält den Ausgang ${twice} doppelt`)
    const { user } = surveyAccessOf(request, id)
    const run = legacyRun(ctx, request, id, user.id, expected_version, structureEdit(connections))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version }
  })

  // Many blocks at once (auto-layout): all or nothing, as the engine's one undo step expects.
  app.post('/api/surveys/:id/positions', async (request): Promise<EditResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { positions, expected_version } = parseWith(PositionsRequest, request.body)
    const { user } = surveyAccessOf(request, id)
    const run = legacyRun(ctx, request, id, user.id, expected_version, positionsEdit(positions))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version }
  })

  app.post('/api/surveys/:id/gpt_exit_conditions', async (request): Promise<CreateExitConditionResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { expected_version, ...sent } = parseWith(CreateExitConditionRequest, request.body)
    if (sent.survey_id !== undefined && sent.survey_id !== id)
      throw badField('survey_id', 'gehört zu einem anderen Dialog')
    const { user } = surveyAccessOf(request, id)
    // docs/api/surveys.md: without an id the server makes one; the dialog is the path's.
    const condition = { ...sent, id: sent.id ?? randomUUID(), survey_id: id }
    const run = legacyRun(ctx, request, id, user.id, expected_version, exitConditionCreate(condition))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version, id: condition.id }
  })

  app.put('/api/surveys/:id/gpt_exit_conditions/:conditionId', async (request): Promise<EditResponse> => {
    const { id, conditionId } = parseWith(ExitConditionParams, request.params)
    const { expected_version, ...condition } = parseWith(ExitConditionRequest, request.body)
    if (condition.survey_id !== id) throw badField('survey_id', 'gehört zu einem anderen Dialog')
    if (condition.id !== conditionId) throw badField('id', 'passt nicht zur Adresse')
    const { user } = surveyAccessOf(request, id)
    const run = legacyRun(ctx, request, id, user.id, expected_version, exitConditionUpdate(condition))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version }
  })

  // Deleting a condition that is already gone succeeds (as in the engine's FakeServer): the goal state holds.
  app.delete('/api/surveys/:id/gpt_exit_conditions/:conditionId', async (request): Promise<EditResponse> => {
    const { id, conditionId } = parseWith(ExitConditionParams, request.params)
    const { expected_version } = parseWith(ExpectedVersionQuery, request.query)
    const { user } = surveyAccessOf(request, id)
    const run = legacyRun(ctx, request, id, user.id, expected_version, exitConditionDelete(conditionId))
    return { msg: 'success', version: (await applyChanges(ctx, run)).version }
  })
}
