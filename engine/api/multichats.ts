import { decimalInt } from '../model/int32'
import { z } from 'zod'
import { QuestionId } from '../model/block'
import { ChatHistoryEntry } from '../model/chatHistory'
import { MAX_DIALOGS_PER_MULTICHAT } from '../model/limits'
import { SurveyId } from '../model/survey'
import { Trigger } from '../model/trigger'
import { MultichatWorldSchema } from './multichatWorld'
import type { Endpoint } from './Endpoint'
import { ListedResponses } from './surveys'

/** Path ids arrive as text; multichats have serial integer ids. */
export const MultichatId = decimalInt({ min: 1 })
/**
 * A multichat named in a body (a JSON number): the ids MultichatId takes, so that a body naming 0 or
 * a negative id is refused as invalid input before the handler asks for the multichat's access.
 */
export const MultichatIdNumber = z.number().int().positive().max(2_147_483_647)

export const MultichatParams = z.object({ dialog_manager_id: MultichatId })
export const SurveyParams = z.object({ survey_id: SurveyId })
export const ConnectedSurveyParams = z.object({ dialog_manager_id: MultichatId, survey_id: SurveyId })
export const TriggerParams = z.object({ triggerId: z.string().min(1).max(128) })

/** One dialog of a multichat; the lead dialog is the first by `order` (docs/product/entities.md). */
export const ConnectedSurvey = z.object({ survey_id: SurveyId, survey_name: z.string(), order: z.number().int() })
export type ConnectedSurvey = z.infer<typeof ConnectedSurvey>

/** A multichat as its lists show it; `is_owner`: the caller owns it and so may rename, copy and delete it. */
export const MultichatSummary = z.object({
  dialog_manager_id: z.number().int(),
  name: z.string(),
  is_owner: z.boolean(),
  connected_surveys: z.array(ConnectedSurvey),
})
export type MultichatSummary = z.infer<typeof MultichatSummary>
/** A multichat in GET /api/dialogmanagers: with its players (a `multichat_progress` row), counted as GET /api/surveys counts responses. */
export const MultichatListItem = MultichatSummary.extend(ListedResponses)
export type MultichatListItem = z.infer<typeof MultichatListItem>
export const MultichatListResponse = z.object({ dialog_managers: z.array(MultichatListItem) })
export type MultichatListResponse = z.infer<typeof MultichatListResponse>

/** The name of a multichat, as for dialogs: trimmed, 1–200 characters. */
export const MultichatName = z.string().trim().min(1).max(200)

/** POST /api/dialogmanagers: a name and the dialogs to connect, lead first (none: an empty multichat). */
export const CreateMultichatRequest = z.object({
  name: MultichatName,
  survey_ids: z
    .array(SurveyId)
    .max(MAX_DIALOGS_PER_MULTICHAT)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'enthält einen Dialog doppelt' })
    .default([]),
})
export type CreateMultichatRequest = z.infer<typeof CreateMultichatRequest>
export const CreateMultichatResponse = z.object({ dialog_manager_id: z.number().int() })

/** docs/product/entities.md multichat status; without a multichat only `dialog_manager_id: null` and empty lists. */
export const MultichatStatusResponse = z.object({
  connected_status: z.object({
    dialog_manager_id: z.number().int().nullable(),
    additional_dms: z.array(z.number().int()),
    connected_surveys: z.array(ConnectedSurvey),
  }),
  msg: z.string(),
})
export type MultichatStatusResponse = z.infer<typeof MultichatStatusResponse>

export const ConnectedSurveysResponse = z.object({ connected_surveys: z.array(ConnectedSurvey) })
export type ConnectedSurveysResponse = z.infer<typeof ConnectedSurveysResponse>

export const TriggerObjectsResponse = z.object({ trigger_objects: z.array(Trigger) })
export type TriggerObjectsResponse = z.infer<typeof TriggerObjectsResponse>

/** POST /api/create_trigger: the engine sends the whole trigger with its own `id`; others may omit it. */
export const CreateTriggerRequest = Trigger.extend({
  dialog_manager_id: MultichatIdNumber,
  id: z.string().min(1).max(128).optional(),
  /** Stricter than the model: the other end must name a dialog and a question. */
  trigger: z.string().regex(/^(waitFor|moveTo|waitAPI);[A-Za-z0-9_-]{1,64};[^;]{1,64}$/, {
    error: 'erwartet Art;survey_id;unique_question_id mit Art waitFor, moveTo oder waitAPI',
  }),
  init_survey: z.boolean().optional().default(false),
  /**
   * The place in the multichat's trigger list: the id of the trigger before it (null: first;
   * absent, or a trigger that is gone: last). A repeated id keeps its place.
   */
  after: z.string().min(1).max(128).nullable().optional(),
})
export type CreateTriggerRequest = z.infer<typeof CreateTriggerRequest>
export const CreateTriggerResponse = z.object({ msg: z.string(), trigger: Trigger })

export const SurveyIdBody = z.object({ survey_id: SurveyId })

/** PUT /api/dialogmanagers/{id}/name. */
export const RenameMultichatRequest = z.object({ name: MultichatName })
export type RenameMultichatRequest = z.infer<typeof RenameMultichatRequest>
export const RenameMultichatResponse = z.object({ dialog_manager_id: z.number().int(), name: z.string() })

/**
 * POST /api/dialogmanager/{id}/signal: the `trigger` string of a waitAPI trigger of this multichat;
 * with `user_id` (a respondent's id from register_live) only that player is released.
 */
export const SignalRequest = z.object({
  trigger: z
    .string()
    .regex(/^waitAPI;[A-Za-z0-9_-]{1,64};[^;]{1,64}$/, { error: 'erwartet waitAPI;survey_id;unique_question_id' }),
  user_id: z.number().int().positive().max(2_147_483_647).optional(),
})
export type SignalRequest = z.infer<typeof SignalRequest>
export const SignalResponse = z.object({ msg: z.string(), signal_id: z.number().int(), released: z.number().int() })

export const MessageResponse = z.object({ msg: z.string() })

/** POST /api/dialogmanager/simulate_path (docs/product/calls.md, docs/design/multichat.md). */
export const SimulatePathRequest = z.object({
  dialog_manager_id: MultichatIdNumber,
  target_unique_question_id: QuestionId,
})
export type SimulatePathRequest = z.infer<typeof SimulatePathRequest>
/**
 * The way to the target as local chat history per survey id (docs/product/entities.md); `answers`: how many
 * replies it took; `world`: the game after it, for POST /api/multichat/:id/test_chat to go on from.
 */
export const SimulatePathResponse = z.object({
  histories: z.record(SurveyId, z.array(ChatHistoryEntry)),
  answers: z.number().int().min(0),
  world: MultichatWorldSchema,
})
export type SimulatePathResponse = z.infer<typeof SimulatePathResponse>

const editor = { kind: 'editor' } as const
const multichatView = { kind: 'multichat', capability: 'view' } as const
const multichatEdit = { kind: 'multichat', capability: 'edit' } as const
/** Rename, copy, delete: the multichat's owner (docs/multichat.md "Managing multichats"). */
const multichatOwn = { kind: 'multichat', capability: 'own' } as const

export const multichatsEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/dialogmanagers',
    summary: 'Dialogmanager, in denen man Mitglied eines Dialogs ist',
    access: editor,
    response: MultichatListResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers',
    summary: 'Dialogmanager anlegen',
    access: editor,
    body: CreateMultichatRequest,
    response: CreateMultichatResponse,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/dialogmanagers/:dialog_manager_id',
    summary: 'Ein Dialogmanager mit Name, Besitz und verbundenen Dialogen',
    access: multichatView,
    params: MultichatParams,
    response: MultichatSummary,
  },
  {
    method: 'PUT',
    path: '/api/dialogmanagers/:dialog_manager_id/name',
    summary: 'Dialogmanager umbenennen',
    access: multichatOwn,
    params: MultichatParams,
    body: RenameMultichatRequest,
    response: RenameMultichatResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/copy',
    summary: 'Dialogmanager kopieren (gleiche Dialoge, kopierte Trigger)',
    access: multichatOwn,
    params: MultichatParams,
    response: CreateMultichatResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/dialogmanagers/:dialog_manager_id',
    summary: 'Dialogmanager löschen (die Dialoge bleiben)',
    access: multichatOwn,
    params: MultichatParams,
    response: MessageResponse,
  },
  {
    method: 'GET',
    path: '/api/find_dialogmanager_status/:survey_id',
    summary: 'Dialogmanager eines Dialogs',
    access: { kind: 'survey', capability: 'view' },
    params: SurveyParams,
    response: MultichatStatusResponse,
  },
  {
    method: 'GET',
    path: '/api/get_connected_surveys/:dialog_manager_id',
    summary: 'Verbundene Dialoge, Lead zuerst',
    access: multichatView,
    params: MultichatParams,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'GET',
    path: '/api/get_dialogmanager_trigger/:dialog_manager_id',
    summary: 'Trigger eines Dialogmanagers',
    access: multichatView,
    params: MultichatParams,
    response: TriggerObjectsResponse,
  },
  {
    method: 'POST',
    path: '/api/create_trigger',
    summary: 'Trigger anlegen oder (gleiche id) ersetzen',
    access: multichatEdit,
    body: CreateTriggerRequest,
    response: CreateTriggerResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/delete_trigger/:triggerId',
    summary: 'Trigger löschen',
    access: multichatEdit,
    params: TriggerParams,
    response: MessageResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/surveys',
    summary: 'Dialog verbinden',
    access: multichatEdit,
    params: MultichatParams,
    body: SurveyIdBody,
    response: ConnectedSurveysResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/dialogmanagers/:dialog_manager_id/surveys/:survey_id',
    summary: 'Dialog trennen',
    access: multichatEdit,
    params: ConnectedSurveyParams,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/lead',
    summary: 'Lead-Dialog wechseln',
    access: multichatEdit,
    params: MultichatParams,
    body: SurveyIdBody,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanager/:dialog_manager_id/signal',
    summary: 'waitAPI-Trigger freigeben',
    access: multichatEdit,
    params: MultichatParams,
    body: SignalRequest,
    response: SignalResponse,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/dialogmanager/simulate_path',
    summary: 'Kürzesten Antwortweg zu einer Frage als Chatverlauf simulieren',
    access: { kind: 'multichat', capability: 'test' },
    body: SimulatePathRequest,
    response: SimulatePathResponse,
  },
]
