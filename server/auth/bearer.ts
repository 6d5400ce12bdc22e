import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/ApiError'
import type { TokenClaims, TokenIssuer } from './tokens'

/** Reads `Authorization: Bearer <JWT>` with flask-jwt-extended's error texts. */
export function readBearer(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (!header) throw new ApiError(401, 'Missing Authorization Header', 'missing_token')
  const match = /^Bearer (\S+)$/.exec(header.trim())
  if (!match?.[1]) {
    throw new ApiError(422, "Bad Authorization header. Expected 'Authorization: Bearer <JWT>'", 'invalid_auth_header')
  }
  return match[1]
}

const verifiedAccess = new WeakMap<FastifyRequest, TokenClaims>()

/**
 * The request's access token, verified once per request: the account gate, the identity check
 * and the handler all read it (authorization once). A request `askedAgain` (perRequest.ts) is a
 * new object and verifies again, so a co-editing stream's re-check still sees an expired token.
 */
export function accessClaims(tokens: Pick<TokenIssuer, 'verify'>, request: FastifyRequest): TokenClaims {
  let claims = verifiedAccess.get(request)
  if (!claims) verifiedAccess.set(request, (claims = tokens.verify(readBearer(request), 'access')))
  return claims
}
