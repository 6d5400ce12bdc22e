import {
  type AccountResponse,
  ChangePasswordRequest,
  type ChangePasswordResponse,
  type SuccessResponse,
  UpdateAccountRequest,
  passwordProblem,
} from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf } from '../../auth/authorized'
import { noteLoginSuccess } from '../../auth/loginThrottle'
import { hashPassword, verifyPassword } from '../../auth/password'
import { recheckUser } from '../../coediting/publish'
import { startSession } from '../../auth/startSession'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { revokeRefreshFamiliesOfUser } from '../../repositories/refreshFamilies'
import { updateAccount, setPassword } from '../../repositories/users'

/** /account (docs/product/screens.md#routes "Settings"): the editor's name, address and password. */
export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/account', async (request): Promise<AccountResponse> => {
    const { user } = editorOf(request)
    return {
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email_validated: user.emailValidatedAt !== null,
      ui_language: user.uiLanguage === 'en' ? 'en' : 'de',
    }
  })

  app.put('/api/account', async (request): Promise<SuccessResponse> => {
    const body = parseWith(UpdateAccountRequest, request.body)
    const { user } = editorOf(request)
    await updateAccount(ctx.database.db, user.id, {
      ...(body.firstName !== undefined && { firstName: body.firstName || null }),
      ...(body.lastName !== undefined && { lastName: body.lastName || null }),
      ...(body.ui_language !== undefined && { uiLanguage: body.ui_language }),
    })
    return { success: true, msg: 'Ihre Angaben wurden gespeichert.' }
  })

  // docs/design/conventions.md: a password change needs a fresh token; it ends every other session.
  app.put('/api/account/password', async (request): Promise<ChangePasswordResponse> => {
    const body = parseWith(ChangePasswordRequest, request.body)
    const { user } = editorOf(request)
    // 400, not 401: a 401 would send the client into its token-refresh path.
    if (!(await verifyPassword(body.old_password, user.passwordHash))) {
      throw new ApiError(400, 'Das bisherige Passwort ist nicht richtig.', 'wrong_password')
    }
    const problem = passwordProblem(body.new_password)
    if (problem) throw new ApiError(400, problem, 'weak_password')
    const at = new Date(ctx.now())
    const { db } = ctx.database
    // The new generation ends every older token of the account, the caller's own included; the
    // session handed out here is of the new one (docs/reliability/security.md#findings-2-6-7).
    const tokenVersion = await setPassword(db, user.id, await hashPassword(body.new_password), at)
    if (tokenVersion === undefined) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
    // Streams opened with the earlier tokens end (they are of an older token generation now).
    recheckUser(ctx, user.id)
    await revokeRefreshFamiliesOfUser(db, user.id, at)
    await noteLoginSuccess(ctx, user.username)
    const { token, refresh_token } = await startSession(ctx, { userId: user.id }, { fresh: true, tokenVersion })
    return { success: true, msg: 'Ihr Passwort wurde geändert.', token, refresh_token }
  })
}
