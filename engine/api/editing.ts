import { z } from 'zod'
import { decimalInt, int32 } from '../model/int32'
import { MAX_CONNECTIONS_PER_DIALOG } from '../model/limits'
import { ChangeSchema } from '../changes/schema'
import { PositionMap } from '../model/positionMap'
import { BlockType, QuestionId } from '../model/block'
import { Connection } from '../model/connection'
import { ExitCondition } from '../model/exitCondition'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'
import { SurveyIdParams } from './surveys'

/**
 * Optional on every editing call: the `version` the client last loaded. A stale one is refused
 * with 409 and changes nothing (docs/design/storage.md, optimistic concurrency).
 */
const ExpectedVersion = int32().min(0).optional()

const Values = z.record(z.string(), z.unknown())

/**
 * POST /api/update_survey_blocks (docs/product/calls.md), as engine/sync/callForEntry.ts sends it.
 * create/recreate carry the whole block in `changed_values` (or, from older clients, in the
 * top-level fields plus `optionals`); update carries `{field: value}` or `{order: [all ids]}`.
 */
export const UpdateSurveyBlocksRequest = z
  .object({
    survey_id: SurveyId,
    action: z.enum(['create', 'update', 'delete', 'recreate']),
    /** Optional for `create` only: the server then makes an id and answers it (other clients need not invent one). */
    unique_question_id: QuestionId.optional(),
    order: int32().min(0).nullable().optional(),
    type: BlockType.optional(),
    /** The node a new block was dragged out of; jumps are saved separately through /structure. */
    source_node_id: z.string().nullable().optional(),
    changed_values: Values.optional(),
    optionals: Values.optional(),
    context: z.string().optional(),
    nachfrage: z.string().optional(),
    likert_na: z.boolean().optional(),
    acknowledgement: z.string().optional(),
    expected_version: ExpectedVersion,
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'create' && body.unique_question_id === undefined)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'string',
        path: ['unique_question_id'],
        // validationMessage puts "Ungültige Eingabe: Feld '…':" before it.
        message: `fehlt (nötig bei action '${body.action}')`,
      })
    if (body.action === 'update' && !body.changed_values)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'object',
        path: ['changed_values'],
        message: "fehlt (nötig bei action 'update')",
      })
  })
export type UpdateSurveyBlocksRequest = z.infer<typeof UpdateSurveyBlocksRequest>

/** POST /api/update_survey_settings (docs/product/calls.md). */
export const UpdateSurveySettingsRequest = z.object({
  survey_id: SurveyId,
  action: z.enum(['config', 'fixmessages', 'survey_list_isEnd']),
  changed_values: Values,
  expected_version: ExpectedVersion,
})
export type UpdateSurveySettingsRequest = z.infer<typeof UpdateSurveySettingsRequest>

/** `fixmessages`: the welcome and ending fixed messages. */
export const FixMessagesValues = z.strictObject({
  welcome_message: z.string().max(20_000).optional(),
  ending_message: z.string().max(20_000).optional(),
})

/** `survey_list_isEnd`: exactly these blocks end the dialog. */
export const IsEndValues = z.strictObject({ is_end: z.array(QuestionId) })

/** POST /api/surveys/{id}/structure: the whole list of conditional jumps (idempotent). */
export const StructureRequest = z.object({
  connections: z.array(Connection).max(MAX_CONNECTIONS_PER_DIALOG),
  expected_version: ExpectedVersion,
})
export type StructureRequest = z.infer<typeof StructureRequest>

export { MAX_POSITIONS, PositionMap } from '../model/positionMap'

/** POST /api/surveys/{id}/positions: one undo step that places many blocks (auto-layout). */
export const PositionsRequest = z.object({ positions: PositionMap, expected_version: ExpectedVersion })
export type PositionsRequest = z.infer<typeof PositionsRequest>

/**
 * An exit condition's id as a call may set it: at most as long as a path part may be (the server's
 * bound, 100 characters), so the condition can be changed and deleted by its path again.
 */
const EXIT_CONDITION_ID_MAX = 100
const ExitConditionId = ExitCondition.shape.id.max(EXIT_CONDITION_ID_MAX)

/** POST and PUT /api/surveys/{id}/gpt_exit_conditions[/{conditionId}]: the whole condition. */
export const ExitConditionRequest = ExitCondition.extend({ id: ExitConditionId, expected_version: ExpectedVersion })
export type ExitConditionRequest = z.infer<typeof ExitConditionRequest>

/**
 * POST /api/surveys/{id}/gpt_exit_conditions: `id` and `survey_id` may be left out (the server
 * makes an id, the dialog is the path's); the answer names the id either way.
 */
export const CreateExitConditionRequest = ExitConditionRequest.extend({
  id: ExitConditionId.optional(),
  survey_id: SurveyId.optional(),
})
export type CreateExitConditionRequest = z.infer<typeof CreateExitConditionRequest>

export const ExitConditionParams = z.object({ id: SurveyId, conditionId: ExitConditionId })
export const ExpectedVersionQuery = z.object({ expected_version: decimalInt().optional() })

/** POST /api/switch_activate_link (docs/product/calls.md): `item` is the survey_id. */
export const SwitchActivateRequest = z.object({ item: SurveyId, expected_version: ExpectedVersion })

/** Every accepted edit answers the dialog's new version. */
export const EditResponse = z.object({ msg: z.literal('success'), version: z.number().int() })
export type EditResponse = z.infer<typeof EditResponse>

/** update_survey_blocks: `create` and `recreate` also name the block's id (made by the server when none was sent). */
export const UpdateSurveyBlocksResponse = EditResponse.extend({ unique_question_id: QuestionId.optional() })
export type UpdateSurveyBlocksResponse = z.infer<typeof UpdateSurveyBlocksResponse>

/** A created AI exit condition's id (made by the server when none was sent). */
export const CreateExitConditionResponse = EditResponse.extend({ id: ExitCondition.shape.id })
export type CreateExitConditionResponse = z.infer<typeof CreateExitConditionResponse>

/**
 * A Fehler of the dialog's checks (engine/checks, docs/engine.md "Checks"): switching live warns
 * with them and never refuses. `kind` and `severity` are the checks' own (`Problem`); `text` is German.
 */
export const LiveWarning = z.object({
  id: z.string(),
  kind: z.string(),
  severity: z.enum(['error', 'warning', 'hint']),
  unique_question_id: QuestionId.nullable(),
  text: z.string(),
})
export type LiveWarning = z.infer<typeof LiveWarning>

/** `warnings`: only when the call switched the dialog live; empty when its checks found no Fehler. */
export const SwitchActivateResponse = EditResponse.extend({
  active: z.boolean(),
  warnings: z.array(LiveWarning).optional(),
})
export type SwitchActivateResponse = z.infer<typeof SwitchActivateResponse>

/**
 * POST /api/surveys/{id}/changes: one change of engine/changes (a kind that counts in the dialog's
 * version; triggers and training have their own calls). `change_id` is the idempotency key: the
 * same change_id sent again (after a lost answer) is answered from the first application.
 */
export const ChangeRequest = z.object({
  change_id: z.string().min(1).max(100),
  expected_version: ExpectedVersion,
  change: ChangeSchema,
})
export type ChangeRequest = z.infer<typeof ChangeRequest>

/**
 * The change as the server applied it (rebased onto the stored dialog: `before` values and places
 * are the server's), the version it reached, and `replayed: true` when the change_id was known.
 */
export const ChangeResponse = EditResponse.extend({
  change: ChangeSchema,
  replayed: z.literal(true).optional(),
})
export type ChangeResponse = z.infer<typeof ChangeResponse>

export const STALE_VERSION_MESSAGE = 'Der Dialog wurde inzwischen geändert. Bitte neu laden.'

const edit = { kind: 'survey', capability: 'edit' } as const

export const editingEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/surveys/:id/changes',
    summary: 'Eine Änderung des Dialogs anwenden (idempotent per change_id)',
    access: edit,
    params: SurveyIdParams,
    body: ChangeRequest,
    response: ChangeResponse,
  },
  {
    method: 'POST',
    path: '/api/update_survey_blocks',
    summary: 'Block anlegen, ändern, verschieben oder löschen',
    access: edit,
    body: UpdateSurveyBlocksRequest,
    response: UpdateSurveyBlocksResponse,
  },
  {
    method: 'POST',
    path: '/api/update_survey_settings',
    summary: 'Einstellungen, feste Nachrichten oder Endblöcke ändern',
    access: edit,
    body: UpdateSurveySettingsRequest,
    response: EditResponse,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/structure',
    summary: 'Alle bedingten Sprünge ersetzen',
    access: edit,
    params: SurveyIdParams,
    body: StructureRequest,
    response: EditResponse,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/positions',
    summary: 'Positionen mehrerer Blöcke setzen',
    access: edit,
    params: SurveyIdParams,
    body: PositionsRequest,
    response: EditResponse,
  },
  {
    method: 'POST',
    path: '/api/surveys/:id/gpt_exit_conditions',
    summary: 'KI-Endbedingung anlegen (wiederholt: ersetzen)',
    access: edit,
    params: SurveyIdParams,
    body: CreateExitConditionRequest,
    response: CreateExitConditionResponse,
  },
  {
    method: 'PUT',
    path: '/api/surveys/:id/gpt_exit_conditions/:conditionId',
    summary: 'KI-Endbedingung ändern',
    access: edit,
    params: ExitConditionParams,
    body: ExitConditionRequest,
    response: EditResponse,
  },
  {
    method: 'DELETE',
    path: '/api/surveys/:id/gpt_exit_conditions/:conditionId',
    summary: 'KI-Endbedingung löschen',
    access: edit,
    params: ExitConditionParams,
    query: ExpectedVersionQuery,
    response: EditResponse,
  },
  {
    method: 'POST',
    path: '/api/switch_activate_link',
    summary: 'Dialog live oder inaktiv schalten',
    // The dialog is `item` (docs/product/calls.md); a `survey_id` beside it names nothing.
    access: { ...edit, bodyField: 'item' },
    body: SwitchActivateRequest,
    response: SwitchActivateResponse,
  },
]
