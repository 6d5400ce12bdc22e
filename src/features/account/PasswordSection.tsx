import { Button, FormGroup, InputGroup, Intent, Section, SectionCard } from '@blueprintjs/core'
import { useState, type FormEvent } from 'react'
import { ui } from '../../i18n'
import { FormError, FormSuccess } from '../auth/AuthLayout'
import { NewPasswordFields, newPasswordReady } from '../auth/NewPasswordFields'
import type { MessageResult } from '../auth/postForMessage'
import { changePassword } from './accountCalls'

/** Password change; it needs a fresh token, so it may pass through /login_refresh first. */
export function PasswordSection() {
  const [oldPassword, setOldPassword] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<MessageResult | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    setResult(null)
    const changed = await changePassword(oldPassword, password)
    setSaving(false)
    if (!changed) return
    setResult(changed)
    if (changed.ok) {
      setOldPassword('')
      setPassword('')
      setRepeat('')
    }
  }

  return (
    <Section title={ui.auth.account.passwordSection} subtitle={ui.auth.account.freshHint}>
      <SectionCard>
        <FormSuccess message={result?.ok ? result.msg : null} />
        <FormError message={result && !result.ok ? result.message : null} />
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormGroup label={ui.auth.account.oldPassword} labelFor="account-old-password">
            <InputGroup
              id="account-old-password"
              type="password"
              autoComplete="current-password"
              size="large"
              value={oldPassword}
              onValueChange={setOldPassword}
            />
          </FormGroup>
          <NewPasswordFields
            idPrefix="account-password"
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
          />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            loading={saving}
            disabled={saving || !oldPassword || !newPasswordReady(password, repeat)}
          >
            {ui.auth.account.changePassword}
          </Button>
        </form>
      </SectionCard>
    </Section>
  )
}
