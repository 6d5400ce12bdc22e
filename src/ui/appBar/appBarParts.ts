import type { SurveyTab } from '../../features/survey/surveyTabs'

/** What the left end of the app bar shows (docs/product/screens.md#top-bar). */
export type BarStart = 'productLogo' | 'dialogLogo' | 'breadcrumbs'

export interface AppBarParts {
  start: BarStart
  /** The five module tabs (only where a dialog is in view). */
  tabs: boolean
  /** Live/inactive toggle and Team button: the admin dialog routes. */
  dialogControls: boolean
  action: 'restart' | 'refresh' | null
  /** Which tab belongs to this route. */
  activeTab: SurveyTab | null
}

/** docs/product/screens.md#top-bar: the admin dialog routes (toggle and Team button); exit pages are live routes. */
const ADMIN_DIALOG_ROUTES = ['configurator', 'Intrance', 'Intrance_ai', 'Share', 'Assess', 'Analyse']

/**
 * docs/product/screens.md#top-bar: these show a back-to-dashboard link and the dialog name. Assess
 * too since issue #28: with only the logo, Testen was the one tab that did not say which dialog it tests.
 */
const BREADCRUMB_ROUTES = [
  'configurator',
  'Intrance',
  'Intrance_ai',
  'Assess',
  'Share',
  'Analyse',
  'Account',
  'AnalyseMultiChat',
]

const TAB_OF_ROUTE: Record<string, SurveyTab> = {
  configurator: 'configurator',
  Intrance: 'intrance',
  Intrance_ai: 'intrance',
  Assess: 'assess',
  Share: 'share',
  Analyse: 'analyse',
  AnalyseMultiChat: 'analyse',
}

/** The app bar's layout for a route name; pure, so the rules have unit tests. */
export function appBarParts(routeName: string): AppBarParts {
  const start: BarStart = BREADCRUMB_ROUTES.includes(routeName) ? 'breadcrumbs' : 'productLogo'
  const action =
    routeName === 'Assess' ? 'restart' : routeName === 'Analyse' || routeName === 'AnalyseMultiChat' ? 'refresh' : null
  const activeTab = TAB_OF_ROUTE[routeName] ?? null
  return { start, tabs: activeTab !== null, dialogControls: ADMIN_DIALOG_ROUTES.includes(routeName), action, activeTab }
}

/** The dialog part of the breadcrumbs as far as the store knows it. */
export interface DialogNameSource {
  surveyId: string | null
  survey: { survey_id: string; survey_name: string } | null
  loading: boolean
  /** The failed load of `surveyId` (404: no such dialog). */
  error?: { status: number | null } | null
}

/** Whether the dialog of this route could not be loaded (SurveyRoute shows the reason instead of the page). */
export function dialogFailed(routeSurveyId: string | null, store: DialogNameSource): boolean {
  return routeSurveyId !== null && store.surveyId === routeSurveyId && !store.loading && store.error != null
}

/**
 * docs/product/screens.md#top-bar: on the multichat analysis the multichat's name once its
 * analysis is loaded, else 'Multichat' (the contract's 'Tatort-Game' named every multichat after
 * one game); the survey name if it is loaded for this id; 'loading...' while it loads; 'Dialog
 * nicht gefunden' (404) or 'Dialog nicht geladen' when loading failed; otherwise 'Neuer Dialog'.
 * A reload of the same dialog keeps the name instead of flickering to 'loading...'.
 */
export function dialogName(
  routeName: string,
  routeSurveyId: string | null,
  store: DialogNameSource,
  texts: { multichatAnalysis: string; loading: string; newDialog: string; notFound: string; notLoaded: string },
  multichatName: string | null = null,
): string {
  if (routeName === 'AnalyseMultiChat') return multichatName ?? texts.multichatAnalysis
  if (routeSurveyId && store.survey?.survey_id === routeSurveyId) return store.survey.survey_name
  if (routeSurveyId && store.loading && store.surveyId === routeSurveyId) return texts.loading
  if (dialogFailed(routeSurveyId, store)) return store.error?.status === 404 ? texts.notFound : texts.notLoaded
  return texts.newDialog
}
