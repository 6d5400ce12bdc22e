import { Button, Section, SectionCard, Tag, Intent } from '@blueprintjs/core'
import type { AccountResponse } from '@engine/api/auth'
import { useState } from 'react'
import { ui } from '../../i18n'
import { FormError, FormSuccess } from '../auth/AuthLayout'
import type { MessageResult } from '../auth/postForMessage'
import { requestEmailValidation } from './accountCalls'

/** The address (the login name) and whether it is validated; an unvalidated one can ask for a link. */
export function EmailSection({ account }: { account: AccountResponse }) {
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<MessageResult | null>(null)

  async function onRequest() {
    setSending(true)
    setResult(null)
    const sent = await requestEmailValidation()
    setSending(false)
    if (sent) setResult(sent)
  }

  return (
    <Section title={ui.auth.account.emailSection}>
      <SectionCard>
        <FormSuccess message={result?.ok ? result.msg : null} />
        <FormError message={result && !result.ok ? result.message : null} />
        <div className="account-email">
          <span>{account.username}</span>
          <Tag intent={account.email_validated ? Intent.SUCCESS : Intent.WARNING} minimal>
            {account.email_validated ? ui.auth.account.validated : ui.auth.account.notValidated}
          </Tag>
          {!account.email_validated && (
            <Button loading={sending} disabled={sending || result?.ok === true} onClick={() => void onRequest()}>
              {ui.auth.account.requestValidation}
            </Button>
          )}
        </div>
      </SectionCard>
    </Section>
  )
}
