import { SwitchActivateResponse } from '@engine/api/editing'
import { useState } from 'react'
import { loadCurrentSurvey } from '../../features/survey/currentSurvey'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import { errorText } from '../../session/errorText'
import { runTopBarAction } from '../topBarActions'
import { showToast } from '../toasts'

/**
 * docs/product/states.md "Dialog active": switching Live <-> Inaktiv, for the top bar's switch and the
 * Teilen tab's note (one switch, two places). Afterwards the dialog is loaded again, and a page
 * that edits it (the configurator) reloads its data; a refusal is kept in `failure` for the caller to show.
 */
export function useLiveSwitch(surveyId: string, survey: { version: number } | null) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function toggle() {
    if (!survey) return
    setBusy(true)
    setFailure(null)
    try {
      const answer = SwitchActivateResponse.parse(
        await api('POST', '/api/switch_activate_link', { body: { item: surveyId, expected_version: survey.version } }),
      )
      // The checks' Fehler warn, they never block (docs/api/surveys.md switch_activate_link).
      const errors = answer.warnings?.length ?? 0
      if (errors > 0) showToast(ui.checks.liveWarnings(errors), 'warning')
    } catch (error) {
      setFailure(error instanceof ApiError ? errorText(error) : ui.survey.unexpectedAnswer)
    } finally {
      setBusy(false)
      // A stale version is answered with 409: loading again shows the current state either way.
      await loadCurrentSurvey(surveyId)
      runTopBarAction('liveToggled')
    }
  }

  return { busy, failure, toggle, clearFailure: () => setFailure(null) }
}
