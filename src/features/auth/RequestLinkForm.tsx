import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { AuthLayout, FormError, FormSuccess } from './AuthLayout'
import { postForMessage, type MessageResult } from './postForMessage'

interface RequestLinkFormProps {
  title: string
  intro: string
  /** POST /api/request_magic_link or /api/request_password_reset: same body, same answer for any address. */
  path: '/api/request_magic_link' | '/api/request_password_reset'
  submit: string
}

/** Asks for a mailed link: the address in, the server's neutral answer out (no account enumeration). */
export function RequestLinkForm({ title, intro, path, submit }: RequestLinkFormProps) {
  const [username, setUsername] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<MessageResult | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setResult(await postForMessage(path, { username: username.trim() }))
    setSending(false)
  }

  return (
    <AuthLayout title={title} intro={intro}>
      <FormSuccess message={result?.ok ? result.msg : null} />
      <FormError message={result && !result.ok ? result.message : null} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormGroup label={ui.auth.email} labelFor="request-link-email">
          <InputGroup
            id="request-link-email"
            type="email"
            autoComplete="username"
            size="large"
            value={username}
            onValueChange={setUsername}
            autoFocus
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={sending}
          disabled={sending || !username.trim()}
        >
          {submit}
        </Button>
      </form>
      <nav className="auth-links">
        <Link to="/login">{ui.auth.backToLogin}</Link>
      </nav>
    </AuthLayout>
  )
}
