import { Button, FormGroup, HTMLSelect, Intent, Section, SectionCard } from '@blueprintjs/core'
import { type AccountResponse, UiLanguage } from '@engine/api/auth'
import { useState, type FormEvent } from 'react'
import { ui } from '../../i18n'
import { SessionRedirectError } from '../../session/api'
import { FormError } from '../auth/AuthLayout'
import { saveUiLanguage } from './accountLanguage'

/** The language of the editor's own UI (docs/app.md#languages); saving reloads the app in it. */
export function LanguageSection({ account }: { account: AccountResponse }) {
  const t = ui.auth.account
  const [language, setLanguage] = useState<UiLanguage>(account.ui_language)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    setFailed(false)
    try {
      await saveUiLanguage(language)
    } catch (error) {
      if (!(error instanceof SessionRedirectError)) setFailed(true)
    }
    setSaving(false)
  }

  return (
    <Section title={t.languageSection}>
      <SectionCard>
        <FormError message={failed ? t.languageFailed : null} />
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormGroup label={t.languageLabel} labelFor="account-ui-language" helperText={t.languageHint}>
            <HTMLSelect
              id="account-ui-language"
              value={language}
              onChange={(event) => setLanguage(UiLanguage.parse(event.currentTarget.value))}
              options={UiLanguage.options.map((value) => ({ value, label: t.languages[value] }))}
            />
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} loading={saving} disabled={saving}>
            {t.saveLanguage}
          </Button>
        </form>
      </SectionCard>
    </Section>
  )
}
