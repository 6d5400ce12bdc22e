import type { FastifyRequest } from 'fastify'
import { ApiError } from './ApiError'

const nullCharError = () =>
  new ApiError(400, 'Ungültige Eingabe: Ein Text enthält ein unzulässiges Nullzeichen (U+0000).', 'invalid_input')

/**
 * PostgreSQL cannot store or even compare U+0000 in text or jsonb; without this check such a
 * value would fail inside the database as a 500 instead of a 400 naming the problem.
 */
export function rejectNullChars(value: unknown): void {
  if (value !== undefined && JSON.stringify(value).includes('\\u0000')) throw nullCharError()
}

/** For every request (app.ts): path parameters, query and JSON body, before any route runs. */
export async function rejectNullCharsHook(request: FastifyRequest): Promise<void> {
  rejectNullChars(request.params)
  rejectNullChars(request.query)
  if (typeof request.body === 'object' || typeof request.body === 'string') rejectNullChars(request.body)
}
