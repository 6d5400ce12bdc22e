import { Button, FormGroup, InputGroup, Intent, Section, SectionCard } from '@blueprintjs/core'
import type { AccountResponse } from '@engine/api/auth'
import { useState, type FormEvent } from 'react'
import { ui } from '../../i18n'
import { FormError, FormSuccess } from '../auth/AuthLayout'
import type { MessageResult } from '../auth/postForMessage'
import { saveName } from './accountCalls'

/** First and last name; both may be empty (the user menu then shows the address). */
export function NameSection({ account }: { account: AccountResponse }) {
  const [firstName, setFirstName] = useState(account.firstName ?? '')
  const [lastName, setLastName] = useState(account.lastName ?? '')
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<MessageResult | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    setResult(null)
    const saved = await saveName(firstName, lastName)
    setSaving(false)
    if (saved) setResult(saved)
  }

  return (
    <Section title={ui.auth.account.nameSection}>
      <SectionCard>
        <FormSuccess message={result?.ok ? result.msg : null} />
        <FormError message={result && !result.ok ? result.message : null} />
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormGroup label={ui.auth.account.firstName} labelFor="account-first-name">
            <InputGroup
              id="account-first-name"
              autoComplete="given-name"
              value={firstName}
              onValueChange={setFirstName}
            />
          </FormGroup>
          <FormGroup label={ui.auth.account.lastName} labelFor="account-last-name">
            <InputGroup
              id="account-last-name"
              autoComplete="family-name"
              value={lastName}
              onValueChange={setLastName}
            />
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} loading={saving} disabled={saving}>
            {ui.auth.account.saveName}
          </Button>
        </form>
      </SectionCard>
    </Section>
  )
}
