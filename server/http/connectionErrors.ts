import type { Socket } from 'node:net'
import type { ErrorCode } from '@engine/api/errorCodes'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

interface ErrorBody {
  msg: string
  code: ErrorCode
}

const BAD_URL: ErrorBody = { msg: 'Die Adresse der Anfrage ist ungültig.', code: 'bad_request' }

/**
 * Fastify's `frameworkErrors`: refusals of the router before any route or hook runs (a path
 * whose percent-encoding does not decode, a path parameter over the router's length limit).
 * Answered as `{msg, code}` like every other error (docs/api/errors.md) instead of Fastify's
 * own body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const internal = (error.statusCode ?? 500) >= 500
  void reply
    .status(internal ? 500 : 400)
    .header('cache-control', 'no-store')
    .send(internal ? { msg: 'Interner Serverfehler.', code: 'internal_error' satisfies ErrorCode } : BAD_URL)
}

/** What Node's HTTP parser refused, by its error code (node:http "clientError"). */
function refusal(code: string | undefined): { status: number; reason: string; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      body: { msg: 'Die Kopfzeilen der Anfrage sind zu groß.', code: 'headers_too_large' },
    }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      reason: 'Request Timeout',
      body: { msg: 'Die Anfrage kam nicht rechtzeitig vollständig an.', code: 'request_timeout' },
    }
  return { status: 400, reason: 'Bad Request', body: { msg: 'Ungültige Anfrage.', code: 'bad_request' } }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (headers over Node's 16 KB
 * limit, a broken request line) never reaches Fastify, so the answer is written to the socket
 * here, as `{msg, code}` (docs/reliability/security.md#findings-3-4-11, finding 11), and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (socket.writable) {
    const { status, reason, body } = refusal(error.code)
    const json = JSON.stringify(body)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        json,
    )
  }
  socket.destroy(error)
}
