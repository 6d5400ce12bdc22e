import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { revokedTokens } from '../db/schema'
import { ApiError } from '../http/ApiError'
import { type User, findUserById } from '../repositories/users'
import { readBearer } from './bearer'
import type { TokenClaims } from './tokens'

export interface Editor {
  user: User
  claims: TokenClaims
}

/**
 * The logged-in editor behind a request, checked against the database on every call
 * (docs/design/conventions.md): a valid access token of an editor, not revoked, of an existing, enabled account.
 * `fresh: true` for calls that need a password login of this session (excel export, account).
 */
export async function requireEditor(
  ctx: ServerContext,
  request: FastifyRequest,
  options: { fresh?: boolean } = {},
): Promise<Editor> {
  const claims = ctx.tokens.verify(readBearer(request), 'access')
  if (claims.kind !== 'editor')
    throw new ApiError(
      403,
      'Keine Berechtigung: Diese Anmeldung gilt nur für den Live-Dialog.',
      'editor_token_required',
    )
  const { db } = ctx.database
  const revoked = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, claims.jti))
    .limit(1)
  if (revoked.length > 0) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  if (options.fresh && !claims.fresh) throw new ApiError(401, 'Fresh token required', 'fresh_token_required')
  const user = await findUserById(db, Number(claims.sub))
  if (!user) throw new ApiError(401, 'Token has been revoked', 'token_revoked')
  if (user.disabled) throw new ApiError(403, 'Account is disabled.', 'account_disabled')
  return { user, claims }
}
