/**
 * Route meta (React Router `handle`): the route's name from docs/product/screens.md#routes, which top bar it gets
 * (docs/product/screens.md#top-bar) and its page metadata (docs/product/overview.md). Routes in src/App.tsx take theirs from
 * ROUTE_META, e.g. `{ path: '/share/:survey_id', element: <SharePage />, handle: ROUTE_META.share }`.
 */
export type TopBarKind = 'app' | 'live' | 'none'

/** Open Graph / Twitter tags a route adds (the investigation games). */
export interface SocialTags {
  title: string
  description: string
  image?: string
}

export interface RouteMeta {
  name: string
  topBar: TopBarKind
  title?: string
  description?: string
  /** A path under public/, e.g. '/favicon-tatort.svg'. */
  favicon?: string
  social?: SocialTags
  /** A respondent's page: its tab title and description are in the dialog's language (docs/app.md#languages). */
  respondent?: boolean
}

export type RouteMetaOptions = Omit<RouteMeta, 'name' | 'topBar'> & { live?: boolean }

/** docs/product/screens.md#top-bar: these route names never show a top bar. */
export const HIDDEN_TOP_BAR_ROUTES: readonly string[] = [
  'Privacy',
  'Login',
  'Datenschutz',
  'E-Mail_Validation',
  'E-Mail_Reset_Password',
  'Magic_link',
  'Login_Refresh',
  'Widget_Only',
  'About',
]

/**
 * docs/product/screens.md#top-bar. 'Multichat' is matched case-sensitively on purpose: the multichat analysis
 * (AnalyseMultiChat) shows the app bar with 'Tatort-Game', so it must not fall under the rule.
 */
export function topBarFor(name: string | undefined, live = false): TopBarKind {
  if (!name) return 'none'
  if (HIDDEN_TOP_BAR_ROUTES.includes(name) || name.includes('Multichat')) return 'none'
  return live ? 'live' : 'app'
}

export function routeMeta(name: string, { live = false, ...page }: RouteMetaOptions = {}): RouteMeta {
  return { name, topBar: topBarFor(name, live), ...(live ? { respondent: true } : {}), ...page }
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteMeta).name === 'string' &&
    typeof (handle as RouteMeta).topBar === 'string'
  )
}

const UNNAMED_ROUTE: RouteMeta = Object.freeze({ name: '', topBar: 'none' })

/**
 * The meta of the deepest matched route that has one, so child routes without a handle (the
 * 'refresh_login' children of the analyses) keep their parent's. No named route: no top bar.
 */
export function resolveRouteMeta(matches: readonly { handle?: unknown }[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isRouteMeta(handle)) return handle
  }
  return UNNAMED_ROUTE
}
