import { z } from 'zod'
import { decimalInt } from '../model/int32'
import { ChangeSchema } from '../changes/schema'
import { Block, BlockType, QuestionId } from '../model/block'
import { Connection } from '../model/connection'
import { ExitCondition } from '../model/exitCondition'
import type { EditorSnapshot } from '../model/snapshot'
import { Language, RESPONDENT_FLAGS, type RespondentFlag, Survey, SurveyId } from '../model/survey'
import { Trigger } from '../model/trigger'
import type { Endpoint } from './Endpoint'

/** A body naming one dialog (POST /api/dialog, get_survey_data_configurator, get_survey_language). */
export const SurveyIdBody = z.object({ survey_id: SurveyId })
export type SurveyIdBody = z.infer<typeof SurveyIdBody>

/** Path parameter of /api/surveys/{id}/…. */
export const SurveyIdParams = z.object({ id: SurveyId })
export type SurveyIdParams = z.infer<typeof SurveyIdParams>

export const SurveyRole = z.enum(['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'])

/** GET /api/surveys (docs/product/calls.md#further-calls): the dashboard list, own and shared dialogs. */
/**
 * The dashboard counts a dialog's (and a multichat's) responses up to this many; past it the list
 * says "10.000+" (`responses_capped`). Keeps GET /api/surveys one bounded query however many
 * respondents a dialog has (docs/api/surveys.md).
 */
export const LISTED_RESPONSES_CAP = 10_000

/** A response count of a list: exact up to the cap, else the cap with `responses_capped: true`. */
export const ListedResponses = {
  /** Live respondents who started (a `conversations` row; Testen stores none), at most LISTED_RESPONSES_CAP. */
  responses: z.number().int().min(0),
  /** True when there are more than LISTED_RESPONSES_CAP. */
  responses_capped: z.boolean(),
}

export const SurveyListItem = z.object({
  survey_id: SurveyId,
  survey_name: z.string(),
  active: z.boolean(),
  role: SurveyRole,
  dialog_manager_id: z.number().int().nullable(),
  /** ISO 8601: time of the last accepted edit. */
  updated_on: z.string(),
  ...ListedResponses,
  /** The module flags (docs/product/screens.md "Dashboard"): the card offers no module whose flag is 0. */
  ...Survey.pick({ bearbeiten: true, intrance: true, testen: true, live_switch: true, analyse: true }).shape,
})
export const SurveyListResponse = z.object({ surveys: z.array(SurveyListItem) })
export type SurveyListResponse = z.infer<typeof SurveyListResponse>

export const CreateSurveyRequest = z.object({
  survey_name: z.string().trim().min(1).max(200),
  language: Language.optional(),
})
export type CreateSurveyRequest = z.infer<typeof CreateSurveyRequest>

export const CreateSurveyResponse = z.object({ survey_id: SurveyId })
export type CreateSurveyResponse = z.infer<typeof CreateSurveyResponse>

export const SuccessResponse = z.object({ msg: z.literal('success') })

/**
 * GET /api/surveys/{id}/events?after=seq&after_version=n: the edit log after `seq` (and, if given,
 * after version `n`: events from before the change log have no version and are left out), oldest
 * first, one page.
 */
export const SurveyEventsQuery = z.object({
  after: decimalInt().default(0),
  after_version: decimalInt().optional(),
})
export const SurveyEvent = z.object({
  seq: z.number().int(),
  actor_id: z.number().int().nullable(),
  /** A legacy call's request `{method, path, body}`; null for POST /changes. */
  entry: z.unknown(),
  /** The dialog's version after the edit; null for events from before the change log. */
  version: z.number().int().nullable(),
  /** The idempotency key of POST /changes; null for legacy calls and old events. */
  change_id: z.string().nullable(),
  /** The changes as applied (engine/changes); null for events from before the change log. */
  changes: z.array(ChangeSchema).nullable(),
  created_on: z.string(),
})
export const SurveyEventsResponse = z.object({
  events: z.array(SurveyEvent),
  /**
   * There may be events after this page: it holds 1000 events, or fewer for their size (a page
   * holds at most 4 MB of JSON, at least one event). Ask again from the last seq or version.
   */
  more: z.boolean(),
})
export type SurveyEventsResponse = z.infer<typeof SurveyEventsResponse>

/**
 * GET /api/surveys/{id}/publication: whether the dialog is live and whether it ever was, so the
 * Teilen tab tells a dialog that was never live from one that ended (docs/app.md "Publishing").
 */
export const SurveyPublicationResponse = z.object({
  active: z.boolean(),
  /** Live now, or switched live at some time before (the edit log has the switch). */
  ever_live: z.boolean(),
  /** When it was last switched off (ISO 8601); null while live or when never switched off. */
  ended_at: z.string().nullable(),
})
export type SurveyPublicationResponse = z.infer<typeof SurveyPublicationResponse>

/**
 * POST /api/dialog: the survey fields of docs/product/entities.md with its blocks in order, plus what the
 * editor needs beside them. `toEditorSnapshot` turns it into what `createDialogEditor` loads.
 */
export const DialogResponse = Survey.extend({
  all_questions: z.array(Block),
  /** The block types an editor can add. */
  templ_options: z.array(BlockType),
  connections: z.array(Connection),
  triggers: z.array(Trigger),
  gpt_exit_conditions: z.array(ExitCondition),
  /** Number of accepted edits; send it back as `expected_version` to refuse stale edits. */
  version: z.number().int().min(0),
  /** The caller's role (POST /api/dialog), so the app offers only what the role may do. */
  role: SurveyRole.optional(),
})
export type DialogResponse = z.infer<typeof DialogResponse>

/** POST /api/get_survey_data_configurator: the dialog plus training examples per block. */
export const ConfiguratorResponse = DialogResponse.extend({
  training_examples_count: z.record(QuestionId, z.number().int().min(0)),
  /** The same per intent handle of each block: the checks' "too few examples" (docs/engine.md "Checks"). */
  training_examples_by_intent: z.record(QuestionId, z.record(z.string(), z.number().int().min(0))).optional(),
})
export type ConfiguratorResponse = z.infer<typeof ConfiguratorResponse>

export function toEditorSnapshot(response: DialogResponse): EditorSnapshot {
  const { connections, triggers, gpt_exit_conditions, role: _role, version, ...survey } = response
  return { survey, connections, triggers, exitConditions: gpt_exit_conditions, version }
}

/** docs/product/entities.md survey language fragments, shown by the live bar. */
export const LanguageFragments = z.object({
  restart: z.string(),
  delete: z.string(),
  privacy: z.string(),
  restart_pop_up: z.object({ header: z.string(), text: z.string(), btn_back: z.string(), btn_restart: z.string() }),
  delete_pop_up: z.object({ header: z.string(), text: z.string(), btn_back: z.string(), btn_delete: z.string() }),
})
export type LanguageFragments = z.infer<typeof LanguageFragments>

export const SurveyLanguageResponse = z.object({
  nav_bar_information: z.object({ navar_language_fragments: LanguageFragments, language: Language }),
})
export type SurveyLanguageResponse = z.infer<typeof SurveyLanguageResponse>

export const GetConfigQuery = z.object({ survey_id: SurveyId })

/** docs/product/entities.md: the respondent settings that are switches of the client config. */
export const CLIENT_CONFIG_FLAGS = [
  'video_messages',
  'audio_messages',
  'notification_sound',
] as const satisfies readonly RespondentFlag[]
type ClientConfigFlag = (typeof CLIENT_CONFIG_FLAGS)[number]

/**
 * Every other respondent setting is a field of get_config itself (docs/runtime.md "Respondent
 * settings"): a new one in RESPONDENT_FLAGS reaches the live pages with no line here or in the server.
 */
export const GET_CONFIG_FLAGS = RESPONDENT_FLAGS.filter(
  (flag): flag is Exclude<RespondentFlag, ClientConfigFlag> =>
    !(CLIENT_CONFIG_FLAGS as readonly string[]).includes(flag),
)

const flagFields = <F extends RespondentFlag>(flags: readonly F[]) =>
  Object.fromEntries(flags.map((flag) => [flag, z.boolean()])) as { [K in F]: z.ZodBoolean }

/** The dialog's value of each of `flags`, as get_config answers them. */
export const flagValues = <F extends RespondentFlag>(survey: Survey, flags: readonly F[]) =>
  Object.fromEntries(flags.map((flag) => [flag, survey[flag]])) as { [K in F]: boolean }

/** docs/product/entities.md client config, as far as the dialog's settings define it. */
export const ClientConfig = z.object({
  accent_color: z.string().nullable(),
  logo_src: z.string().nullable(),
  avatar_src: z.string().nullable(),
  avatar_name: z.string(),
  ...flagFields(CLIENT_CONFIG_FLAGS),
  background_image: z.string(),
})

export const GetConfigResponse = z.object({
  config: ClientConfig,
  survey_name: z.string(),
  avatar_name: z.string(),
  background_link: z.string(),
  speed: z.number(),
  /** messenger_ui, feedback_allowed, training_mode: the respondent settings outside the client config. */
  ...flagFields(GET_CONFIG_FLAGS),
  survey_id_int: z.number().int(),
  /**
   * Where the public pages live (PUBLIC_URL, default http://localhost:PORT; no trailing slash): the
   * Teilen tab builds the dialog's link, embed snippet and QR code from it (docs/app.md "Publishing").
   */
  public_url: z.string(),
})
export type GetConfigResponse = z.infer<typeof GetConfigResponse>

export const TrainingJumpsParams = z.object({ id: SurveyId, questionId: QuestionId })
export const TrainingJumpsResponse = z.object({
  unique_question_id: QuestionId,
  jumps: z.array(
    z.object({
      handle: z.string(),
      target: QuestionId,
      examples: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
})
export type TrainingJumpsResponse = z.infer<typeof TrainingJumpsResponse>

const view = { kind: 'survey', capability: 'view' } as const
const editor = { kind: 'editor' } as const

export const surveyEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/surveys',
    summary: 'Eigene und geteilte Dialoge mit der eigenen Rolle',
    access: editor,
    response: SurveyListResponse,
  },
  {
    method: 'POST',
    path: '/api/surveys',
    summary: 'Neuen Dialog anlegen',
    access: editor,
    body: CreateSurveyRequest,
    response: CreateSurveyResponse,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/copy',
    summary: 'Dialog kopieren',
    access: { kind: 'survey', capability: 'edit' },
    params: SurveyIdParams,
    response: CreateSurveyResponse,
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/surveys/:id',
    summary: 'Dialog löschen (nur Besitzer)',
    access: { kind: 'survey', capability: 'own' },
    params: SurveyIdParams,
    response: SuccessResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/events',
    summary: 'Änderungsprotokoll',
    access: view,
    params: SurveyIdParams,
    query: SurveyEventsQuery,
    response: SurveyEventsResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/publication',
    summary: 'Ob der Dialog live ist und ob er es je war',
    access: view,
    params: SurveyIdParams,
    response: SurveyPublicationResponse,
  },
  {
    method: 'POST',
    path: '/api/dialog',
    summary: 'Dialog mit Blöcken, Sprüngen und KI-Endbedingungen',
    access: view,
    body: SurveyIdBody,
    response: DialogResponse,
  },
  {
    method: 'POST',
    path: '/api/get_survey_data_configurator',
    summary: 'Dialogdaten für den Konfigurator',
    access: { kind: 'survey', capability: 'edit' },
    body: SurveyIdBody,
    response: ConfiguratorResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/trainingdata_jumps/:questionId',
    summary: 'Sprünge eines Blocks mit Trainingsbeispielen',
    access: { kind: 'survey', capability: 'train' },
    params: TrainingJumpsParams,
    response: TrainingJumpsResponse,
  },
  {
    method: 'POST',
    path: '/api/get_survey_language',
    summary: 'Sprachbausteine der Live-Leiste',
    access: { kind: 'public' },
    body: SurveyIdBody,
    response: SurveyLanguageResponse,
  },
  {
    method: 'GET',
    path: '/api/get_config',
    summary: 'Darstellung eines Dialogs für die Live-Seite',
    access: { kind: 'public' },
    query: GetConfigQuery,
    response: GetConfigResponse,
  },
]
