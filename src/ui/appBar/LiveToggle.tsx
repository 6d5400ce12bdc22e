import { Alert, Intent, Switch } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { useLiveSwitch } from './useLiveSwitch'

interface Props {
  surveyId: string
  /** The loaded dialog; null while it loads (the switch waits for it). */
  survey: { active: boolean; live_switch: 0 | 1; version: number } | null
}

const { bar } = ui.shell

/** docs/product/states.md "Dialog active": Live or Inaktiv, disabled when live_switch is 0 (useLiveSwitch switches). */
export function LiveToggle({ surveyId, survey }: Props) {
  const { busy, failure, toggle, clearFailure } = useLiveSwitch(surveyId, survey)
  const locked = survey?.live_switch === 0

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
        onClose={clearFailure}
      >
        <p>
          <strong>{bar.toggleFailed}</strong>
        </p>
        {failure && <p>{failure}</p>}
      </Alert>
    </>
  )
}
