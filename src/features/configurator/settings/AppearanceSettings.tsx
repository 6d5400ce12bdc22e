import { H5 } from '@blueprintjs/core'
import { ui as uiTexts } from '../../../i18n'
import { DEFAULT_ACCENT } from '../../../chat/ui/liveAppearance'
import { SettingTextField } from './SettingTextField'
import {
  formatColor,
  formatSpeed,
  MAX_AVATAR_NAME,
  parseBackgroundLink,
  parseColor,
  parseSpeed,
  parseText,
} from './settingsValidation'
import { useConfigField, useSetConfig, useSurveyValue } from './useSurveySetting'

const configuratorSettings = uiTexts.configuratorSettings

const t = configuratorSettings.settings
const parseAvatarName = parseText(MAX_AVATAR_NAME)

/** The native picker next to the colour's text; it always holds a colour, so null shows the default. */
function ColorPicker() {
  const color = useSurveyValue('color')
  const set = useSetConfig()
  return (
    <input
      type="color"
      className="settings-color-picker"
      aria-label={t.colorPicker}
      value={color ?? DEFAULT_ACCENT}
      onChange={(e) => set('color', e.target.value)}
    />
  )
}

/** Accent colour, avatar name, background link and message speed. */
export function AppearanceSettings() {
  const color = useConfigField('color', parseColor, formatColor)
  const avatarName = useConfigField('avatar_name', parseAvatarName, String)
  const background = useConfigField('background_link', parseBackgroundLink, String)
  const speed = useConfigField('speed', parseSpeed, formatSpeed)
  return (
    <section aria-label={t.appearance}>
      <H5>{t.appearance}</H5>
      <SettingTextField
        label={t.color}
        help={t.colorHelp}
        field={color}
        placeholder={DEFAULT_ACCENT}
        rightElement={<ColorPicker />}
      />
      <SettingTextField label={t.avatarName} field={avatarName} />
      <SettingTextField label={t.background} help={t.backgroundHelp} field={background} inputMode="url" />
      <SettingTextField label={t.speed} help={t.speedHelp} field={speed} inputMode="decimal" />
    </section>
  )
}
