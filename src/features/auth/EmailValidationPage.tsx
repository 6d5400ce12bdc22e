import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { editorSession } from '../../session/editorSession'
import { AuthLayout, FormError, FormSuccess } from './AuthLayout'
import { postForMessage, type MessageResult } from './postForMessage'
import { Spinner } from '../../ui/Spinner'

/** One POST per token: StrictMode's second effect run would otherwise find the link used up. */
const validations = new Map<string, Promise<MessageResult>>()

function validateEmail(token: string): Promise<MessageResult> {
  let result = validations.get(token)
  if (!result) {
    result = postForMessage('/api/email_validation', { token })
    validations.set(token, result)
  }
  return result
}

/**
 * /email_validation?token=… (docs/product/screens.md#routes): posts the mailed token at once. Public, since the
 * link may be opened where nobody is logged in (docs/api/auth.md).
 */
export function EmailValidationPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const { token: sessionToken } = useSnapshot(editorSession)
  const [result, setResult] = useState<MessageResult | null>(null)

  useEffect(() => {
    if (!token) return
    let current = true
    void validateEmail(token).then((outcome) => {
      if (current) setResult(outcome)
    })
    return () => {
      current = false
    }
  }, [token])

  return (
    <AuthLayout title={ui.auth.emailValidation.title}>
      {!token && <FormError message={ui.auth.emailValidation.missingToken} />}
      {token && !result && <Spinner label={ui.auth.emailValidation.checking} />}
      <FormSuccess message={result?.ok ? result.msg : null} />
      <FormError message={result && !result.ok ? result.message : null} />
      <nav className="auth-links">
        {sessionToken ? (
          <Link to="/account">{ui.auth.account.title}</Link>
        ) : (
          <Link to="/login">{ui.auth.backToLogin}</Link>
        )}
        {sessionToken && <Link to="/dashboard">{ui.auth.toDashboard}</Link>}
      </nav>
    </AuthLayout>
  )
}
