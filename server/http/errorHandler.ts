import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './ApiError'

/** German texts for Fastify's own client errors, so no English framework text reaches a user. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Der Anfragekörper ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Der Anfragekörper ist leer, erwartet wird JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieser Inhaltstyp wird nicht unterstützt; erwartet wird JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Länge der Anfrage ist ungültig.',
}

/** One error handler (STYLE.md): typed errors become `{msg}`; anything else is a logged 500. */
export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.status).send({ msg: error.msg })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const msg = frameworkMessages[error.code] ?? 'Ungültige Anfrage.'
    return reply.status(status).send({ msg })
  }
  request.log.error({ err: error }, 'unhandled error')
  return reply.status(500).send({ msg: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.' })
}
