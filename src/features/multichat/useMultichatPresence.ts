import { useEffect, useState } from 'react'
import { openCoeditingLink } from '../configurator/presence/coeditingLink'
import { noPresence, type PresencePort } from '../configurator/presence/presencePort'
import { api } from '../../session/api'
import { editorSession } from '../../session/editorSession'
import type { MultichatSession } from './multichatSession'

/**
 * The multichat's co-editing stream while its editor is shown (docs/api/coediting.md): who else has it
 * open, and `outside` (triggers, dialogs) refreshes the multichat editor. Multichats have no
 * versioned log, so the stream starts at its own version and sends no changes.
 */
export function useMultichatPresence(session: MultichatSession | null): PresencePort {
  const [port, setPort] = useState<PresencePort>(noPresence)
  useEffect(() => {
    if (!session) return
    const base = `/api/multichat/${session.multichatId}`
    const { editor } = session
    const link = openCoeditingLink(
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
