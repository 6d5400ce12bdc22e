import type { ServerResponse } from 'node:http'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
  json: LightMyRequestResponse['json']
}

/**
 * `app.inject` for any call of the contract, co-editing streams included (docs/api/coediting.md): a
 * stream that opened (`text/event-stream`, which never ends on its own) is answered with its
 * status and closed at once, as a client going away; every other answer is read whole.
 */
export async function injectAny(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const res = await app.inject({ ...options, payloadAsStream: true })
  const headers = res.headers as Record<string, unknown>
  if (String(headers['content-type'] ?? '').startsWith('text/event-stream')) {
    ;(res.raw.res as ServerResponse).destroy()
    return { statusCode: res.statusCode, headers, body: '', json: () => undefined as never }
  }
  const chunks: Buffer[] = []
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk as Uint8Array))
  const body = Buffer.concat(chunks).toString()
  return { statusCode: res.statusCode, headers, body, json: () => JSON.parse(body) as never }
}
