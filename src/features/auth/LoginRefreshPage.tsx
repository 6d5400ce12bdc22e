import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { useEffect, useState, type FormEvent } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { ui } from '../../i18n'
import { editorSession } from '../../session/editorSession'
import { setGlobalError } from '../../session/globalError'
import { readLoginRefreshRoute } from '../../session/loginRefreshRoute'
import { logout } from '../../session/logout'
import { resumeAfterLoginRefresh } from '../../session/resumeAfterLoginRefresh'
import { AuthLayout, FormError } from './AuthLayout'
import { submitLogin } from './submitLogin'

/**
 * /login_refresh (docs/product/screens.md#routes, docs/product/states.md): a call needed a fresh token, so the editor confirms the
 * password; then the stored call is retried and the editor returns to the page it came from.
 * Without a stored route the global error 'Bitte anmelden.' is set and /login shown.
 */
export function LoginRefreshPage() {
  const navigate = useNavigate()
  const [hasRoute] = useState(() => readLoginRefreshRoute() !== null)
  const [knownUsername] = useState(() => editorSession.username)
  const [username, setUsername] = useState(knownUsername ?? '')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<{ message: string; retryAfterSeconds?: number } | null>(null)

  useEffect(() => {
    if (!hasRoute) setGlobalError(ui.auth.loginFirst)
  }, [hasRoute])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setFailure(null)
    const login = await submitLogin(username.trim(), password)
    if (!login.ok) {
      setSubmitting(false)
      setFailure(login)
      return
    }
    const resumed = await resumeAfterLoginRefresh()
    // null: the retry itself was sent elsewhere by the session rules.
    if (resumed) void navigate(resumed.path, { replace: true, state: { retried: resumed.retried } })
  }

  function otherAccount() {
    logout()
    void navigate('/login', { replace: true })
  }

  if (!hasRoute) return <Navigate to="/login" replace />

  return (
    <AuthLayout title={ui.auth.loginRefresh.title} intro={ui.auth.loginRefresh.intro}>
      <FormError
        message={failure?.message ?? null}
        detail={failure?.retryAfterSeconds === undefined ? undefined : ui.auth.retryAfter(failure.retryAfterSeconds)}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormGroup label={ui.login.username} labelFor="refresh-username">
          <InputGroup
            id="refresh-username"
            type="email"
            autoComplete="username"
            size="large"
            value={username}
            onValueChange={setUsername}
            readOnly={knownUsername !== null}
            autoFocus={knownUsername === null}
          />
        </FormGroup>
        <FormGroup label={ui.login.password} labelFor="refresh-password">
          <InputGroup
            id="refresh-password"
            type="password"
            autoComplete="current-password"
            size="large"
            value={password}
            onValueChange={setPassword}
            autoFocus={knownUsername !== null}
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
          {ui.auth.loginRefresh.submit}
        </Button>
      </form>
      <nav className="auth-links">
        <Button variant="minimal" onClick={otherAccount}>
          {ui.auth.loginRefresh.otherAccount}
        </Button>
      </nav>
    </AuthLayout>
  )
}
