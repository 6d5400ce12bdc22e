import { LoginRequest, type LoginResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { TooManyAttemptsError, assertLoginAllowed, noteLoginFailure, noteLoginSuccess } from '../../auth/loginThrottle'
import { dummyPasswordHash, verifyPassword } from '../../auth/password'
import { startSession } from '../../auth/startSession'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { type User, findUserByUsername } from '../../repositories/users'

/** docs/product/errors.md shows 'Invalid credentials' for any failed login; unknown users answer the same. */
const invalidCredentials = () => new ApiError(401, 'Invalid credentials', 'invalid_credentials')

const DAY_MS = 24 * 60 * 60 * 1000

function passwordExpired(ctx: ServerContext, user: User): boolean {
  if (!ctx.passwordMaxAgeDays) return false
  return ctx.now() - new Date(user.passwordChangedAt).getTime() > ctx.passwordMaxAgeDays * DAY_MS
}

export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/login', async (request, reply): Promise<LoginResponse> => {
    const { username, password } = parseWith(LoginRequest, request.body)
    try {
      await assertLoginAllowed(ctx, username, request.ip)
    } catch (error) {
      if (error instanceof TooManyAttemptsError) void reply.header('Retry-After', String(error.retryAfterSeconds))
      throw error
    }
    const user = await findUserByUsername(ctx.database.db, username)
    // Hash even for an unknown user so both failures take the same time.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()))
    if (!user || !ok) {
      await noteLoginFailure(ctx, username, request.ip)
      throw invalidCredentials()
    }
    await noteLoginSuccess(ctx, username)
    if (user.disabled) throw new ApiError(403, 'Account is disabled.', 'account_disabled')
    // Only after the right password: the 418 must not tell a guesser that an account exists.
    if (passwordExpired(ctx, user)) {
      throw new ApiError(418, 'Ihr Passwort ist abgelaufen. Bitte setzen Sie Ihr Passwort zurück.', 'password_expired')
    }
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
      firstName: user.firstName,
      lastName: user.lastName,
    }
  })
}
