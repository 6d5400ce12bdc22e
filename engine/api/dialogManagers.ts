import { decimalInt } from '../model/int32'
import { z } from 'zod'
import { QuestionId } from '../model/block'
import { ChatHistoryEntry } from '../model/chatHistory'
import { SurveyId } from '../model/survey'
import { Trigger } from '../model/trigger'
import { MultichatWorldSchema } from './multichatWorld'
import type { Endpoint } from './Endpoint'
import { ListedResponses } from './surveys'

/** Path ids arrive as text; managers have serial integer ids. */
export const DialogManagerId = decimalInt({ min: 1 })

export const DialogManagerParams = z.object({ dialog_manager_id: DialogManagerId })
export const SurveyParams = z.object({ survey_id: SurveyId })
export const ConnectedSurveyParams = z.object({ dialog_manager_id: DialogManagerId, survey_id: SurveyId })
export const TriggerParams = z.object({ triggerId: z.string().min(1).max(128) })

/** One dialog of a manager; the lead dialog is the first by `order` (docs/product/entities.md). */
export const ConnectedSurvey = z.object({ survey_id: SurveyId, survey_name: z.string(), order: z.number().int() })
export type ConnectedSurvey = z.infer<typeof ConnectedSurvey>

/** A manager as its lists show it; `is_owner`: the caller owns it and so may rename, copy and delete it. */
export const DialogManagerSummary = z.object({
  dialog_manager_id: z.number().int(),
  name: z.string(),
  is_owner: z.boolean(),
  connected_surveys: z.array(ConnectedSurvey),
})
export type DialogManagerSummary = z.infer<typeof DialogManagerSummary>
/** A manager in GET /api/dialogmanagers: with its players (a `multichat_progress` row), counted as GET /api/surveys counts responses. */
export const DialogManagerListItem = DialogManagerSummary.extend(ListedResponses)
export type DialogManagerListItem = z.infer<typeof DialogManagerListItem>
export const DialogManagerListResponse = z.object({ dialog_managers: z.array(DialogManagerListItem) })
export type DialogManagerListResponse = z.infer<typeof DialogManagerListResponse>

/** The name of a dialog manager, as for dialogs: trimmed, 1–200 characters. */
export const DialogManagerName = z.string().trim().min(1).max(200)

/** POST /api/dialogmanagers: a name and the dialogs to connect, lead first (none: an empty manager). */
export const CreateDialogManagerRequest = z.object({
  name: DialogManagerName,
  survey_ids: z
    .array(SurveyId)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'enthält einen Dialog doppelt' })
    .default([]),
})
export type CreateDialogManagerRequest = z.infer<typeof CreateDialogManagerRequest>
export const CreateDialogManagerResponse = z.object({ dialog_manager_id: z.number().int() })

/** docs/product/entities.md dialog manager status; without a manager only `dialog_manager_id: null` and empty lists. */
export const DialogManagerStatusResponse = z.object({
  connected_status: z.object({
    dialog_manager_id: z.number().int().nullable(),
    additional_dms: z.array(z.number().int()),
    connected_surveys: z.array(ConnectedSurvey),
  }),
  msg: z.string(),
})
export type DialogManagerStatusResponse = z.infer<typeof DialogManagerStatusResponse>

export const ConnectedSurveysResponse = z.object({ connected_surveys: z.array(ConnectedSurvey) })
export type ConnectedSurveysResponse = z.infer<typeof ConnectedSurveysResponse>

export const TriggerObjectsResponse = z.object({ trigger_objects: z.array(Trigger) })
export type TriggerObjectsResponse = z.infer<typeof TriggerObjectsResponse>

/** POST /api/create_trigger: the engine sends the whole trigger with its own `id`; others may omit it. */
export const CreateTriggerRequest = Trigger.extend({
  id: z.string().min(1).max(128).optional(),
  /** Stricter than the model: the other end must name a dialog and a question. */
  trigger: z.string().regex(/^(waitFor|moveTo|waitAPI);[A-Za-z0-9_-]{1,64};[^;]{1,64}$/, {
    error: 'erwartet Art;survey_id;unique_question_id mit Art waitFor, moveTo oder waitAPI',
  }),
  init_survey: z.boolean().optional().default(false),
  /**
   * The place in the manager's trigger list: the id of the trigger before it (null: first;
   * absent, or a trigger that is gone: last). A repeated id keeps its place.
   */
  after: z.string().min(1).max(128).nullable().optional(),
})
export type CreateTriggerRequest = z.infer<typeof CreateTriggerRequest>
export const CreateTriggerResponse = z.object({ msg: z.string(), trigger: Trigger })

export const SurveyIdBody = z.object({ survey_id: SurveyId })

/** PUT /api/dialogmanagers/{id}/name. */
export const RenameDialogManagerRequest = z.object({ name: DialogManagerName })
export type RenameDialogManagerRequest = z.infer<typeof RenameDialogManagerRequest>
export const RenameDialogManagerResponse = z.object({ dialog_manager_id: z.number().int(), name: z.string() })

/**
 * POST /api/dialogmanager/{id}/signal: the `trigger` string of a waitAPI trigger of this manager;
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
  dialog_manager_id: z.number().int().positive().max(2_147_483_647),
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
const managerView = { kind: 'manager', capability: 'view' } as const
const managerEdit = { kind: 'manager', capability: 'edit' } as const
/** Rename, copy, delete: the manager's owner (docs/multichat.md "Managing multichats"). */
const managerOwn = { kind: 'manager', capability: 'own' } as const

export const dialogManagerEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/dialogmanagers',
    summary: 'Dialogmanager, in denen man Mitglied eines Dialogs ist',
    access: editor,
    response: DialogManagerListResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers',
    summary: 'Dialogmanager anlegen',
    access: editor,
    body: CreateDialogManagerRequest,
    response: CreateDialogManagerResponse,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/dialogmanagers/:dialog_manager_id',
    summary: 'Ein Dialogmanager mit Name, Besitz und verbundenen Dialogen',
    access: managerView,
    params: DialogManagerParams,
    response: DialogManagerSummary,
  },
  {
    method: 'PUT',
    path: '/api/dialogmanagers/:dialog_manager_id/name',
    summary: 'Dialogmanager umbenennen',
    access: managerOwn,
    params: DialogManagerParams,
    body: RenameDialogManagerRequest,
    response: RenameDialogManagerResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/copy',
    summary: 'Dialogmanager kopieren (gleiche Dialoge, kopierte Trigger)',
    access: managerOwn,
    params: DialogManagerParams,
    response: CreateDialogManagerResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/dialogmanagers/:dialog_manager_id',
    summary: 'Dialogmanager löschen (die Dialoge bleiben)',
    access: managerOwn,
    params: DialogManagerParams,
    response: MessageResponse,
  },
  {
    method: 'GET',
    path: '/api/find_dialogmanager_status/:survey_id',
    summary: 'Dialogmanager eines Dialogs',
    access: { kind: 'survey', capability: 'view' },
    params: SurveyParams,
    response: DialogManagerStatusResponse,
  },
  {
    method: 'GET',
    path: '/api/get_connected_surveys/:dialog_manager_id',
    summary: 'Verbundene Dialoge, Lead zuerst',
    access: managerView,
    params: DialogManagerParams,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'GET',
    path: '/api/get_dialogmanager_trigger/:dialog_manager_id',
    summary: 'Trigger eines Dialogmanagers',
    access: managerView,
    params: DialogManagerParams,
    response: TriggerObjectsResponse,
  },
  {
    method: 'POST',
    path: '/api/create_trigger',
    summary: 'Trigger anlegen oder (gleiche id) ersetzen',
    access: managerEdit,
    body: CreateTriggerRequest,
    response: CreateTriggerResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/delete_trigger/:triggerId',
    summary: 'Trigger löschen',
    access: managerEdit,
    params: TriggerParams,
    response: MessageResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/surveys',
    summary: 'Dialog verbinden',
    access: managerEdit,
    params: DialogManagerParams,
    body: SurveyIdBody,
    response: ConnectedSurveysResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/dialogmanagers/:dialog_manager_id/surveys/:survey_id',
    summary: 'Dialog trennen',
    access: managerEdit,
    params: ConnectedSurveyParams,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanagers/:dialog_manager_id/lead',
    summary: 'Lead-Dialog wechseln',
    access: managerEdit,
    params: DialogManagerParams,
    body: SurveyIdBody,
    response: ConnectedSurveysResponse,
  },
  {
    method: 'POST',
    path: '/api/dialogmanager/:dialog_manager_id/signal',
    summary: 'waitAPI-Trigger freigeben',
    access: managerEdit,
    params: DialogManagerParams,
    body: SignalRequest,
    response: SignalResponse,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/dialogmanager/simulate_path',
    summary: 'Kürzesten Antwortweg zu einer Frage als Chatverlauf simulieren',
    access: { kind: 'manager', capability: 'test' },
    body: SimulatePathRequest,
    response: SimulatePathResponse,
  },
]
