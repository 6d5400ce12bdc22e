import { Button, Callout, Card, FormGroup, H2, InputGroup, Intent, Spinner } from '@blueprintjs/core'
import { useEffect, useState, type FormEvent } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { de } from '../../i18n/de'
import { clearEditorSession, editorSession } from '../../session/editorSession'
import { globalError } from '../../session/globalError'
import { verifyEditorToken } from '../../session/verifyEditorToken'
import { AppBar } from '../../ui/AppBar'
import { submitLogin } from './submitLogin'

type StoredTokenCheck = 'none' | 'checking' | 'valid'

/** /login (SPEC.md §2): a stored token is verified first; if valid, go straight to /dashboard. */
export function LoginPage() {
  const navigate = useNavigate()
  const session = useSnapshot(editorSession)
  const { text: globalErrorText } = useSnapshot(globalError)
  const [storedTokenCheck, setStoredTokenCheck] = useState<StoredTokenCheck>(() => (editorSession.token ? 'checking' : 'none'))
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const token = editorSession.token
    if (!token) return
    let current = true
    void verifyEditorToken(token).then((valid) => {
      if (!current) return
      if (!valid) clearEditorSession()
      setStoredTokenCheck(valid ? 'valid' : 'none')
    })
    return () => {
      current = false
    }
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitting(true)
    setError(null)
    const result = await submitLogin(username.trim(), password)
    setSubmitting(false)
    if (result.ok) void navigate('/dashboard', { replace: true })
    else setError(result.message)
  }

  if (storedTokenCheck === 'valid' && session.token) return <Navigate to="/dashboard" replace />

  return (
    <>
      <AppBar />
      <main className="page page-narrow">
        {storedTokenCheck === 'checking' ? (
          <Spinner aria-label={de.session.checking} />
        ) : (
          <Card elevation={2}>
            <H2>{de.login.title}</H2>
            <p>{de.login.intro}</p>
            {globalErrorText && (
              <Callout intent={Intent.WARNING} role="status" className="page-callout">
                {globalErrorText}
              </Callout>
            )}
            {error && (
              <Callout intent={Intent.DANGER} role="alert" className="page-callout">
                {error}
              </Callout>
            )}
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <FormGroup label={de.login.username} labelFor="login-username">
                <InputGroup id="login-username" type="email" autoComplete="username" required size="large"
                  value={username} onValueChange={setUsername} autoFocus />
              </FormGroup>
              <FormGroup label={de.login.password} labelFor="login-password">
                <InputGroup id="login-password" type="password" autoComplete="current-password" required size="large"
                  value={password} onValueChange={setPassword} />
              </FormGroup>
              <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={submitting}
                disabled={submitting || !username.trim() || !password}>
                {de.login.submit}
              </Button>
            </form>
          </Card>
        )}
      </main>
    </>
  )
}
