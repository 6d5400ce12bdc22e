import { NonIdealState } from '@blueprintjs/core'
import type { MultichatInfoResponse } from '@engine/api/multichat'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { useRespondentLanguage, useRespondentTexts } from '../../i18n/respondent'
import { DEFAULT_LOGO } from '../../ui/appBar/Logos'
import { accentStyle, safeBackground } from '../../chat/ui/liveAppearance'
import { LiveBackground } from '../../chat/ui/RespondentSurface'
import type { MediaFile } from '@engine/api/media'
import { LiveErrorBanner } from '../../chat/ui/LiveErrorBanner'
import { isNotFound, showLiveError } from '../../chat/liveStatus'
import { useViewportHeight } from '../../chat/ui/useViewportHeight'
import { createLiveMultichatClient } from '../../chat/clients/liveMultichatClient'
import { loadMultichatInfo, parseMultichatId } from '../../chat/clients/multichatInfo'
import { MultichatView } from '../../chat/multichat/MultichatView'
import { contactAppearance } from '../../chat/multichat/OpenChat'
import '../../chat/ui/chat.css'
import { Spinner } from '../../ui/Spinner'

type Failure = 'failed' | 'not_found'
type Load = { multichatId: number; info: MultichatInfoResponse } | { multichatId: number; failed: Failure } | null

/**
 * The game's contacts and config; the view is drawn once they are known (they name the chats).
 * 'not_found': no game under this id (a malformed id neither), which the page says once, without
 * the error banner's "try again"; any other failure shows the banner.
 */
function useMultichatInfo(multichatId: number | null): MultichatInfoResponse | Failure | null {
  const [load, setLoad] = useState<Load>(null)
  useEffect(() => {
    if (multichatId === null) return
    let current = true
    loadMultichatInfo(multichatId).then(
      (info) => current && setLoad({ multichatId, info }),
      (error: unknown) => {
        if (!current) return
        if (isNotFound(error)) return setLoad({ multichatId, failed: 'not_found' })
        showLiveError(error)
        setLoad({ multichatId, failed: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [multichatId])
  if (multichatId === null) return 'not_found'
  if (load?.multichatId !== multichatId) return null
  return 'info' in load ? load.info : load.failed
}

const ownBackground = (location: string): MediaFile => ({
  survey_id: '',
  filename_db: location.slice('/api/media/'.length),
  type: 'background',
  location,
  misc: { mime: '', size: 0 },
})

/**
 * /multi_live/{manager_id}, /flow (multichat 3) and /aufderflucht (multichat 4): the public game.
 * Title, favicon and social tags come from the route's ROUTE_META (ShellLayout); the top bar
 * is hidden on multichat routes (docs/product/screens.md#top-bar), so the page draws its own slim bar.
 */
export function MultichatLivePage({ multichatId: fixed }: { multichatId?: number }) {
  const params = useParams()
  const navigate = useNavigate()
  const multichatId = fixed ?? parseMultichatId(params.manager_id)
  const info = useMultichatInfo(multichatId)
  useViewportHeight()
  const loaded = typeof info === 'object' ? info : null
  const surveyIds = loaded?.contacts.map((c) => c.survey_id).join('\n')
  const client = useMemo(
    () =>
      loaded && multichatId !== null
        ? createLiveMultichatClient({ multichatId, surveyIds: surveyIds?.split('\n') ?? [] })
        : null,
    // The client is per game and contact list; a new info object with the same contacts keeps it.
    [multichatId, surveyIds],
  )
  const lead = loaded?.contacts[0]
  // docs/app.md#languages: the game's own texts follow its lead dialog's language.
  const language = lead ? (lead.language ?? 'de') : null
  useRespondentLanguage(language)
  const { multichatLive: t, bar, live } = useRespondentTexts()
  const background = loaded?.config.background_image ?? ''
  // The server sends the lead dialog's http(s) link or its own uploaded background (docs/runtime.md).
  const backgroundSrc = safeBackground(
    background,
    background.startsWith('/api/media/') ? [ownBackground(background)] : [],
  )
  return (
    <div
      className={`live-page mc-page${backgroundSrc ? ' live-with-background' : ''}`}
      style={accentStyle(lead ? contactAppearance(lead) : null)}
      lang={language ?? undefined}
    >
      <LiveBackground src={backgroundSrc} />
      <header className="live-bar mc-bar">
        <img className="live-bar-logo" src={loaded?.config.logo_src || DEFAULT_LOGO} alt={bar.logo} height={32} />
        {loaded && <h1 className="mc-bar-title">{loaded.name}</h1>}
      </header>
      <LiveErrorBanner />
      {info === null && <Spinner className="mc-loading" label={t.loading} />}
      {info === 'failed' && <NonIdealState icon="error" title={t.loadFailed} />}
      {info === 'not_found' && <NonIdealState icon="search" title={live.errors.notFound} />}
      {loaded && client && (
        <MultichatView
          info={loaded}
          client={client}
          onErased={() => void navigate(`/exit/deleted_${language ?? 'de'}`)}
        />
      )}
    </div>
  )
}
