import { MagicLinkRegistrationRequest, type MagicLinkRegistrationResponse, passwordProblem } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/oneTimeTokens'
import { hashPassword } from '../../auth/password'
import { startSession } from '../../auth/startSession'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { rejectIllFormed } from '../../http/wellFormedInput'
import { acceptInvitations } from '../../repositories/invitations'
import { findUserByUsername, insertUser } from '../../repositories/users'
import { invalidLink } from './magicLink'

const accountExists = () =>
  new ApiError(400, 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.', 'account_exists')

/**
 * docs/product/calls.md POST /api/magic_link_registration: an invited address sets its password and gets
 * an account; its pending invitations become accepted. docs/product/errors.md: 400 shows the server's msg.
 */
export const magicLinkRegistrationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/magic_link_registration', async (request): Promise<MagicLinkRegistrationResponse> => {
    const body = parseWith(MagicLinkRegistrationRequest, request.body)
    rejectIllFormed(body.firstName, 'firstName')
    rejectIllFormed(body.lastName, 'lastName')
    const problem = passwordProblem(body.password)
    if (problem) throw new ApiError(400, problem, 'weak_password')
    const { db } = ctx.database
    const seen = await peekOneTimeToken(db, ctx.now(), 'magic_link', body.magic_link)
    if (!seen) throw invalidLink()
    if (body.username.toLowerCase() !== seen.email) {
      throw new ApiError(400, 'Die E-Mail-Adresse passt nicht zu diesem Link.', 'email_mismatch')
    }
    if (await findUserByUsername(db, seen.email)) throw accountExists()
    const passwordHash = await hashPassword(body.password)
    const at = new Date(ctx.now())
    const user = await db.transaction(async (tx) => {
      if (!(await consumeOneTimeToken(tx, at.getTime(), 'magic_link', body.magic_link))) throw invalidLink()
      const created = await insertUser(tx, {
        username: seen.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        at,
        emailValidated: true,
      })
      // Throwing rolls the use of the link back, so it still works for a login.
      if (!created) throw accountExists()
      await acceptInvitations(tx, { email: seen.email, userId: created.id })
      return created
    })
    const { token, refresh_token } = await startSession(
      ctx,
      { userId: user.id },
      { fresh: true, tokenVersion: user.tokenVersion },
    )
    return { success: true, token, refresh_token, user_id: user.id, msg: 'Willkommen! Ihr Konto wurde angelegt.' }
  })
}
