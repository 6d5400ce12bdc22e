import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { changeMembersRoutes } from './changeMembers'
import { getDialogPermissionsRoutes } from './getDialogPermissions'
import { inviteUserRoutes } from './inviteUser'

/** docs/product/calls.md sharing calls (Teilen). */
export const sharingRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(getDialogPermissionsRoutes, options)
  await app.register(inviteUserRoutes, options)
  await app.register(changeMembersRoutes, options)
}
