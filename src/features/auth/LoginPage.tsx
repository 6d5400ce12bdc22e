import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { clearEditorSession, editorSession } from '../../session/editorSession'
import { verifyEditorToken } from '../../session/verifyEditorToken'
import { AuthLayout, FormError } from './AuthLayout'
import { submitLogin, type LoginResult } from './submitLogin'
import { applyAccountLanguage } from '../account/accountLanguage'
import { Spinner } from '../../ui/Spinner'

type StoredTokenCheck = 'none' | 'checking' | 'valid'
type Failure = Extract<LoginResult, { ok: false }>

/** /login (docs/product/screens.md): a stored token is verified first; if valid, go straight to /dashboard. */
export function LoginPage() {
  const navigate = useNavigate()
  const session = useSnapshot(editorSession)
  const [storedTokenCheck, setStoredTokenCheck] = useState<StoredTokenCheck>(() =>
    editorSession.token ? 'checking' : 'none',
  )
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)

  useEffect(() => {
    if (!editorSession.token) return
    let current = true
    void verifyEditorToken().then((result) => {
      if (!current) return
      if (result === 'invalid') clearEditorSession()
      // Unreachable: show the form; the session stays for when the server answers again.
      setStoredTokenCheck(result === 'valid' ? 'valid' : 'none')
    })
    return () => {
      current = false
    }
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setFailure(null)
    const result = await submitLogin(username.trim(), password)
    setSubmitting(false)
    if (!result.ok) {
      setFailure(result)
      return
    }
    // docs/app.md#languages: an account in another language loads the dashboard anew in it.
    if (!(await applyAccountLanguage('/dashboard'))) void navigate('/dashboard', { replace: true })
  }

  if (storedTokenCheck === 'valid' && session.token) return <Navigate to="/dashboard" replace />

  return (
    <AuthLayout title={ui.login.title} intro={ui.login.intro}>
      {storedTokenCheck === 'checking' ? (
        <Spinner label={ui.session.checking} />
      ) : (
        <>
          <FormError
            message={failure?.message ?? null}
            detail={
              failure?.retryAfterSeconds === undefined ? undefined : ui.auth.retryAfter(failure.retryAfterSeconds)
            }
          />
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormGroup label={ui.login.username} labelFor="login-username">
              <InputGroup
                id="login-username"
                type="email"
                autoComplete="username"
                required
                size="large"
                value={username}
                onValueChange={setUsername}
                autoFocus
              />
            </FormGroup>
            <FormGroup label={ui.login.password} labelFor="login-password">
              <InputGroup
                id="login-password"
                type="password"
                autoComplete="current-password"
                required
                size="large"
                value={password}
                onValueChange={setPassword}
              />
            </FormGroup>
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              size="large"
              fill
              loading={submitting}
              disabled={submitting || !username.trim() || !password}
            >
              {ui.login.submit}
            </Button>
          </form>
          <nav className="auth-links">
            <Link to="/reset_password">{ui.auth.forgotPassword}</Link>
            <Link to="/magic_link">{ui.auth.requestLoginLink}</Link>
          </nav>
        </>
      )}
    </AuthLayout>
  )
}
