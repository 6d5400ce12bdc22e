import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { type LiveTokenIds, findLiveAccess } from '../repositories/liveAccess'
import type { LiveRespondent } from '../repositories/liveRespondents'
import { accessClaims } from './bearer'
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
 * For a live call whose handler reads the respondent together with what it needs, in one
 * statement (the multichat turn, server/routes/multichat/turnRead.ts): the respondent behind the
 * verified token as findLiveAccess answers it, or undefined for an erased respondent or a revoked
 * token.
 */
export type LiveIdentityReader = (
  ctx: ServerContext,
  request: FastifyRequest,
  token: LiveTokenIds,
) => Promise<LiveRespondent | undefined>

/** The token's respondent checked alone (findLiveAccess): every live call but the multichat turn. */
export const readLiveIdentityAlone: LiveIdentityReader = (ctx, _request, token) =>
  findLiveAccess(ctx.database.db, token.respondentId, token.jti, token.family)

/**
 * Who the live caller is, whatever dialog the call names: a live access token, not revoked, of a
 * respondent that was not erased. Checked once per request (the authorization hook asks first).
 */
export function requireLiveIdentity(
  ctx: ServerContext,
  request: FastifyRequest,
  reader: LiveIdentityReader = readLiveIdentityAlone,
): Promise<LiveAccess> {
  return identities(request, 'live', async () => {
    const claims = accessClaims(ctx.tokens, request)
    if (claims.kind !== 'live') throw new ApiError(403, 'Keine Berechtigung für diesen Dialog.', 'live_token_required')
    // A revoked token, and an erased respondent (restart_delete "delete", which keeps no rights),
    // are refused alike; one query checks both.
    const respondent = await reader(ctx, request, {
      respondentId: Number(claims.sub),
      jti: claims.jti,
      family: claims.fam,
    })
    if (!respondent) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
    return { respondent, claims }
  })
}
