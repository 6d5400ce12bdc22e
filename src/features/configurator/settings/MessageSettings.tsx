import { H5 } from '@blueprintjs/core'
import { ui } from '../../../i18n'
import { SettingTextField } from './SettingTextField'
import { MAX_FIX_MESSAGE, parseText } from './settingsValidation'
import { useFixMessageField } from './useSurveySetting'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings
const parseMessage = parseText(MAX_FIX_MESSAGE)

/** The fixed welcome and ending messages (docs/product/entities.md). */
export function MessageSettings() {
  const welcome = useFixMessageField('welcome_message', parseMessage)
  const ending = useFixMessageField('ending_message', parseMessage)
  return (
    <section aria-label={t.messages}>
      <H5>{t.messages}</H5>
      <SettingTextField label={t.welcome} help={t.welcomeHelp} field={welcome} multiline />
      <SettingTextField label={t.ending} help={t.endingHelp} field={ending} multiline />
    </section>
  )
}
