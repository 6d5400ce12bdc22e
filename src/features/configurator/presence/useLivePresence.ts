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
    const base = `/api/surveys/${encodeURIComponent(session.surveyId)}`
    const link = openLiveLink(`${base}/live`, session.editor, {
      token: () => editorSession.token,
      sendPresence: (body) => api('POST', `${base}/presence`, { body }),
    })
    setPort(link.presence)
    return () => link.close()
  }, [session])
  return port
}
