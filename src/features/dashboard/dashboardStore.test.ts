import { beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { api } from '../../session/api'
import { browserStorage } from '../../session/browserStorage'
import { ApiError } from '../../session/apiClient'
import { editorSession } from '../../session/editorSession'
import { showToast } from '../../ui/toasts'
import { currentSurvey } from '../survey/currentSurvey'
import {
  SORT_STORAGE_KEY,
  copySurvey,
  createSurvey,
  dashboardStore,
  deleteSurvey,
  emptyDashboard,
  loadDashboard,
  setSort,
} from './dashboardStore'
import type { SurveyListItem } from './surveyListView'

vi.mock('../../session/api', () => ({ api: vi.fn() }))
vi.mock('../../ui/toasts', () => ({ showToast: vi.fn() }))
const apiMock = vi.mocked(api)
const toastMock = vi.mocked(showToast)

function aSurveyItem(overrides: Partial<SurveyListItem> = {}): SurveyListItem {
  return {
    survey_id: 's1',
    survey_name: 'Kundenumfrage',
    active: false,
    role: 'Besitzer',
    dialog_manager_id: null,
    updated_on: '2025-01-02T10:00:00.000Z',
    responses: 0,
    responses_capped: false,
    bearbeiten: 1,
    intrance: 1,
    testen: 1,
    live_switch: 1,
    analyse: 1,
    ...overrides,
  }
}

const multichat = {
  dialog_manager_id: 3,
  name: 'Tatort',
  is_owner: true,
  connected_surveys: [{ survey_id: 's1', survey_name: 'Kundenumfrage', order: 0 }],
  responses: 0,
  responses_capped: false,
}

function serveLists(surveys: SurveyListItem[] = [aSurveyItem()]) {
  apiMock.mockImplementation(async (method, path) => {
    if (method === 'GET' && path === '/api/surveys') return { surveys }
    if (method === 'GET' && path === '/api/dialogmanagers') return { dialog_managers: [multichat] }
    if (path.endsWith('/copy')) return { survey_id: 'copy1' }
    if (method === 'DELETE') return { msg: 'success' }
    throw new Error(`unexpected ${method} ${path}`)
  })
}

describe('dashboardStore', () => {
  beforeEach(() => {
    apiMock.mockReset()
    toastMock.mockReset()
    Object.assign(dashboardStore, emptyDashboard())
  })

  it('loads dialogs and multichats', async () => {
    serveLists()
    await loadDashboard()
    expect(dashboardStore).toMatchObject({
      loading: false,
      loadError: null,
      surveys: [aSurveyItem()],
      multichats: [multichat],
    })
  })

  it('a failed load shows the server message and keeps the list it had', async () => {
    serveLists()
    await loadDashboard()
    apiMock.mockRejectedValue(new ApiError(500, 'Interner Fehler', { code: 'internal_error' }))
    await loadDashboard()
    expect(dashboardStore.loadError).toEqual({ msg: 'Interner Fehler', status: 500 })
    expect(dashboardStore.surveys).toHaveLength(1)
  })

  it("another user's lists are dropped before the new ones load", async () => {
    serveLists()
    editorSession.username = 'demo@example.org'
    await loadDashboard()
    editorSession.username = 'anna@beispiel.de'
    apiMock.mockReturnValue(new Promise(() => {}))
    void loadDashboard()
    expect(dashboardStore).toMatchObject({ loading: true, surveys: [], multichats: [], username: 'anna@beispiel.de' })
  })

  it('an answer that does not match the contract is an error, not an empty list', async () => {
    apiMock.mockResolvedValue({ surveys: [{ survey_id: 1 }] })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadDashboard()
    expect(dashboardStore.loadError).toEqual({ msg: de.survey.unexpectedAnswer, status: null })
    // The details go to the console for whoever debugs it.
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('remembers the chosen sort in this browser; a stored value it does not know is the default', () => {
    setSort('responses')
    expect(browserStorage().getItem(SORT_STORAGE_KEY)).toBe('responses')
    expect(emptyDashboard().sort).toBe('responses')
    browserStorage().setItem(SORT_STORAGE_KEY, 'größe')
    expect(emptyDashboard().sort).toBe('updated')
    browserStorage().removeItem(SORT_STORAGE_KEY)
  })

  it('creates a dialog with the trimmed name and its language', async () => {
    apiMock.mockResolvedValue({ survey_id: 'neu1' })
    expect(await createSurvey('  Neuer Dialog ', 'en')).toEqual({ ok: true, surveyId: 'neu1' })
    expect(apiMock).toHaveBeenCalledWith('POST', '/api/surveys', {
      body: { survey_name: 'Neuer Dialog', language: 'en' },
    })
  })

  it('a failed create returns the reason', async () => {
    apiMock.mockRejectedValue(new ApiError(400, "Ungültige Eingabe: Feld 'survey_name'", { code: 'invalid_input' }))
    expect(await createSurvey('x', 'de')).toEqual({
      ok: false,
      failure: { msg: "Ungültige Eingabe: Feld 'survey_name'", status: 400 },
    })
  })

  it('copy calls the copy endpoint and reloads the list', async () => {
    serveLists()
    expect(await copySurvey('s1')).toBe(true)
    expect(apiMock).toHaveBeenCalledWith('POST', '/api/surveys/s1/copy')
    expect(apiMock).toHaveBeenCalledWith('GET', '/api/surveys')
    expect(dashboardStore.busySurveyId).toBeNull()
    expect(toastMock).toHaveBeenCalledWith(de.dashboard.copied)
  })

  it('a failed delete is shown with what was tried', async () => {
    apiMock.mockRejectedValue(new ApiError(403, 'Keine Berechtigung.', { code: 'forbidden' }))
    expect(await deleteSurvey('s1')).toBe(false)
    expect(dashboardStore.actionError).toEqual({
      text: de.dashboard.deleteFailed,
      failure: { msg: 'Keine Berechtigung.', status: 403 },
    })
    expect(toastMock).not.toHaveBeenCalledWith(de.dashboard.deleted)
    expect(dashboardStore.busySurveyId).toBeNull()
  })

  it('a copy or delete the server shed (503) fails without an error: the server_busy banner tells', async () => {
    apiMock.mockRejectedValue(new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' }))
    expect(await copySurvey('s1')).toBe(false)
    expect(await deleteSurvey('s1')).toBe(false)
    expect(dashboardStore.actionError).toBeNull()
    expect(dashboardStore.busySurveyId).toBeNull()
  })

  it('deleting the dialog the guard holds forgets it', async () => {
    serveLists([])
    Object.assign(currentSurvey, { surveyId: 's1' })
    expect(await deleteSurvey('s1')).toBe(true)
    expect(apiMock).toHaveBeenCalledWith('DELETE', '/api/surveys/s1')
    expect(currentSurvey.surveyId).toBeNull()
  })
})
