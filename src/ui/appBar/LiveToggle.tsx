import { Alert, Intent, Switch } from '@blueprintjs/core'
import { SwitchActivateResponse } from '@engine/api/editing'
import { useState } from 'react'
import { loadCurrentSurvey } from '../../features/survey/currentSurvey'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import { runTopBarAction } from '../topBarActions'
import { errorText } from '../../session/errorText'

interface Props {
  surveyId: string
  /** The loaded dialog; null while it loads (the switch waits for it). */
  survey: { active: boolean; live_switch: 0 | 1; version: number } | null
}

const { bar } = ui.shell

/**
 * docs/product/states.md "Dialog active": Live or Inaktiv, disabled when live_switch is 0. After the toggle
 * the dialog is loaded again, and a page that edits it (the configurator) reloads its data.
 */
export function LiveToggle({ surveyId, survey }: Props) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const locked = survey?.live_switch === 0

  async function toggle() {
    if (!survey) return
    setBusy(true)
    try {
      SwitchActivateResponse.parse(
        await api('POST', '/api/switch_activate_link', { body: { item: surveyId, expected_version: survey.version } }),
      )
    } catch (error) {
      setFailure(error instanceof ApiError ? errorText(error) : ui.survey.unexpectedAnswer)
    } finally {
      setBusy(false)
      // A stale version is answered with 409: loading again shows the current state either way.
      await loadCurrentSurvey(surveyId)
      runTopBarAction('liveToggled')
    }
  }

  return (
    <>
      <Switch
        className="app-bar-live-toggle"
        checked={survey?.active ?? false}
        disabled={!survey || locked || busy}
        labelElement={survey?.active ? bar.live : bar.inactive}
        title={locked ? bar.liveSwitchLocked : undefined}
        onChange={() => void toggle()}
      />
      <Alert
        isOpen={failure !== null}
        intent={Intent.DANGER}
        icon="error"
        confirmButtonText={bar.close}
        onClose={() => setFailure(null)}
      >
        <p>
          <strong>{bar.toggleFailed}</strong>
        </p>
        {failure && <p>{failure}</p>}
      </Alert>
    </>
  )
}
