import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from '../repositories/loginFailures'

/** Issue "Server": 5 failures per account or 20 per IP within 15 minutes lock further tries. */
export const LOGIN_WINDOW_SECONDS = 15 * 60
export const MAX_FAILURES_PER_ACCOUNT = 5
export const MAX_FAILURES_PER_IP = 20

export class TooManyAttemptsError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Zu viele Versuche. Bitte versuchen Sie es später erneut.', 'too_many_attempts')
  }
}

const normalize = (username: string) => username.trim().toLowerCase()

/**
 * Refuses a login while the account or the IP is locked, before the password is even looked at
 * (otherwise the lock would still tell a guesser when a guess was right). Counters live in the
 * database so every app server of a fleet sees the same ones (docs/design/storage.md).
 */
export async function assertLoginAllowed(ctx: ServerContext, username: string, ip: string): Promise<void> {
  const now = ctx.now()
  const since = new Date(now - LOGIN_WINDOW_SECONDS * 1000)
  const { account, ip: byIp } = await countLoginFailures(ctx.database.db, { username: normalize(username), ip, since })
  const locks = [
    account.count >= MAX_FAILURES_PER_ACCOUNT ? account.oldest : null,
    byIp.count >= MAX_FAILURES_PER_IP ? byIp.oldest : null,
  ].filter((d): d is Date => d !== null)
  if (locks.length === 0) return
  const until = Math.max(...locks.map((oldest) => oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000))
  throw new TooManyAttemptsError(Math.max(1, Math.ceil((until - now) / 1000)))
}

export async function noteLoginFailure(ctx: ServerContext, username: string, ip: string): Promise<void> {
  const now = ctx.now()
  await recordLoginFailure(ctx.database.db, {
    username: normalize(username),
    ip,
    at: new Date(now),
    windowStart: new Date(now - LOGIN_WINDOW_SECONDS * 1000),
  })
}

export async function noteLoginSuccess(ctx: ServerContext, username: string): Promise<void> {
  await clearLoginFailures(ctx.database.db, normalize(username))
}
