import { H5, Switch } from '@blueprintjs/core'
import { RESPONDENT_FLAGS, type RespondentFlag } from '@engine/index'
import { ui } from '../../../i18n'
import { useSetConfig, useSurveyValue } from './useSurveySetting'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings

function FlagSwitch({ flag, label }: { flag: RespondentFlag; label: string }) {
  const checked = useSurveyValue(flag)
  const set = useSetConfig()
  return <Switch label={label} checked={checked} onChange={(e) => set(flag, e.currentTarget.checked)} />
}

/** The dialog's on/off settings; each toggle is one undoable edit. */
export function BehaviourSettings() {
  return (
    <section aria-label={t.behaviour}>
      <H5>{t.behaviour}</H5>
      {RESPONDENT_FLAGS.map((flag) => (
        <FlagSwitch key={flag} flag={flag} label={t.flags[flag]} />
      ))}
    </section>
  )
}
