// Engine editors as the app runs them, over real HTTP: the transport does what the browser's
// fetch transport does, and the co-editing stream feeds `receive` (docs/design/coediting.md "The engine").
import { randomUUID } from 'node:crypto'
import { applyPresence, parseCoeditingEvent, type PresentEditor } from '@engine/api/coediting'
import { readErrorBody } from '@engine/api/errorCodes'
import { type DialogResponse, toEditorSnapshot } from '@engine/api/surveys'
import { createDialogEditor, type DialogEditor, type EditorSnapshot, type Transport } from '@engine/index'
import { transportError } from '@engine/sync'
import { openSse, type SseReader } from './sseReader'

export function httpTransport(base: string, token: string): Transport {
  return {
    async send(call) {
      const res = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })
      const text = await res.text()
      if (!res.ok) {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          body = undefined
        }
        throw transportError(res.status, readErrorBody(body), `${call.method} ${call.path}: ${res.status} ${text}`)
      }
      return text ? JSON.parse(text) : null
    },
  }
}

export async function loadDialog(
  base: string,
  token: string,
  surveyId: string,
): Promise<EditorSnapshot & { version: number }> {
  const res = await fetch(`${base}/api/dialog`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ survey_id: surveyId }),
  })
  if (!res.ok) throw new Error(`POST /api/dialog: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as DialogResponse
  return { ...toEditorSnapshot(body), version: body.version }
}

export interface CoeditingEditor {
  editor: DialogEditor
  /** The last presence list the stream sent. */
  presence(): readonly PresentEditor[]
  close(): void
}

/** Loads the dialog, opens an editor and its co-editing stream from the loaded version. */
export async function openCoeditingEditor(base: string, token: string, surveyId: string): Promise<CoeditingEditor> {
  const load = () => loadDialog(base, token, surveyId)
  const snapshot = await load()
  const editor = createDialogEditor({ ...snapshot, transport: httpTransport(base, token), load, newId: randomUUID })
  let presence: readonly PresentEditor[] = []
  const url = `${base}/api/surveys/${encodeURIComponent(surveyId)}/live?after_version=${snapshot.version}`
  const stream: SseReader = openSse(url, token, (raw) => {
    const event = parseCoeditingEvent(raw.type, raw.data)
    if (event?.type === 'changes') void editor.receive(event.data).catch(() => {})
    if (event?.type === 'hello') presence = event.data.editors
    if (event?.type === 'presence') presence = applyPresence(presence, event.data)
  })
  await stream.opened
  return {
    editor,
    presence: () => presence,
    close() {
      stream.close()
      editor.dispose()
    },
  }
}
