import { ResetPasswordRequest, type SuccessResponse, passwordProblem } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { noteLoginSuccess } from '../../auth/loginThrottle'
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/oneTimeTokens'
import { hashPassword } from '../../auth/password'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { recheckUser } from '../../coediting/publish'
import { revokeRefreshFamiliesOfUser } from '../../repositories/refreshFamilies'
import { findUserById, markEmailValidated, setPassword } from '../../repositories/users'
import { invalidLink } from './magicLink'

/**
 * POST /api/reset_password {token, password}: sets a new password from a mailed link, ends every
 * session of the account and lifts its login lock. The user then logs in with the new password.
 */
export const resetPasswordRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/reset_password', async (request): Promise<SuccessResponse> => {
    const { token, password } = parseWith(ResetPasswordRequest, request.body)
    const { db } = ctx.database
    // Checked before the link is used up, so a too short password does not cost the link.
    if (!(await peekOneTimeToken(db, ctx.now(), 'password_reset', token))) throw invalidLink()
    const problem = passwordProblem(password)
    if (problem) throw new ApiError(400, problem, 'weak_password')
    const passwordHash = await hashPassword(password)
    const used = await consumeOneTimeToken(db, ctx.now(), 'password_reset', token)
    const user = used?.userId ? await findUserById(db, used.userId) : undefined
    if (!user) throw invalidLink()
    const at = new Date(ctx.now())
    await setPassword(db, user.id, passwordHash, at)
    recheckUser(ctx, user.id)
    await markEmailValidated(db, user.id, at)
    await revokeRefreshFamiliesOfUser(db, user.id, at)
    await noteLoginSuccess(ctx, user.username)
    return { success: true, msg: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.' }
  })
}
