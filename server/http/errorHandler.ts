import type { ErrorCode } from '@engine/api/errorCodes'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { WorkerPoolFull, WorkerTaskAborted } from '../workers/workerPool'
import { ApiError } from './ApiError'
import { ServerBusyError } from './serverBusy'

interface ErrorBody {
  msg: string
  code: ErrorCode
}

const TOO_LARGE: ErrorBody = { msg: 'Die Anfrage ist zu groß.', code: 'body_too_large' }
const UNSUPPORTED: ErrorBody = {
  msg: 'Dieser Inhaltstyp wird nicht unterstützt; erwartet wird JSON.',
  code: 'unsupported_media_type',
}

/** German texts and codes for Fastify's own client errors, so no English framework text reaches a user. */
const frameworkErrors: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { msg: 'Der Anfragekörper ist kein gültiges JSON.', code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { msg: 'Der Anfragekörper ist leer, erwartet wird JSON.', code: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { msg: 'Die Länge der Anfrage ist ungültig.', code: 'bad_request' },
}

/**
 * A framework refusal without its own entry (a plugin's 404 or 406, say). Its code follows the
 * status so the pair stays one engine/api/errorCodes.ts lists; statuses the table has no code for
 * are answered as 400, the generic malformed request.
 */
function otherClientError(status: number): { status: number; body: ErrorBody } {
  if (status === 404) return { status, body: { msg: 'Nicht gefunden.', code: 'not_found' } }
  if (status === 413) return { status, body: TOO_LARGE }
  if (status === 415) return { status, body: UNSUPPORTED }
  return { status: 400, body: { msg: 'Ungültige Anfrage.', code: 'bad_request' } }
}

const INTERNAL_ERROR: ErrorBody = {
  msg: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
  code: 'internal_error',
}

/**
 * The one error handler: every error answer is `{msg, code}` (engine/api/errorCodes.ts). Typed
 * errors carry both; framework client errors get a German text and their code; anything else
 * is a 500 whose details go only to the log.
 */
export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send({ msg: error.msg, code: error.code })
  }
  // Heavy work a request waited for in a worker thread (docs/design/jobs.md): a full pool or a
  // task ended by its time or memory cap is the server being busy, not a fault of the caller.
  if ((error as unknown) instanceof WorkerPoolFull || (error as unknown) instanceof WorkerTaskAborted) {
    request.log.warn({ err: error }, 'worker task refused or ended')
    const busy = new ServerBusyError()
    return reply.status(busy.status).send({ msg: busy.msg, code: busy.code })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const known = frameworkErrors[error.code]
    if (known) return reply.status(status).send(known)
    const other = otherClientError(status)
    return reply.status(other.status).send(other.body)
  }
  request.log.error({ err: error }, 'unhandled error')
  return reply.status(500).send(INTERNAL_ERROR)
}
