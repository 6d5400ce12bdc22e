import { MediaListResponse } from '@engine/api/media'
import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ui } from '../../i18n'
import { api } from '../../session/api'

export const DEFAULT_LOGO = '/logo.svg'

/** docs/product/screens.md#top-bar: going to the dashboard while on it reloads the page. */
function reloadWhenOnDashboard(pathname: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/dashboard' && pathname !== '/') return
    event.preventDefault()
    window.location.reload()
  }
}

/** The product logo of the dashboard, root and the static pages; links to the dashboard. */
export function ProductLogo() {
  const { pathname } = useLocation()
  return (
    <Link
      to="/dashboard"
      className="app-bar-logo"
      onClick={reloadWhenOnDashboard(pathname)}
      aria-label={ui.shell.bar.productLogo}
    >
      <img src={DEFAULT_LOGO} alt="" width={28} height={28} />
      <span aria-hidden="true">{ui.productName}</span>
    </Link>
  )
}

/**
 * Assess shows only the dialog's logo (docs/product/screens.md#top-bar): the newest logo of its media list, the
 * default logo when it has none or the list cannot be loaded (a missing logo is no reason to
 * interrupt a test run with an alert).
 */
export function DialogLogo({ surveyId }: { surveyId: string }) {
  const [src, setSrc] = useState<{ surveyId: string; src: string } | null>(null)

  useEffect(() => {
    let current = true
    api('POST', '/api/get_media_list', { body: { survey_id: surveyId } })
      .then((answer) => {
        // docs/product/calls.md: the list is reversed, so the newest upload comes first.
        const logo = [...MediaListResponse.parse(answer).media_files].reverse().find((file) => file.type === 'logo')
        if (current) setSrc({ surveyId, src: logo?.location ?? DEFAULT_LOGO })
      })
      .catch((error: unknown) => {
        console.warn('Medienliste nicht geladen', error)
        if (current) setSrc({ surveyId, src: DEFAULT_LOGO })
      })
    return () => {
      current = false
    }
  }, [surveyId])

  return (
    <Link
      to="/dashboard"
      className="app-bar-logo"
      aria-label={`${ui.shell.bar.dialogLogo} – ${ui.shell.bar.toDashboard}`}
    >
      {src?.surveyId === surveyId && <img src={src.src} alt="" height={32} className="app-bar-dialog-logo" />}
    </Link>
  )
}
