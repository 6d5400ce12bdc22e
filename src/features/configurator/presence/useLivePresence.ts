import { useEffect, useState } from 'react'
import { api } from '../../../session/api'
import { editorSession } from '../../../session/editorSession'
import type { ConfiguratorSession } from '../configuratorSession'
import { openLiveLink } from './liveLink'
import { noPresence, type PresencePort } from './presencePort'

/** Opens the dialog's live stream while the configurator shows the session; its presence for the UI. */
export function useLivePresence(session: ConfiguratorSession): PresencePort {
  const [port, setPort] = useState<PresencePort>(noPresence)
  useEffect(() => {
    const path = `/api/surveys/${encodeURIComponent(session.surveyId)}/presence`
    const link = openLiveLink(session.surveyId, session.editor, {
      token: () => editorSession.token,
      sendPresence: (body) => api('POST', path, { body }),
    })
    setPort(link.presence)
    return () => link.close()
  }, [session])
  return port
}
