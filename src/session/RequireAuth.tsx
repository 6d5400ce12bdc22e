import { Spinner } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { de } from '../i18n/de'
import { clearEditorSession, editorSession } from './editorSession'
import { setGlobalError } from './globalError'
import { verifyEditorToken } from './verifyEditorToken'

type Check = { token: string; status: 'checking' | 'valid' | 'invalid' }

/**
 * SPEC.md §2.2: a protected route without a token goes to /login; with a token the token is
 * verified once, and on failure the session is cleared and the global error set.
 */
export function RequireAuth() {
  const { token } = useSnapshot(editorSession)
  const [check, setCheck] = useState<Check | null>(null)

  useEffect(() => {
    if (!token) return
    let current = true
    setCheck({ token, status: 'checking' })
    void verifyEditorToken(token).then((valid) => {
      if (!current) return
      if (!valid) {
        clearEditorSession()
        setGlobalError(de.session.loggedOut)
      }
      setCheck({ token, status: valid ? 'valid' : 'invalid' })
    })
    return () => {
      current = false
    }
  }, [token])

  if (!token || (check?.token === token && check.status === 'invalid')) return <Navigate to="/login" replace />
  if (check?.token !== token || check.status === 'checking') {
    return <Spinner aria-label={de.session.checking} style={{ marginTop: '20vh' }} />
  }
  return <Outlet />
}
