import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { type LiveRespondent, findLiveRespondent } from '../repositories/liveRespondents'
import { isAccessTokenRevoked } from '../repositories/refreshFamilies'
import { readBearer } from './bearer'
import type { TokenClaims } from './tokens'

export interface LiveAccess {
  respondent: LiveRespondent
  claims: TokenClaims
}

const forbidden = () => new ApiError(403, 'Keine Berechtigung für diesen Dialog.', 'live_forbidden')

/**
 * The anonymous respondent behind a live call (SPEC.md §6: live routes use the live token): a
 * live access token, not revoked, of an existing respondent registered for this dialog. An
 * editor token is refused too: an editor tests a dialog in Assess, not as a respondent.
 */
export async function requireLive(ctx: ServerContext, request: FastifyRequest, surveyId: string): Promise<LiveAccess> {
  const claims = ctx.tokens.verify(readBearer(request), 'access')
  if (claims.kind !== 'live') throw forbidden()
  const { db } = ctx.database
  if (await isAccessTokenRevoked(db, claims.jti)) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  const respondent = await findLiveRespondent(db, Number(claims.sub))
  // Erased respondents (restart_delete "delete") keep no rights; their token is as good as revoked.
  if (!respondent) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  if (!respondent.surveyIds.includes(surveyId)) throw forbidden()
  return { respondent, claims }
}
