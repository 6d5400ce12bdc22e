import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { Language } from '@engine/index'
import { useId } from 'react'
import { ui } from '../../../i18n'
import { SettingTextField } from './SettingTextField'
import { parseSurveyName } from './settingsValidation'
import { useConfigField, useSetConfig, useSurveyValue } from './useSurveySetting'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings

/** Name and language of the dialog. */
export function GeneralSettings() {
  const name = useConfigField('survey_name', parseSurveyName, String)
  const language = useSurveyValue('language')
  const set = useSetConfig()
  const languageId = useId()
  return (
    <section aria-label={t.general}>
      <SettingTextField label={t.name} field={name} />
      <FormGroup label={t.language} labelFor={languageId}>
        <HTMLSelect
          id={languageId}
          value={language}
          onChange={(e) => set('language', Language.parse(e.target.value))}
          options={Language.options.map((value) => ({ value, label: t.languages[value] }))}
        />
      </FormGroup>
    </section>
  )
}
