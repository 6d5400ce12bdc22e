import { MAX_PERSON_NAME } from '@engine/api/auth'
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ui } from '../../i18n'
import { setGlobalError } from '../../session/globalError'
import { AuthLayout, FormError } from './AuthLayout'
import { openMagicLink, registerWithMagicLink } from './magicLink'
import { applyAccountLanguage } from '../account/accountLanguage'
import { NewPasswordFields, newPasswordReady } from './NewPasswordFields'
import { RequestLinkForm } from './RequestLinkForm'
import { Spinner } from '../../ui/Spinner'

/**
 * /magic_link?token=… (docs/product/screens.md#navigation-guard): the token is posted at once. A login goes on to the
 * dashboard, an invited address without account gets the registration form, a rejected link
 * sets the global error and shows /login. Without a token the page asks for a login link.
 */
export function MagicLinkPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  if (!token) {
    return (
      <RequestLinkForm
        title={ui.auth.magicLink.requestTitle}
        intro={ui.auth.magicLink.requestIntro}
        path="/api/request_magic_link"
        submit={ui.auth.magicLink.send}
      />
    )
  }
  return <OpenMagicLink token={token} />
}

function OpenMagicLink({ token }: { token: string }) {
  const navigate = useNavigate()
  const [registrationFor, setRegistrationFor] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void openMagicLink(token).then((outcome) => {
      if (!current) return
      if (outcome.kind === 'registration') setRegistrationFor(outcome.username)
      // docs/app.md#languages: an account in another language loads the dashboard anew in it.
      else if (outcome.kind === 'loggedIn')
        void applyAccountLanguage('/dashboard').then(
          (reloaded) => reloaded || navigate('/dashboard', { replace: true }),
        )
      else {
        setGlobalError(ui.auth.invalidMagicLink)
        void navigate('/login', { replace: true })
      }
    })
    return () => {
      current = false
    }
  }, [token, navigate])

  if (registrationFor === null) {
    return (
      <AuthLayout title={ui.login.title}>
        <Spinner label={ui.auth.magicLink.checking} />
      </AuthLayout>
    )
  }
  return <Registration token={token} username={registrationFor} />
}

/** docs/product/states.md: magic-link registration logs in and goes to /dashboard. */
function Registration({ token, username }: { token: string; username: string }) {
  const navigate = useNavigate()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const namesReady = firstName.trim() !== '' && lastName.trim() !== ''
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(null)
    const result = await registerWithMagicLink(token, username, password, { firstName, lastName })
    setSending(false)
    if (result.ok) void navigate('/dashboard', { replace: true })
    else setError(result.message)
  }

  return (
    <AuthLayout title={ui.auth.magicLink.registerTitle} intro={ui.auth.magicLink.registerIntro(username)}>
      <FormError message={error} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormGroup label={ui.auth.email} labelFor="register-email">
          <InputGroup id="register-email" type="email" autoComplete="username" size="large" value={username} readOnly />
        </FormGroup>
        {/* issue #28: colleagues see the name on avatars and rings, not the address. */}
        <div className="auth-name-row">
          <FormGroup label={ui.auth.account.firstName} labelFor="register-first-name" labelInfo={ui.auth.required}>
            <InputGroup
              id="register-first-name"
              autoComplete="given-name"
              size="large"
              required
              maxLength={MAX_PERSON_NAME}
              value={firstName}
              onValueChange={setFirstName}
            />
          </FormGroup>
          <FormGroup label={ui.auth.account.lastName} labelFor="register-last-name" labelInfo={ui.auth.required}>
            <InputGroup
              id="register-last-name"
              autoComplete="family-name"
              size="large"
              required
              maxLength={MAX_PERSON_NAME}
              value={lastName}
              onValueChange={setLastName}
            />
          </FormGroup>
        </div>
        <NewPasswordFields
          idPrefix="register"
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
          disabled={sending || !namesReady || !newPasswordReady(password, repeat)}
        >
          {ui.auth.magicLink.register}
        </Button>
      </form>
    </AuthLayout>
  )
}
