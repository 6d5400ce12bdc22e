import type { RefreshResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { readBearer } from '../../auth/bearer'
import { isCurrentGeneration } from '../../auth/requireEditor'
import type { TokenClaims } from '../../auth/tokens'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { findLiveRespondent } from '../../repositories/liveRespondents'
import {
  type RefreshFamily,
  findRefreshFamily,
  revokeRefreshFamily,
  rotateRefreshFamily,
} from '../../repositories/refreshFamilies'
import { findUserById } from '../../repositories/users'

const revoked = () => new ApiError(401, 'Token has been revoked', 'token_revoked')

const ownsFamily = (family: RefreshFamily, claims: TokenClaims) =>
  (claims.kind === 'live' ? family.respondentId : family.userId) === Number(claims.sub)

/** The account or respondent must still exist (and an account be enabled) to get new tokens. */
async function assertSubjectActive(ctx: ServerContext, claims: TokenClaims): Promise<void> {
  const { db } = ctx.database
  if (claims.kind === 'live') {
    if (!(await findLiveRespondent(db, Number(claims.sub)))) throw revoked()
    return
  }
  const user = await findUserById(db, Number(claims.sub))
  if (!user) throw revoked()
  if (user.disabled) throw new ApiError(403, 'Account is disabled.', 'account_disabled')
  // Password changes revoke the families too; this also covers an account disabled and enabled again.
  if (!isCurrentGeneration(claims, user)) throw revoked()
}

/**
 * docs/product/calls.md POST /api/refresh, for editors and live respondents alike. Each refresh token works
 * once: it is rotated, and presenting an already rotated one (a stolen copy, or the thief's
 * original) revokes the whole family, so both holders must log in again.
 */
export const refreshRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/refresh', async (request): Promise<RefreshResponse> => {
    const claims = ctx.tokens.verify(readBearer(request), 'refresh')
    const { db } = ctx.database
    const family = claims.fam ? await findRefreshFamily(db, claims.fam) : undefined
    if (!family || family.revokedAt || !ownsFamily(family, claims)) throw revoked()
    const now = new Date(ctx.now())
    if (family.currentJti !== claims.jti) {
      await revokeRefreshFamily(db, family.id, now)
      throw revoked()
    }
    await assertSubjectActive(ctx, claims)
    const issued = ctx.tokens.issue(Number(claims.sub), {
      fresh: false,
      kind: claims.kind,
      family: family.id,
      version: claims.ver,
    })
    // A concurrent use of the same token won the rotation: that is reuse as well.
    if (!(await rotateRefreshFamily(db, { id: family.id, fromJti: claims.jti, toJti: issued.refreshJti }))) {
      await revokeRefreshFamily(db, family.id, now)
      throw revoked()
    }
    return { token: issued.token, refresh_token: issued.refresh_token }
  })
}
