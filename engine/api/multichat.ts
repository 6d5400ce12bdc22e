import { z } from 'zod'
import { QuestionId } from '../model/block'
import { Language, SurveyId } from '../model/survey'
import { DialogPaths, PathsQuery } from './analyse'
import { ChatAwaiting, ChatBotMessage, MAX_USER_INPUT, QuestionHeadFields } from './chat'
import { MultichatWorldSchema } from './multichatWorld'
import { MultichatParams } from './multichats'
import type { Endpoint } from './Endpoint'

/**
 * The live multichat (docs/design/multichat.md, docs/multichat.md): one chat per connected dialog, like a
 * messenger with several contacts. Every call answers the state of all chats, because a turn in
 * one chat can open, move or release another (triggers).
 */

/** Public face of a multichat: what the chat list shows before anyone has answered. */
export const MultichatContact = z.object({
  survey_id: SurveyId,
  /** The contact's name in the chat list: the dialog's avatar name, else its survey name. */
  name: z.string(),
  avatar_src: z.string().nullable(),
  accent_color: z.string().nullable(),
  order: z.number().int(),
  /** The dialog's language: what its chat and, for the lead, the game's own texts are in (absent: German). */
  language: Language.optional(),
})
export type MultichatContact = z.infer<typeof MultichatContact>

export const MultichatInfoResponse = z.object({
  dialog_manager_id: z.number().int(),
  name: z.string(),
  /** Lead first (by order). */
  contacts: z.array(MultichatContact),
  /** docs/product/entities.md client config flags, taken from the lead dialog's settings. */
  config: z.object({
    notification_sound: z.boolean(),
    audio_messages: z.boolean(),
    video_messages: z.boolean(),
    background_image: z.string(),
    logo_src: z.string().nullable(),
  }),
})
export type MultichatInfoResponse = z.infer<typeof MultichatInfoResponse>

/**
 * A chat as the respondent sees it. `waiting`: started but its awaited question is held back by
 * a waitFor trigger ('trigger') or a waitAPI trigger ('signal'); `release_at` (ms since epoch)
 * when a timer will release it, so the client knows when to ask again.
 */
export const MultichatChat = z.object({
  survey_id: SurveyId,
  status: z.enum(['not_started', 'open', 'waiting', 'finished']),
  /** The bot messages this call produced in this chat, in order; on a start or resume the current question again. */
  messages: z.array(ChatBotMessage),
  /** What the input offers; null unless status is 'open'. */
  awaiting: ChatAwaiting.nullable(),
  current_question_id: z.string().nullable(),
  /** The question this call completed in this chat. */
  finished_question_id: z.string().nullable(),
  waiting_for: z.enum(['trigger', 'signal']).nullable(),
  release_at: z.number().nullable(),
  /**
   * As in /api/chat's chatbot_response_object: the open chat's awaited question, else this call's
   * last message in the chat (a held question is not revealed); null without one.
   */
  ...QuestionHeadFields,
})
export type MultichatChat = z.infer<typeof MultichatChat>

/** Lead first; `is_end`: the game is over (the lead dialog reached its end). */
export const MultichatTurnResponse = z.object({ chats: z.array(MultichatChat), is_end: z.boolean() })
export type MultichatTurnResponse = z.infer<typeof MultichatTurnResponse>

/**
 * POST /api/multichat/{id}/chat with the live token (from register_live_list over all dialogs).
 * Without `survey_id` it starts or resumes the game; with it, `user_input` answers the question
 * `unique_question_id` of that chat (a question no longer awaited answers 409, like /api/chat).
 */
export const MultichatChatRequest = z.object({
  survey_id: SurveyId.optional(),
  unique_question_id: QuestionId.nullable().optional(),
  user_input: z.string().max(MAX_USER_INPUT).optional().default(''),
})
export type MultichatChatRequest = z.infer<typeof MultichatChatRequest>

/**
 * POST /api/multichat/{id}/test_chat (editor, 'test' in every dialog of the multichat): one turn of
 * the test chat. `world: null` starts; `signal` releases a waitAPI trigger (its id) in the test.
 */
export const MultichatTestRequest = MultichatChatRequest.extend({
  world: MultichatWorldSchema.nullable(),
  signal: z.string().max(128).optional(),
})
export type MultichatTestRequest = z.infer<typeof MultichatTestRequest>
export const MultichatTestResponse = MultichatTurnResponse.extend({ world: MultichatWorldSchema })
export type MultichatTestResponse = z.infer<typeof MultichatTestResponse>

export const MultichatRestartResponse = z.object({ msg: z.literal('success') })

/**
 * GET /api/analyse_multichat/{id}/paths (issue #32, docs/analyse.md "Paths"): each dialog's paths
 * picture, lead first, over the players' conversations that started in the date range.
 */
export const MultichatPathsResponse = z.object({ dialog_manager_id: z.number().int(), dialogs: z.array(DialogPaths) })
export type MultichatPathsResponse = z.infer<typeof MultichatPathsResponse>

/** GET /api/analyse_multichat/{id} (docs/product/screens.md#routes AnalyseMultiChat, 'analyse' in every dialog). */
export const MultichatAnalysisResponse = z.object({
  dialog_manager_id: z.number().int(),
  name: z.string(),
  players_started: z.number().int(),
  /** Finished: the lead dialog reached its end (docs/multichat.md). */
  players_finished: z.number().int(),
  /** Added field: unsolved players active within IDLE_TIMEOUT_MINUTES (engine/api/analyse.ts); they are not stuck. */
  players_running: z.number().int(),
  /** Median and mean seconds from a player's first turn to the end of the lead dialog; null without finished players. */
  median_seconds_to_solve: z.number().nullable(),
  average_seconds_to_solve: z.number().nullable(),
  /** Unfinished players idle longer than IDLE_TIMEOUT_MINUTES by the question they last stood at, most first. */
  stuck: z.array(
    z.object({
      survey_id: SurveyId,
      survey_name: z.string(),
      unique_question_id: z.string(),
      question: z.string(),
      players: z.number().int(),
    }),
  ),
  /** Per dialog: players who started it, finished it, play in it now (`running`, added), and are stuck in it. */
  dialogs: z.array(
    z.object({
      survey_id: SurveyId,
      survey_name: z.string(),
      started: z.number().int(),
      finished: z.number().int(),
      running: z.number().int(),
      stuck: z.number().int(),
    }),
  ),
})
export type MultichatAnalysisResponse = z.infer<typeof MultichatAnalysisResponse>

const multichatTest = { kind: 'multichat', capability: 'test' } as const

export const multichatEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/multichat/:dialog_manager_id',
    summary: 'Öffentliche Angaben eines Multichats (Kontakte, Einstellungen)',
    access: { kind: 'public' },
    params: MultichatParams,
    response: MultichatInfoResponse,
  },
  {
    method: 'POST',
    path: '/api/multichat/:dialog_manager_id/chat',
    summary: 'Multichat starten, fortsetzen oder in einem Chat antworten',
    access: { kind: 'live' },
    params: MultichatParams,
    body: MultichatChatRequest,
    response: MultichatTurnResponse,
  },
  {
    method: 'POST',
    path: '/api/multichat/:dialog_manager_id/restart',
    summary: 'Das ganze Spiel neu starten',
    access: { kind: 'live' },
    params: MultichatParams,
    response: MultichatRestartResponse,
  },
  {
    method: 'POST',
    path: '/api/multichat/:dialog_manager_id/delete',
    summary: 'Eigene Spieldaten löschen (alle Chats des Spiels)',
    access: { kind: 'live' },
    params: MultichatParams,
    response: MultichatRestartResponse,
  },
  {
    method: 'POST',
    path: '/api/multichat/:dialog_manager_id/test_chat',
    summary: 'Ein Zug im Test-Multichat des Editors',
    access: multichatTest,
    params: MultichatParams,
    body: MultichatTestRequest,
    response: MultichatTestResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse_multichat/:dialog_manager_id',
    summary: 'Auswertung eines Multichats (Tatort-Game)',
    access: { kind: 'multichat', capability: 'analyse' },
    params: MultichatParams,
    response: MultichatAnalysisResponse,
  },
  {
    method: 'GET',
    path: '/api/analyse_multichat/:dialog_manager_id/paths',
    summary: 'Wege der Spieler durch jeden Dialog des Multichats',
    access: { kind: 'multichat', capability: 'analyse' },
    params: MultichatParams,
    query: PathsQuery,
    response: MultichatPathsResponse,
  },
]
