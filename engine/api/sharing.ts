import { z } from 'zod'
import { int32 } from '../model/int32'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/** docs/product/roles.md: the four roles an owner or full-access member can give. */
export const AssignableRole = z.enum(['Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'], {
  error: 'Bitte eine Berechtigung auswählen',
})
export type AssignableRole = z.infer<typeof AssignableRole>

export const MemberRole = z.enum(['Besitzer', 'Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'])

/** docs/product/validation.md: text, at sign, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** docs/product/validation.md invite form: trimmed; required ('E-Mail') and well-formed ('Email'), both texts verbatim. */
export const MemberName = z
  .string({ error: 'Bitte gültige E-Mail angeben' })
  .trim()
  .min(1, { error: 'Bitte gültige E-Mail angeben' })
  .max(320, { error: 'Bitte gültige Email angeben' })
  .regex(EMAIL_PATTERN, { error: 'Bitte gültige Email angeben' })
  .transform((name) => name.toLowerCase())

/** The multichat switch (docs/product/roles.md): the client sends the flag only when a multichat exists. */
const Multichat = {
  apply_to_multichat: z.boolean().optional().default(false),
  dialog_manager_id: int32().positive().nullable().optional(),
}

/** The fields whose texts come verbatim from docs/product/validation.md rather than from validationMessage. */
export const SHARING_FIELDS_WITH_OWN_TEXT = ['name', 'new_role'] as const

export const SurveyIdRequest = z.object({ survey_id: SurveyId })
export type SurveyIdRequest = z.infer<typeof SurveyIdRequest>

/** POST /api/invite_user and /api/change_permission_user. */
export const SharingRequest = z.object({
  survey_id: SurveyId,
  name: MemberName,
  new_role: AssignableRole,
  ...Multichat,
})
export type SharingRequest = z.infer<typeof SharingRequest>

/** POST /api/resend_invite: the role is optional; when sent it replaces the pending role. */
export const ResendInviteRequest = z.object({
  survey_id: SurveyId,
  name: MemberName,
  new_role: AssignableRole.optional(),
  ...Multichat,
})
export type ResendInviteRequest = z.infer<typeof ResendInviteRequest>

/** POST /api/delete_sharing_user. */
export const DeleteSharingUserRequest = z.object({ survey_id: SurveyId, name: MemberName, ...Multichat })
export type DeleteSharingUserRequest = z.infer<typeof DeleteSharingUserRequest>

export const SharingMember = z.object({
  name: z.string(),
  role: MemberRole,
  invite_accepted: z.union([z.literal(0), z.literal(1)]),
})
export type SharingMember = z.infer<typeof SharingMember>

export const DialogPermissionsResponse = z.object({
  roles_current_survey_id: z.array(SharingMember),
  sharing_permission: z.union([z.literal(0), z.literal(1)]),
})
export type DialogPermissionsResponse = z.infer<typeof DialogPermissionsResponse>

/** Every sharing call answers which dialogs it changed (more than one with apply_to_multichat). */
export const SharingResponse = z.object({ msg: z.string(), survey_ids: z.array(SurveyId) })
export type SharingResponse = z.infer<typeof SharingResponse>

const share = { kind: 'survey', capability: 'share' } as const

export const sharingEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/get_dialog_permissions',
    summary: 'Mitglieder eines Dialogs und ob man sie verwalten darf',
    access: { kind: 'survey', capability: 'view' },
    body: SurveyIdRequest,
    response: DialogPermissionsResponse,
  },
  {
    method: 'POST',
    path: '/api/invite_user',
    rateLimited: true,
    summary: 'Person einladen (Einladung per Magic Link)',
    access: share,
    body: SharingRequest,
    response: SharingResponse,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/resend_invite',
    rateLimited: true,
    summary: 'Offene Einladung erneut senden',
    access: share,
    body: ResendInviteRequest,
    response: SharingResponse,
  },
  {
    method: 'POST',
    path: '/api/change_permission_user',
    summary: 'Berechtigung eines Mitglieds ändern',
    access: share,
    body: SharingRequest,
    response: SharingResponse,
  },
  {
    method: 'POST',
    path: '/api/delete_sharing_user',
    summary: 'Mitglied entfernen',
    access: share,
    body: DeleteSharingUserRequest,
    response: SharingResponse,
  },
]
