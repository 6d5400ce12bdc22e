import { DeleteSharingUserRequest, SharingRequest, type SharingResponse } from '@engine/api/sharing'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { deleteMembers, updateMemberRoles } from '../../repositories/sharing'
import { parseSharing } from './parseSharing'
import { requireChangeableMember, sharingScope } from './sharingTargets'
import { closeForUser, publishOutside } from '../../coediting/publish'
import { findUserByUsername } from '../../repositories/users'
import { listMultichatIdsOfSurvey } from '../../repositories/multichats'
import { multichatScope, surveyScope } from '../../coediting/notices'

/** Role change and removal (docs/product/roles.md); owner rows stay untouched in every dialog of the scope. */
export const changeMembersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/change_permission_user', async (request): Promise<SharingResponse> => {
    const body = parseSharing(SharingRequest, request.body)
    const scope = await sharingScope(ctx, request, body)
    await requireChangeableMember(ctx, scope, body.survey_id, body.name)
    const changed = await updateMemberRoles(db, scope.surveyIds, body.name, body.new_role)
    publishOutside(ctx, changed, 'members')
    return { msg: 'Berechtigung geändert.', survey_ids: changed }
  })

  app.post('/api/delete_sharing_user', async (request): Promise<SharingResponse> => {
    const body = parseSharing(DeleteSharingUserRequest, request.body)
    const scope = await sharingScope(ctx, request, body)
    await requireChangeableMember(ctx, scope, body.survey_id, body.name)
    // docs/api/coediting.md: the removed person's open streams end with `forbidden`: those of these
    // dialogs, and those of the multichats they saw whole (a multichat needs every one of its dialogs).
    const gone = await findUserByUsername(db, body.name)
    const multichats = gone
      ? (await Promise.all(scope.surveyIds.map((id) => listMultichatIdsOfSurvey(db, id, gone.id)))).flat()
      : []
    const removed = await deleteMembers(db, scope.surveyIds, body.name)
    publishOutside(ctx, removed, 'members')
    if (gone && removed.length > 0)
      closeForUser(ctx, [...removed.map(surveyScope), ...multichats.map(multichatScope)], gone.id)
    return { msg: 'Mitglied entfernt.', survey_ids: removed }
  })
}
