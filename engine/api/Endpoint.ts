import type { z } from 'zod'

/** What a survey-scoped call needs (docs/design/conventions.md role table); `view` is reading the dialog. */
export type Capability = 'view' | 'edit' | 'train' | 'test' | 'analyse' | 'share' | 'own'

/**
 * Who may call an endpoint: anyone, a logged-in editor (optionally with a fresh token), the
 * holder of a refresh token, a live respondent, or a member of the dialog named in the request
 * with a capability.
 */
export type Access =
  | { kind: 'public' }
  /** `orLive`: a live respondent's access token is accepted as well (logout ends either). */
  | { kind: 'editor'; fresh?: boolean; orLive?: boolean }
  | { kind: 'refresh' }
  | { kind: 'live' }
  /**
   * `fresh`: the call also needs a token from a password or magic-link login (docs/design/conventions.md).
   * `bodyField`: the body's field that names the dialog, where it is not `survey_id`; then only it
   * does, so the dialog checked is the one the handler acts on.
   */
  | { kind: 'survey'; capability: Capability; fresh?: boolean; bodyField?: 'item' }
  /** A multichat (in the path or the body): the capability in every one of its dialogs (`own`: its owner). */
  | { kind: 'multichat'; capability: Capability }

/** One call of the HTTP contract; the table of them drives OpenAPI, the auth matrix and the fuzz test. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Fastify style: `/api/surveys/:survey_id/copy`. */
  path: string
  summary: string
  access: Access
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response?: z.ZodType
  /**
   * Answers a stream of Server-Sent Events (`text/event-stream`) that stays open, not JSON
   * (docs/api/coediting.md); refusals are JSON `{msg, code}` as everywhere.
   */
  stream?: true
  /** Success status, 200 unless said otherwise. */
  status?: number
  /**
   * Sends mail or creates an identity, so it is limited per address and per client (429 with
   * Retry-After, docs/api/auth.md); server/routes/rateLimits.ts holds the numbers for exactly these.
   */
  rateLimited?: true
}
