import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { isAccessRevoked } from '../repositories/refreshFamilies'
import { type User, findUserById } from '../repositories/users'
import { accessClaims } from './bearer'
import { perRequest } from './perRequest'
import type { TokenClaims } from './tokens'

export interface Editor {
  user: User
  claims: TokenClaims
}

/**
 * The logged-in editor behind a request, checked against the database on every call
 * (docs/design/conventions.md): a valid access token of an editor, not revoked, of an existing, enabled account,
 * issued after the account's last password change (token generation).
 * `fresh: true` for calls that need a password login of this session (excel export, account).
 */
export async function requireEditor(
  ctx: ServerContext,
  request: FastifyRequest,
  options: { fresh?: boolean } = {},
): Promise<Editor> {
  const { claims, revoked, user } = await lookUp(request, 'editor', () => lookUpEditor(ctx, request))
  if (revoked || !user) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  if (user.disabled) throw new ApiError(403, 'Account is disabled.', 'account_disabled')
  // Issued before the last password change or reset, or before the account was disabled: the
  // user row read above holds the generation, so this costs no query (docs/reliability/security.md#findings-2-6-7).
  // Checked before freshness, so an ended token never leads to the login-refresh screen.
  if (!isCurrentGeneration(claims, user)) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  if (options.fresh && !claims.fresh) throw new ApiError(401, 'Fresh token required', 'fresh_token_required')
  return { user, claims }
}

/** A token is of the account's current generation (claim `ver`, absent = 0). */
export const isCurrentGeneration = (claims: TokenClaims, user: User) => (claims.ver ?? 0) === user.tokenVersion

interface Looked {
  claims: TokenClaims
  revoked: boolean
  user: User | undefined
}

/** Once per request: the hook checks the identity first, the handler's own call reuses it. */
const lookUp = perRequest<Looked>()

async function lookUpEditor(ctx: ServerContext, request: FastifyRequest): Promise<Looked> {
  const claims = accessClaims(ctx.tokens, request)
  if (claims.kind !== 'editor')
    throw new ApiError(
      403,
      'Keine Berechtigung: Diese Anmeldung gilt nur für den Live-Dialog.',
      'editor_token_required',
    )
  const { db } = ctx.database
  const revoked = await isAccessRevoked(db, claims.jti, claims.fam)
  // The user is read even for a revoked token: one request, one lookup (requireEditor refuses it first).
  return { claims, revoked, user: await findUserById(db, Number(claims.sub)) }
}
