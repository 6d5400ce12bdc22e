import { useEffect, useState } from 'react'
import { openLiveLink } from '../configurator/presence/liveLink'
import { noPresence, type PresencePort } from '../configurator/presence/presencePort'
import { api } from '../../session/api'
import { editorSession } from '../../session/editorSession'
import type { ManagerSession } from './managerSession'

/**
 * The multichat's live stream while its editor is shown (docs/api/coediting.md): who else has it
 * open, and `outside` (triggers, dialogs) refreshes the manager editor. Multichats have no
 * versioned log, so the stream starts at its own version and sends no changes.
 */
export function useManagerPresence(session: ManagerSession | null): PresencePort {
  const [port, setPort] = useState<PresencePort>(noPresence)
  useEffect(() => {
    if (!session) return
    const base = `/api/multichat/${session.managerId}`
    const { editor } = session
    const link = openLiveLink(
      `${base}/live`,
      { version: () => undefined, refresh: () => editor.refresh(), setConnection: (s) => editor.setConnection(s) },
      { token: () => editorSession.token, sendPresence: (body) => api('POST', `${base}/presence`, { body }) },
    )
    setPort(link.presence)
    return () => {
      link.close()
      setPort(noPresence)
    }
  }, [session])
  return port
}
