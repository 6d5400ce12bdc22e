import { LogoutRequest, type SuccessResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { accessClaims } from '../../auth/bearer'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { recheckUser } from '../../coediting/publish'
import { revokeAccessToken, revokeRefreshFamily } from '../../repositories/refreshFamilies'

/**
 * POST /api/logout (our addition): the access token stops working at once (revoked_tokens, which
 * every editor and live check reads); with the refresh token in the body its family ends too.
 * Works for editor and live tokens.
 */
export const logoutRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/logout', async (request): Promise<SuccessResponse> => {
    // Verified by the authorization hook already (any access token: logout takes live ones too).
    const access = accessClaims(ctx.tokens, request)
    const body = parseWith(LogoutRequest, request.body ?? undefined)
    const { db } = ctx.database
    await revokeAccessToken(db, access.jti, new Date(access.exp * 1000))
    // Open co-editing streams of this user check their token again; the revoked one's end.
    recheckUser(ctx, Number(access.sub))
    if (body?.refresh_token) {
      const refresh = (() => {
        try {
          return ctx.tokens.verify(body.refresh_token ?? '', 'refresh')
        } catch (error) {
          // An expired or broken refresh token needs no revoking; logout still succeeds.
          if (error instanceof ApiError) return undefined
          throw error
        }
      })()
      if (refresh?.fam && refresh.sub === access.sub && refresh.kind === access.kind) {
        await revokeRefreshFamily(db, refresh.fam, new Date(ctx.now()))
      }
    }
    return { success: true, msg: 'Sie wurden abgemeldet.' }
  })
}
