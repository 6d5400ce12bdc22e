import type { VerifyTokenResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'

/** docs/product/calls.md "result: not shown": who the editor token belongs to. Live tokens get 403. */
export const verifyTokenRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  app.post('/api/verify-token', async (request): Promise<VerifyTokenResponse> => {
    const { user } = editorOf(request)
    return {
      valid: true,
      user_id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      admin: user.isAdmin,
    }
  })
}
