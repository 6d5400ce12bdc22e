import type { MultichatStatusResponse } from '@engine/api/multichats'
import type { DialogPermissionsResponse } from '@engine/api/sharing'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import { createSharingStore } from './sharingStore'

vi.mock('../../session/api', () => ({ api: vi.fn() }))
const apiMock = vi.mocked(api)

function permissions(overrides: Partial<DialogPermissionsResponse> = {}): DialogPermissionsResponse {
  return {
    roles_current_survey_id: [
      { name: 'demo@example.org', role: 'Besitzer', invite_accepted: 1 },
      { name: 'anna@beispiel.de', role: 'Trainieren', invite_accepted: 0 },
    ],
    sharing_permission: 1,
    ...overrides,
  }
}

function status(multichatId: number | null): MultichatStatusResponse {
  return {
    connected_status: { dialog_manager_id: multichatId, additional_dms: [], connected_surveys: [] },
    msg: 'success',
  }
}

/** A fake server: the two reads answer as given, every sharing call succeeds unless told otherwise. */
function serve({ multichatId = null, failChange }: { multichatId?: number | null; failChange?: ApiError } = {}) {
  apiMock.mockImplementation(async (_method, path) => {
    if (path === '/api/get_dialog_permissions') return permissions()
    if (path.startsWith('/api/find_dialogmanager_status/')) return status(multichatId)
    if (failChange) throw failChange
    return { msg: 'ok', survey_ids: ['s1'] }
  })
}

const callsTo = (path: string) => apiMock.mock.calls.filter(([, p]) => p === path)

describe('sharingStore', () => {
  beforeEach(() => {
    apiMock.mockReset()
  })

  it('loads members, permission and the multichat of the dialog', async () => {
    serve({ multichatId: 7 })
    const store = createSharingStore('s1')
    await store.load()
    expect(store.state).toMatchObject({
      loading: false,
      sharingPermission: true,
      multichatId: 7,
      applyToMultichat: true,
    })
    expect(store.state.members).toHaveLength(2)
    expect(apiMock).toHaveBeenCalledWith('POST', '/api/get_dialog_permissions', { body: { survey_id: 's1' } })
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/find_dialogmanager_status/s1')
  })

  it('invites with the trimmed name and reloads the list afterwards', async () => {
    serve()
    const store = createSharingStore('s1')
    await store.load()
    expect(await store.invite({ name: '  neu@beispiel.de ', role: 'Analysieren' })).toBe(true)
    expect(callsTo('/api/invite_user')[0]?.[2]).toEqual({
      body: { survey_id: 's1', name: 'neu@beispiel.de', new_role: 'Analysieren' },
    })
    expect(callsTo('/api/get_dialog_permissions')).toHaveLength(2)
    expect(store.state.notice).toBe(de.sharing.invited('neu@beispiel.de'))
  })

  it('sends nothing for an invalid form', async () => {
    serve()
    const store = createSharingStore('s1')
    expect(await store.invite({ name: 'kaputt', role: 'Analysieren' })).toBe(false)
    expect(await store.invite({ name: 'neu@beispiel.de', role: '' })).toBe(false)
    expect(callsTo('/api/invite_user')).toHaveLength(0)
  })

  it('sends the multichat flag only when the dialog belongs to a multichat (docs/product/roles.md)', async () => {
    serve({ multichatId: 7 })
    const withMultichat = createSharingStore('s1')
    await withMultichat.load()
    await withMultichat.changeRole('anna@beispiel.de', 'Voller Zugriff')
    withMultichat.setApplyToMultichat(false)
    await withMultichat.remove('anna@beispiel.de')
    expect(callsTo('/api/change_permission_user')[0]?.[2]).toEqual({
      body: {
        survey_id: 's1',
        name: 'anna@beispiel.de',
        new_role: 'Voller Zugriff',
        apply_to_multichat: true,
        dialog_manager_id: 7,
      },
    })
    expect(callsTo('/api/delete_sharing_user')[0]?.[2]).toEqual({
      body: { survey_id: 's1', name: 'anna@beispiel.de', apply_to_multichat: false, dialog_manager_id: 7 },
    })

    apiMock.mockReset()
    serve({ multichatId: null })
    const alone = createSharingStore('s2')
    await alone.load()
    await alone.resend('anna@beispiel.de')
    expect(callsTo('/api/resend_invite')[0]?.[2]).toEqual({ body: { survey_id: 's2', name: 'anna@beispiel.de' } })
  })

  it('shows a failed change with the server message and status and keeps the list', async () => {
    serve({
      failChange: new ApiError(409, 'Diese Person ist bereits Mitglied dieses Dialogs.', { code: 'already_member' }),
    })
    const store = createSharingStore('s1')
    await store.load()
    expect(await store.invite({ name: 'anna@beispiel.de', role: 'Trainieren' })).toBe(false)
    expect(store.state.failure).toEqual({ msg: 'Diese Person ist bereits Mitglied dieses Dialogs.', status: 409 })
    expect(store.state).toMatchObject({ busy: false, notice: null })
    expect(store.state.members).toHaveLength(2)
  })

  it('a change the server shed (503) fails without an error: the server_busy banner tells', async () => {
    serve({ failChange: new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' }) })
    const store = createSharingStore('s1')
    await store.load()
    expect(await store.changeRole('anna@beispiel.de', 'Analysieren')).toBe(false)
    expect(store.state).toMatchObject({ busy: false, failure: null, notice: null })
  })

  it('a failed load ends loading and says why', async () => {
    apiMock.mockRejectedValue(new ApiError(404, 'Dialog nicht gefunden.', { code: 'survey_not_found' }))
    const store = createSharingStore('s1')
    await store.load()
    expect(store.state).toMatchObject({ loading: false, failure: { msg: 'Dialog nicht gefunden.', status: 404 } })
  })
})
