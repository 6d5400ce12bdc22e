import { MultichatListResponse } from '@engine/api/multichats'
import { CreateSurveyResponse, SurveyListResponse } from '@engine/api/surveys'
import type { Language } from '@engine/model'
import { ui as uiTexts } from '../../i18n'
import { api } from '../../session/api'
import { isServerBusy } from '../../session/apiClient'
import { showToast } from '../../ui/toasts'
import { editorSession } from '../../session/editorSession'
import { toApiFailure, type ApiFailure } from '../survey/apiFailure'
import { clearCurrentSurvey, currentSurvey } from '../survey/currentSurvey'
import { browserStorage } from '../../session/browserStorage'
import { isSortKey, type MultichatSummary, type SortKey, type SurveyListItem } from './surveyListView'
import { globalStore } from '../../session/globalStore'

export interface DashboardState {
  surveys: SurveyListItem[]
  multichats: MultichatSummary[]
  /** True until the first answer (or failure) arrived; later reloads keep showing the old list. */
  loading: boolean
  loadError: ApiFailure | null
  /** A failed copy or delete: what was tried and why it failed. */
  actionError: { text: string; failure: ApiFailure } | null
  /** The dialog a copy or delete is running for; its buttons are disabled meanwhile. */
  busySurveyId: string | null
  query: string
  sort: SortKey
  /** Whose lists these are: after another login the old lists must not show, not even briefly. */
  username: string | null
}

/** Where the chosen sort is remembered (per browser, as a list view's order is in Google Drive). */
export const SORT_STORAGE_KEY = 'dashboard.sort'

function rememberedSort(): SortKey {
  const stored = browserStorage().getItem(SORT_STORAGE_KEY)
  return isSortKey(stored) ? stored : 'updated'
}

export function emptyDashboard(): DashboardState {
  return {
    surveys: [],
    multichats: [],
    loading: true,
    loadError: null,
    actionError: null,
    busySurveyId: null,
    query: '',
    sort: rememberedSort(),
    username: null,
  }
}

export const dashboardStore = globalStore<DashboardState>(emptyDashboard)

/** GET /api/surveys and GET /api/dialogmanagers; never rejects, a failure lands in `loadError`. */
export async function loadDashboard(): Promise<void> {
  if (dashboardStore.username !== editorSession.username) {
    Object.assign(dashboardStore, emptyDashboard(), { username: editorSession.username })
  }
  try {
    const [surveys, multichats] = await Promise.all([
      api('GET', '/api/surveys').then((answer) => SurveyListResponse.parse(answer)),
      api('GET', '/api/dialogmanagers').then((answer) => MultichatListResponse.parse(answer)),
    ])
    Object.assign(dashboardStore, { surveys: surveys.surveys, multichats: multichats.dialog_managers, loadError: null })
  } catch (error) {
    dashboardStore.loadError = toApiFailure(error)
  } finally {
    dashboardStore.loading = false
  }
}

export type CreateResult = { ok: true; surveyId: string } | { ok: false; failure: ApiFailure }

/** POST /api/surveys; the caller goes on to the new dialog's configurator. */
export async function createSurvey(surveyName: string, language: Language): Promise<CreateResult> {
  try {
    const answer = await api('POST', '/api/surveys', { body: { survey_name: surveyName.trim(), language } })
    return { ok: true, surveyId: CreateSurveyResponse.parse(answer).survey_id }
  } catch (error) {
    return { ok: false, failure: toApiFailure(error) }
  }
}

async function surveyAction(surveyId: string, failedText: string, call: () => Promise<unknown>): Promise<boolean> {
  dashboardStore.busySurveyId = surveyId
  dashboardStore.actionError = null
  try {
    await call()
    await loadDashboard()
    return true
  } catch (error) {
    // docs/product/errors.md: a shed call (503) shows only the server_busy banner (src/session/api.ts).
    if (!isServerBusy(error)) dashboardStore.actionError = { text: failedText, failure: toApiFailure(error) }
    return false
  } finally {
    dashboardStore.busySurveyId = null
  }
}

/** POST /api/surveys/{id}/copy; the copy ('Kopie von …') appears after the reload. */
export async function copySurvey(surveyId: string): Promise<boolean> {
  const copied = await surveyAction(surveyId, uiTexts.dashboard.copyFailed, async () =>
    CreateSurveyResponse.parse(await api('POST', `/api/surveys/${encodeURIComponent(surveyId)}/copy`)),
  )
  if (copied) showToast(uiTexts.dashboard.copied)
  return copied
}

/** DELETE /api/surveys/{id} (owner only; the UI offers it only to the owner). */
export async function deleteSurvey(surveyId: string): Promise<boolean> {
  const deleted = await surveyAction(surveyId, uiTexts.dashboard.deleteFailed, () =>
    api('DELETE', `/api/surveys/${encodeURIComponent(surveyId)}`),
  )
  // The guard would otherwise keep serving the deleted dialog from memory.
  if (deleted && currentSurvey.surveyId === surveyId) clearCurrentSurvey()
  if (deleted) showToast(uiTexts.dashboard.deleted)
  return deleted
}

export function dismissActionError(): void {
  dashboardStore.actionError = null
}

export function setQuery(query: string): void {
  dashboardStore.query = query
}

export function setSort(sort: SortKey): void {
  dashboardStore.sort = sort
  browserStorage().setItem(SORT_STORAGE_KEY, sort)
}
