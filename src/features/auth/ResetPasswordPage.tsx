import { Button, Intent } from '@blueprintjs/core'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { AuthLayout, FormError, FormSuccess } from './AuthLayout'
import { NewPasswordFields, newPasswordReady } from './NewPasswordFields'
import { postForMessage, type MessageResult } from './postForMessage'
import { RequestLinkForm } from './RequestLinkForm'

/**
 * /reset_password (docs/product/screens.md#routes): without a token it requests a reset link; with the mailed
 * token it sets the new password. The server ends every session of the account, so the page
 * then leads to /login.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  if (!token) {
    return (
      <RequestLinkForm
        title={ui.auth.resetPassword.requestTitle}
        intro={ui.auth.resetPassword.requestIntro}
        path="/api/request_password_reset"
        submit={ui.auth.resetPassword.send}
      />
    )
  }
  return <SetNewPassword token={token} />
}

function SetNewPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<MessageResult | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setResult(await postForMessage('/api/reset_password', { token, password }))
    setSending(false)
  }

  const done = result?.ok === true
  return (
    <AuthLayout title={ui.auth.resetPassword.setTitle}>
      <FormSuccess message={result?.ok ? result.msg : null} />
      <FormError message={result && !result.ok ? result.message : null} />
      {!done && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <NewPasswordFields
            idPrefix="reset"
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
          />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            fill
            loading={sending}
            disabled={sending || !newPasswordReady(password, repeat)}
          >
            {ui.auth.resetPassword.save}
          </Button>
        </form>
      )}
      <nav className="auth-links">
        <Link to="/login">{done ? ui.login.submit : ui.auth.backToLogin}</Link>
      </nav>
    </AuthLayout>
  )
}
