import { MagicLinkRequest, type MagicLinkResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/oneTimeTokens'
import { startSession } from '../../auth/startSession'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { acceptInvitations } from '../../repositories/invitations'
import { findUserById, findUserByUsername, markEmailValidated } from '../../repositories/users'

/** 400, not 401: the client must not try a token refresh for a link without session. */
export const invalidLink = () =>
  new ApiError(400, 'Ungültiger oder abgelaufener Link. Bitte fordern Sie einen neuen an.', 'invalid_link')

/**
 * docs/product/calls.md POST /api/magic_link ("result: not shown"). For an existing account the link is used
 * up and the answer is a login (fresh tokens, as a password login). For an address without an
 * account (an invitation) the link stays valid: magic_link_registration uses it.
 */
export const magicLinkRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/magic_link', async (request): Promise<MagicLinkResponse> => {
    const { magic_link } = parseWith(MagicLinkRequest, request.body)
    const { db } = ctx.database
    const seen = await peekOneTimeToken(db, ctx.now(), 'magic_link', magic_link)
    if (!seen) throw invalidLink()
    const user = seen.userId ? await findUserById(db, seen.userId) : await findUserByUsername(db, seen.email)
    if (!user) return { success: true, registration_required: true, username: seen.email }
    // Of two concurrent posts of one link only one wins this conditional UPDATE.
    const used = await consumeOneTimeToken(db, ctx.now(), 'magic_link', magic_link)
    if (!used) throw invalidLink()
    if (user.disabled) throw new ApiError(403, 'Account is disabled.', 'account_disabled')
    const at = new Date(ctx.now())
    await markEmailValidated(db, user.id, at)
    // An invitation link accepts the invitation it was sent for.
    if (used.surveyId) await acceptInvitations(db, { email: used.email, userId: user.id, surveyId: used.surveyId })
    const { token, refresh_token } = await startSession(
      ctx,
      { userId: user.id },
      { fresh: true, tokenVersion: user.tokenVersion },
    )
    return {
      success: true,
      token,
      refresh_token,
      user_id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
    }
  })
}
