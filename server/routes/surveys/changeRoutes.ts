import { ChangeRequest, type ChangeResponse } from '@engine/api/editing'
import { SurveyIdParams } from '@engine/api/surveys'
import { type Change, VersionedChangeSchema } from '@engine/changes'
import { bumpsVersion } from '@engine/sync'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import { applyChanges } from '../../changes/applyChanges'
import { scopeOf } from '../../changes/scopeOf'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseLongList } from '../../http/parseLongList'
import { parseWith } from '../../http/parseWith'
import { requireAtMost } from '../../http/requireAtMost'
import { MAX_CHANGES_PER_RESTORE } from '@engine/model'

/** What a dialog's change names that must be this dialog (a block or condition cannot be created in another one). */
function requireOwnDialog(change: Change, surveyId: string, prefix = 'change'): void {
  if (change.kind === 'restore') {
    change.changes.forEach((c, i) => requireOwnDialog(c, surveyId, `change.changes.${i}`))
    return
  }
  const named =
    change.kind === 'block.create'
      ? { value: change.block.survey_id, field: `${prefix}.block.survey_id` }
      : change.kind === 'exitCondition' && change.after
        ? { value: change.after.survey_id, field: `${prefix}.after.survey_id` }
        : undefined
  if (named && named.value !== surveyId)
    throw new ApiError(400, `Ungültige Eingabe: Feld '${named.field}' gehört zu einem anderen Dialog.`, 'invalid_input')
}

/**
 * POST /api/surveys/{id}/changes (docs/api/surveys.md "Changes"): one change of engine/changes,
 * applied with the engine's own serverApply. Who may edit is checked before the body is read.
 */
export const changeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/surveys/:id/changes', async (request): Promise<ChangeResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { user } = surveyAccessOf(request, id)
    const sent = (request.body as { change?: { kind?: unknown; changes?: unknown } } | undefined)?.change
    if (sent?.kind === 'restore')
      requireAtMost(sent.changes, MAX_CHANGES_PER_RESTORE, 'change.changes', 'too_many_changes')
    // Text PostgreSQL cannot hold was refused for every request before this handler (wellFormedInput.ts).
    const body =
      sent?.kind === 'restore'
        ? await parseLongList(ChangeRequest, request.body, ['change', 'changes'], VersionedChangeSchema)
        : parseWith(ChangeRequest, request.body)
    // The parsed shape is the union engine/changes names (parseChange makes the same cast).
    const change = body.change as Change
    // Triggers and training have their own calls and authorization (multichat access, `train`).
    if (!bumpsVersion(change))
      throw new ApiError(
        400,
        `Ungültige Eingabe: Feld 'change.kind' ${change.kind} hat einen eigenen Aufruf.`,
        'invalid_input',
      )
    requireOwnDialog(change, id)
    const outcome = await applyChanges(ctx, {
      surveyId: id,
      actorId: user.id,
      now: ctx.now(),
      changeId: body.change_id,
      expectedVersion: body.expected_version,
      scope: scopeOf(change),
      plan: () => [change],
      field: 'change.after',
      restores: change.kind === 'restore' ? change.version : undefined,
    })
    const [resolved = change] = outcome.changes
    return {
      msg: 'success',
      version: outcome.version,
      change: resolved as ChangeResponse['change'],
      ...(outcome.replayed ? { replayed: true as const } : {}),
    }
  })
}
