import { DialogResponse } from '@engine/api/surveys'
import { api } from '../../session/api'
import { editorSession } from '../../session/editorSession'
import { toApiFailure, type ApiFailure } from './apiFailure'
import { globalStore } from '../../session/globalStore'

/** The dialog the editor is working on (docs/product/screens.md#navigation-guard); the top bar reads its name from here. */
export interface CurrentSurveyState {
  /** The id asked for last; `survey` belongs to it once loaded. */
  surveyId: string | null
  survey: DialogResponse | null
  loading: boolean
  error: ApiFailure | null
  /** Whose data it is: after another login even the same id is loaded again. */
  username: string | null
}

export function emptyCurrentSurvey(): CurrentSurveyState {
  return { surveyId: null, survey: null, loading: false, error: null, username: null }
}

export const currentSurvey = globalStore<CurrentSurveyState>(emptyCurrentSurvey)

// Only the answer to the latest request may land: switching dialogs quickly must not show the
// data of the one left behind.
let latestRequest = 0

/** docs/product/screens.md#navigation-guard: fetch when nothing is loaded or the loaded data belongs to another id. */
export function needsLoad(surveyId: string): boolean {
  if (currentSurvey.surveyId !== surveyId || currentSurvey.username !== editorSession.username) return true
  return !currentSurvey.survey && !currentSurvey.loading
}

export async function ensureCurrentSurvey(surveyId: string): Promise<void> {
  if (needsLoad(surveyId)) await loadCurrentSurvey(surveyId)
}

/** POST /api/dialog; never rejects: a failure ends up in `error`. */
export async function loadCurrentSurvey(surveyId: string): Promise<void> {
  const request = ++latestRequest
  const sameDialog = currentSurvey.surveyId === surveyId && currentSurvey.username === editorSession.username
  Object.assign(currentSurvey, {
    surveyId,
    // A reload of the same dialog keeps showing the old data; another dialog must not.
    survey: sameDialog ? currentSurvey.survey : null,
    loading: true,
    error: null,
    username: editorSession.username,
  })
  try {
    const survey = DialogResponse.parse(await api('POST', '/api/dialog', { body: { survey_id: surveyId } }))
    if (request === latestRequest) currentSurvey.survey = survey
  } catch (error) {
    if (request === latestRequest) currentSurvey.error = toApiFailure(error)
  } finally {
    if (request === latestRequest) currentSurvey.loading = false
  }
}

/** Forget the dialog, e.g. after it was deleted. */
export function clearCurrentSurvey(): void {
  latestRequest++
  Object.assign(currentSurvey, emptyCurrentSurvey())
}
