import { readErrorBody } from '@engine/api/errorCodes'
import { type DialogResponse, toEditorSnapshot } from '@engine/api/surveys'
import type { EditorSnapshot, Transport, TransportCall } from '@engine/index'
import { transportError } from '@engine/sync'
import type { FastifyInstance } from 'fastify'
import { api } from './fixtures'

const errorBodyOf = (body: string) => {
  try {
    return readErrorBody(JSON.parse(body))
  } catch {
    return readErrorBody(undefined)
  }
}

/** The engine's transport over `app.inject`: what the browser's fetch transport does, without a socket. */
export function injectTransport(
  app: FastifyInstance,
  token: string,
  onCall?: (call: TransportCall) => void,
): Transport {
  return {
    async send(call) {
      const res = await api(app, token).call(call.method, call.path, call.body as object | undefined)
      // status, msg and code as the app's ApiError has them: the engine tells a stale version by them.
      if (res.statusCode >= 400)
        throw transportError(
          res.statusCode,
          errorBodyOf(res.body),
          `${call.method} ${call.path}: ${res.statusCode} ${res.body}`,
        )
      onCall?.(call)
      return res.json()
    },
  }
}

/** POST /api/dialog as the app loads it, turned into the editor's snapshot. */
export async function loadSnapshot(
  app: FastifyInstance,
  token: string,
  surveyId: string,
): Promise<EditorSnapshot & { version: number }> {
  const res = await api(app, token).post('/api/dialog', { survey_id: surveyId })
  if (res.statusCode !== 200) throw new Error(`POST /api/dialog: ${res.statusCode} ${res.body}`)
  const body = res.json() as DialogResponse
  return { ...toEditorSnapshot(body), version: body.version }
}
