import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { findLiveAccess } from '../repositories/liveAccess'
import type { LiveRespondent } from '../repositories/liveRespondents'
import { readBearer } from './bearer'
import { perRequest } from './perRequest'
import type { TokenClaims } from './tokens'

export interface LiveAccess {
  respondent: LiveRespondent
  claims: TokenClaims
}

export const liveForbidden = () => new ApiError(403, 'Keine Berechtigung für diesen Dialog.', 'forbidden')

/**
 * The anonymous respondent behind a live call (docs/product/roles.md: live routes use the live token): a
 * live access token, not revoked, of an existing respondent registered for this dialog. An
 * editor token is refused too: an editor tests a dialog in Assess, not as a respondent.
 */
export async function requireLive(ctx: ServerContext, request: FastifyRequest, surveyId: string): Promise<LiveAccess> {
  const access = await requireLiveIdentity(ctx, request)
  if (!access.respondent.surveyIds.includes(surveyId)) throw liveForbidden()
  return access
}

const identities = perRequest<LiveAccess>()

/**
 * Who the live caller is, whatever dialog the call names: a live access token, not revoked, of a
 * respondent that was not erased. Checked once per request (the authorization hook asks first).
 */
export function requireLiveIdentity(ctx: ServerContext, request: FastifyRequest): Promise<LiveAccess> {
  return identities(request, 'live', async () => {
    const claims = ctx.tokens.verify(readBearer(request), 'access')
    if (claims.kind !== 'live') throw new ApiError(403, 'Keine Berechtigung für diesen Dialog.', 'live_token_required')
    // A revoked token, and an erased respondent (restart_delete "delete", which keeps no rights),
    // are refused alike; one query checks both.
    const respondent = await findLiveAccess(ctx.database.db, Number(claims.sub), claims.jti, claims.fam)
    if (!respondent) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
    return { respondent, claims }
  })
}
