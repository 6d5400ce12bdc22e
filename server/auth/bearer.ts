import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/ApiError'

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
