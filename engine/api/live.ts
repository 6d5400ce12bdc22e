import { z } from 'zod'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/** POST /api/register_live, docs/product/calls.md. */
export const RegisterLiveRequest = z.object({ survey_id: SurveyId })
export type RegisterLiveRequest = z.infer<typeof RegisterLiveRequest>

/** POST /api/register_live_list: one identity for all dialogs of a multichat. */
export const RegisterLiveListRequest = z.object({ survey_id_list: z.array(SurveyId).min(1).max(100) })
export type RegisterLiveListRequest = z.infer<typeof RegisterLiveListRequest>

/** docs/product/calls.md; `user_id` is the respondent's id (its own id space, not an editor's). */
export const RegisterLiveResponse = z.object({
  success: z.literal(true),
  username_live: z.string(),
  token_live: z.string(),
  refresh_token_live: z.string(),
  user_id: z.number().int(),
})
export type RegisterLiveResponse = z.infer<typeof RegisterLiveResponse>

export const liveRegistrationEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/register_live',
    rateLimited: true,
    summary: 'Anonyme Teilnahme an einem Live-Dialog',
    access: { kind: 'public' },
    body: RegisterLiveRequest,
    response: RegisterLiveResponse,
  },
  {
    method: 'POST',
    path: '/api/register_live_list',
    rateLimited: true,
    summary: 'Anonyme Teilnahme an mehreren Dialogen (Multichat)',
    access: { kind: 'public' },
    body: RegisterLiveListRequest,
    response: RegisterLiveResponse,
  },
]

/** POST /api/restart_delete, docs/product/calls.md: restart clears the conversation, delete erases it (docs/design/live.md). */
export const RestartDeleteRequest = z.object({ survey_id: SurveyId, action: z.enum(['restart', 'delete']) })
export type RestartDeleteRequest = z.infer<typeof RestartDeleteRequest>

/** `language` lets the client go to /exit/deleted_{language} after a delete. */
export const RestartDeleteResponse = z.object({
  msg: z.literal('success'),
  action: z.enum(['restart', 'delete']),
  language: z.string(),
})
export type RestartDeleteResponse = z.infer<typeof RestartDeleteResponse>

export const liveEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/restart_delete',
    summary: 'Live-Dialog neu starten oder eigene Daten löschen',
    access: { kind: 'live' },
    body: RestartDeleteRequest,
    response: RestartDeleteResponse,
  },
]
