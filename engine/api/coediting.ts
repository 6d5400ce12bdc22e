import { z } from 'zod'
import { ChangeSchema } from '../changes/schema'
import { decimalInt } from '../model/int32'
import { MultichatParams } from './multichats'
import type { Endpoint } from './Endpoint'
import { SurveyIdParams } from './surveys'

/**
 * Co-editing (docs/design/coediting.md): the events of
 * `GET /api/surveys/{id}/live?after_version=N` and `GET /api/multichat/{id}/live`, a stream of
 * Server-Sent Events whose `data` is one line of JSON, and the presence call. The server writes
 * these shapes and the app parses them with `parseCoeditingEvent`; the engine takes the parsed events.
 */

export const CoeditingQuery = z.object({ after_version: decimalInt().optional() })

/** One saved edit, as `survey_events` holds it: every version after the client's, exactly once, in order. */
export const ChangesEvent = z.object({
  version: z.number().int(),
  change_id: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  changes: z.array(ChangeSchema),
})
export type ChangesEvent = z.infer<typeof ChangesEvent>

/** The gap since the client's version cannot be sent: load the dialog, then reconnect from its version. */
export const ReloadEvent = z.object({ reason: z.enum(['too_many', 'not_logged', 'unknown_version']) })

/** Something outside the versioned log changed: refresh that part. */
export const OutsideEvent = z.object({ what: z.enum(['triggers', 'training', 'members', 'settings', 'dialogs']) })

export const TypingAt = z.object({ block: z.string().min(1).max(200), key: z.string().min(1).max(100) })

/** One person with the dialog (or multichat) open; one entry per open stream. */
export const PresentEditor = z.object({
  connection_id: z.string(),
  user_id: z.number().int(),
  name: z.string(),
  /** One of eight palette colours, stable per user. */
  color: z.string(),
  /** The block this person has selected, if any. */
  selected: z.string().nullable(),
  /** The block field this person is typing in, if any. */
  typing: TypingAt.nullable(),
})
export type PresentEditor = z.infer<typeof PresentEditor>

/**
 * The first message: the dialog's version now, the id this stream's presence calls name, and
 * everyone else who has the dialog open (the same user's other streams left out). An older
 * server sent no `editors`: then the list starts empty.
 */
export const HelloEvent = z.object({
  version: z.number().int().nullable(),
  connection_id: z.string().min(1).max(64),
  editors: z.array(PresentEditor).default([]),
})

/**
 * What changed in the presence list since the last `presence` event (or the hello), at most a
 * few times a second per dialog: entries that joined, entries whose selection or typing changed
 * (whole entries, replacing the earlier ones), connection ids that left. Applying it twice
 * changes nothing (`applyPresence`).
 */
export const PresenceEvent = z.object({
  joined: z.array(PresentEditor),
  changed: z.array(PresentEditor),
  left: z.array(z.string()),
})
export type PresenceEvent = z.infer<typeof PresenceEvent>

/** The presence list after a delta: changed entries keep their place, joined ones go to the end. */
export function applyPresence(editors: readonly PresentEditor[], delta: PresenceEvent): PresentEditor[] {
  const gone = new Set(delta.left)
  const replace = new Map([...delta.joined, ...delta.changed].map((e) => [e.connection_id, e]))
  const next = editors.filter((e) => !gone.has(e.connection_id)).map((e) => replace.get(e.connection_id) ?? e)
  const known = new Set(next.map((e) => e.connection_id))
  for (const entry of replace.values())
    if (!known.has(entry.connection_id) && !gone.has(entry.connection_id)) next.push(entry)
  return next
}

/** The server ends the stream; no reconnect on `forbidden` / `not_found`, a token refresh first on `token_expired`. */
export const ClosedEvent = z.object({
  code: z.enum(['forbidden', 'not_found', 'token_expired']),
  msg: z.string(),
})

export type CoeditingEvent =
  | { type: 'hello'; data: z.infer<typeof HelloEvent> }
  | { type: 'changes'; data: ChangesEvent }
  | { type: 'reload'; data: z.infer<typeof ReloadEvent> }
  | { type: 'outside'; data: z.infer<typeof OutsideEvent> }
  | { type: 'presence'; data: z.infer<typeof PresenceEvent> }
  | { type: 'closed'; data: z.infer<typeof ClosedEvent> }

const schemas = {
  hello: HelloEvent,
  changes: ChangesEvent,
  reload: ReloadEvent,
  outside: OutsideEvent,
  presence: PresenceEvent,
  closed: ClosedEvent,
} as const

/** One SSE event (its `event:` name and `data:` text) as a typed event; undefined for unknown or malformed ones. */
export function parseCoeditingEvent(type: string, data: string): CoeditingEvent | undefined {
  if (!Object.hasOwn(schemas, type)) return undefined
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return undefined
  }
  const parsed = schemas[type as keyof typeof schemas].safeParse(json)
  return parsed.success ? ({ type, data: parsed.data } as CoeditingEvent) : undefined
}

/** POST /api/surveys/{id}/presence and /api/multichat/{id}/presence: what this stream's user is on now. */
export const PresenceBody = z.strictObject({
  connection_id: z.string().min(1).max(64),
  selected: z.string().min(1).max(200).nullable(),
  typing: TypingAt.nullable(),
})
export type PresenceBody = z.infer<typeof PresenceBody>

const view = { kind: 'survey', capability: 'view' } as const
const multichatView = { kind: 'multichat', capability: 'view' } as const

/** The co-editing stream and presence calls of a dialog and of a multichat (docs/api/coediting.md). */
export const coeditingEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/surveys/:id/live',
    summary: 'Live-Änderungen und Anwesenheit eines Dialogs (Server-Sent Events)',
    access: view,
    params: SurveyIdParams,
    query: CoeditingQuery,
    stream: true,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/presence',
    summary: 'Anwesenheit im Dialog melden (ausgewählter Block, Tippen)',
    access: view,
    params: SurveyIdParams,
    body: PresenceBody,
    status: 204,
  },
  {
    method: 'GET',
    path: '/api/multichat/:dialog_manager_id/live',
    summary: 'Live-Änderungen und Anwesenheit eines Multichats (Server-Sent Events)',
    access: multichatView,
    params: MultichatParams,
    stream: true,
  },
  {
    method: 'POST',
    path: '/api/multichat/:dialog_manager_id/presence',
    summary: 'Anwesenheit im Multichat-Editor melden',
    access: multichatView,
    params: MultichatParams,
    body: PresenceBody,
    status: 204,
  },
]
