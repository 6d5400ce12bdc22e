import { useMemo } from 'react'
import { Outlet, useMatches } from 'react-router-dom'
import { useRespondentTexts } from '../i18n/respondent'
import { TopAppBar } from './appBar/TopAppBar'
import { FramedElsewhere, isFramed } from './FramedElsewhere'
import { usePageMeta } from './usePageMeta'
import { resolveRouteMeta } from './routeMeta'
import { ROUTE_META } from './routeTable'
import { ServerBusyBanner } from './ServerBusyBanner'
import { InShellContext } from './shellContext'

/**
 * The root layout route: picks the top bar from the route meta (docs/product/screens.md#top-bar) and sets the page
 * metadata (docs/product/overview.md). Live routes render their LiveBar themselves, because its texts and
 * actions come from the live dialog (src/ui/liveBar/LiveBar.tsx).
 */
export function ShellLayout() {
  const routeMeta = resolveRouteMeta(useMatches())
  // A respondent's tab reads the dialog's language, an editor's the UI language (docs/app.md#languages).
  const respondent = useRespondentTexts()
  const isPrivacy = routeMeta.name === ROUTE_META.privacy.name
  const meta = useMemo(
    () => (isPrivacy ? { ...routeMeta, title: respondent.page.titleOf(respondent.privacy.tabTitle) } : routeMeta),
    [routeMeta, isPrivacy, respondent],
  )
  usePageMeta(meta, meta.respondent ? respondent.page : undefined)
  // docs/reliability/security.md#findings-3-4-11: inside a frame only the widget renders, whatever the path.
  if (meta.name !== ROUTE_META.widget.name && isFramed()) return <FramedElsewhere />
  return (
    <InShellContext value>
      {meta.topBar === 'app' && <TopAppBar routeName={meta.name} />}
      <ServerBusyBanner />
      <Outlet />
    </InShellContext>
  )
}
