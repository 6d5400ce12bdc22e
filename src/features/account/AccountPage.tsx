import { Callout, H1, Intent, NonIdealState } from '@blueprintjs/core'
import type { AccountResponse } from '@engine/api/auth'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ui } from '../../i18n'
import { SessionRedirectError } from '../../session/api'
import type { RetriedCall } from '../../session/resumeAfterLoginRefresh'
import { failureMessage } from '../auth/postForMessage'
import { loadAccount } from './accountCalls'
import { EmailSection } from './EmailSection'
import { LanguageSection } from './LanguageSection'
import { NameSection } from './NameSection'
import { PasswordSection } from './PasswordSection'
import './account.css'
import { Spinner } from '../../ui/Spinner'

type Load = { state: 'loading' } | { state: 'loaded'; account: AccountResponse } | { state: 'failed'; message: string }

/** The outcome of a call retried after /login_refresh, handed over in the navigation state. */
function retriedOf(state: unknown): RetriedCall | null {
  const retried = (state as { retried?: RetriedCall } | null)?.retried
  return retried && typeof retried.ok === 'boolean' ? retried : null
}

/** /account (docs/product/screens.md#routes "Settings"): name, e-mail validation state, password and UI language. */
export function AccountPage() {
  const location = useLocation()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const retried = retriedOf(location.state)

  useEffect(() => {
    let current = true
    loadAccount().then(
      (account) => current && setLoad({ state: 'loaded', account }),
      (error: unknown) => {
        if (current && !(error instanceof SessionRedirectError))
          setLoad({ state: 'failed', message: failureMessage(error) })
      },
    )
    return () => {
      current = false
    }
  }, [])

  return (
    <main className="page page-account">
      <H1>{ui.auth.account.title}</H1>
      {retried && (retried.ok ? retried.msg : true) && (
        <Callout
          intent={retried.ok ? Intent.SUCCESS : Intent.DANGER}
          role={retried.ok ? 'status' : 'alert'}
          className="page-callout"
        >
          {retried.msg}
        </Callout>
      )}
      {load.state === 'loading' && <Spinner label={ui.auth.account.loading} />}
      {load.state === 'failed' && (
        <NonIdealState icon="error" title={ui.auth.account.loadFailed} description={load.message} />
      )}
      {load.state === 'loaded' && (
        <>
          <NameSection account={load.account} />
          <EmailSection account={load.account} />
          <PasswordSection />
          <LanguageSection account={load.account} />
        </>
      )}
    </main>
  )
}
