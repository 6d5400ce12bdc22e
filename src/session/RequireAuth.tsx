import { useEffect, useState } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui } from '../i18n'
import { clearEditorSession, editorSession } from './editorSession'
import { setGlobalError } from './globalError'
import { verifyEditorToken } from './verifyEditorToken'
import { Spinner } from '../ui/Spinner'

type Check = 'checking' | 'valid' | 'invalid'

/**
 * docs/product/screens.md#navigation-guard: a protected route without a token goes to /login; with a token the token is
 * verified, and on failure the session is cleared and the global error set. The check runs when
 * the protected area is entered, not on every token rotation: a refresh every 15 minutes must
 * not unmount the page the editor is working on.
 */
export function RequireAuth() {
  const { token } = useSnapshot(editorSession)
  const hasToken = Boolean(token)
  const [check, setCheck] = useState<Check>('checking')

  useEffect(() => {
    if (!hasToken) return
    let current = true
    setCheck('checking')
    void verifyEditorToken().then((result) => {
      if (!current) return
      if (result === 'invalid' && editorSession.token) {
        clearEditorSession()
        setGlobalError(ui.session.loggedOut)
      }
      // Unreachable: the pages' own calls show that the server does not answer.
      setCheck(result === 'invalid' ? 'invalid' : 'valid')
    })
    return () => {
      current = false
    }
  }, [hasToken])

  if (!hasToken || check === 'invalid') return <Navigate to="/login" replace />
  if (check === 'checking') return <Spinner label={ui.session.checking} style={{ marginTop: '20vh' }} />
  return <Outlet />
}
