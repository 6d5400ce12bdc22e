import { type TextProblem, textProblem, textProblemMessage, textProblemSteps } from '@engine/api/wellFormedText'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inSlices } from '../workers/slices'
import { ApiError } from './ApiError'
import { toWellFormed } from './wellFormed'

export { MAX_JSON_DEPTH } from '@engine/api/wellFormedText'

/**
 * Refuses a value with text PostgreSQL cannot hold (U+0000, a lone UTF-16 surrogate, also in an
 * object key) or nesting deeper than MAX_JSON_DEPTH: 400 invalid_input naming the field
 * (`prefix` names the value itself, a form field say). Iterative, so no input overflows the stack.
 */
export function rejectIllFormed(value: unknown, prefix?: string): void {
  if (value === undefined) return
  const problem = textProblem(value)
  if (problem) throw refusal(problem, prefix)
}

function refusal(problem: TextProblem, prefix: string | undefined): ApiError {
  const path = prefix === undefined ? problem.path : [prefix, ...problem.path]
  return new ApiError(400, textProblemMessage({ ...problem, path }), 'invalid_input')
}

/**
 * A body larger than this is checked in slices (server/workers/slices.ts): a restore of 4,000
 * blocks (1 MB) took 15-30 ms in one piece.
 */
const LARGE_BODY_BYTES = 64 * 1024

async function rejectIllFormedBody(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) <= LARGE_BODY_BYTES) return rejectIllFormed(request.body)
  const problem = await inSlices(textProblemSteps(request.body))
  if (problem) throw refusal(problem, undefined)
}

/**
 * A respondent's answer is free text from any keyboard: a lone surrogate there is replaced by
 * U+FFFD (the turn is taken) instead of refused; U+0000 is still refused. Route and body field.
 */
const CLEANED_FIELDS: Record<string, readonly string[]> = {
  'POST /api/chat': ['user_input'],
  'POST /api/multichat/:dialog_manager_id/chat': ['user_input'],
}

function cleanAnswers(request: FastifyRequest): void {
  const fields = CLEANED_FIELDS[`${request.method} ${request.routeOptions.url ?? ''}`]
  const body = request.body
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return
  const record = body as Record<string, unknown>
  for (const field of fields) {
    const text = record[field]
    if (typeof text === 'string') record[field] = toWellFormed(text)
  }
}

/**
 * For every request (app.ts): path parameters, query and JSON body, after who calls is known
 * (authorizeFirst.ts) and before any handler runs. Multipart forms are read by their handler,
 * which checks their fields and file names with rejectIllFormed.
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    rejectIllFormed(request.params)
    rejectIllFormed(request.query)
    if (typeof request.body === 'object' || typeof request.body === 'string') {
      cleanAnswers(request)
      await rejectIllFormedBody(request)
    }
  })
}
