import {
  type AssignableRole,
  DialogPermissionsResponse,
  type SharingMember,
  SharingResponse,
} from '@engine/api/sharing'
import { proxy } from 'valtio'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { isServerBusy } from '../../session/apiClient'
import { toApiFailure, type ApiFailure } from '../survey/apiFailure'
import { loadMultichatStatus } from '../survey/multichatStatus'
import { inviteFields, type InviteInput } from './inviteValidation'

export interface SharingState {
  members: SharingMember[]
  /** docs/product/entities.md: sharing_permission 1 = may invite, change roles and remove. */
  sharingPermission: boolean
  /** The multichat the dialog belongs to (find_dialogmanager_status), or null. */
  multichatId: number | null
  /** docs/product/roles.md: the multichat switch, on by default. */
  applyToMultichat: boolean
  /** True until the list arrived the first time. */
  loading: boolean
  /** A change is running; the controls wait for it. */
  busy: boolean
  failure: ApiFailure | null
  /** What the last change did, for a short confirmation. */
  notice: string | null
}

/**
 * The team of one dialog. One store per open panel (the Team dialog and the Teilen tab may show
 * the same dialog), so it is a factory rather than a module singleton.
 */
export function createSharingStore(surveyId: string) {
  const state = proxy<SharingState>({
    members: [],
    sharingPermission: false,
    multichatId: null,
    applyToMultichat: true,
    loading: true,
    busy: false,
    failure: null,
    notice: null,
  })

  async function load(): Promise<void> {
    try {
      const [permissions, status] = await Promise.all([
        api('POST', '/api/get_dialog_permissions', { body: { survey_id: surveyId } }).then((a) =>
          DialogPermissionsResponse.parse(a),
        ),
        loadMultichatStatus(surveyId),
      ])
      state.members = permissions.roles_current_survey_id
      state.sharingPermission = permissions.sharing_permission === 1
      state.multichatId = status.connected_status.dialog_manager_id
    } catch (error) {
      state.failure = toApiFailure(error)
    } finally {
      state.loading = false
    }
  }

  /** docs/product/roles.md: the flag (and the multichat id) are sent only when the dialog belongs to a multichat. */
  function multichatFields() {
    if (state.multichatId === null) return {}
    return { apply_to_multichat: state.applyToMultichat, dialog_manager_id: state.multichatId }
  }

  /** Every change: send, then reload the list (docs/product/calls.md), or show why it failed. */
  async function change(path: string, body: Record<string, unknown>, notice: string): Promise<boolean> {
    Object.assign(state, { busy: true, failure: null, notice: null })
    try {
      SharingResponse.parse(await api('POST', path, { body: { survey_id: surveyId, ...body, ...multichatFields() } }))
      state.notice = notice
      await load()
      return true
    } catch (error) {
      // docs/product/errors.md: a shed call (503) shows only the server_busy banner (src/session/api.ts).
      if (!isServerBusy(error)) state.failure = toApiFailure(error)
      return false
    } finally {
      state.busy = false
    }
  }

  return {
    state,
    load,
    /** Resolves false without a call while the form is invalid (the button is disabled then anyway). */
    async invite(input: InviteInput): Promise<boolean> {
      const fields = inviteFields(input)
      if (!fields) return false
      return change('/api/invite_user', fields, ui.sharing.invited(fields.name))
    },
    changeRole: (name: string, role: AssignableRole) =>
      change('/api/change_permission_user', { name, new_role: role }, ui.sharing.roleChanged(name)),
    remove: (name: string) => change('/api/delete_sharing_user', { name }, ui.sharing.removed(name)),
    resend: (name: string) => change('/api/resend_invite', { name }, ui.sharing.resent(name)),
    setApplyToMultichat(on: boolean): void {
      state.applyToMultichat = on
    },
    dismiss(): void {
      Object.assign(state, { failure: null, notice: null })
    },
  }
}

export type SharingStore = ReturnType<typeof createSharingStore>
