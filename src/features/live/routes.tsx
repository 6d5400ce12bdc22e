import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { ExitPage } from './ExitPage'
import { LivePage, WidgetPage } from './LivePage'

/**
 * docs/product/screens.md#routes: the respondent's public pages; live routes draw the live bar themselves.
 * /privacy/{survey_id} belongs to the static pages (src/features/static).
 */
export const liveRoutes: RouteObject[] = [
  { path: '/dialog/:survey_id', element: <LivePage />, handle: ROUTE_META.dialog },
  { path: '/assess_live/:survey_id', element: <LivePage />, handle: ROUTE_META.assessLive },
  { path: '/widget/:survey_id', element: <WidgetPage />, handle: ROUTE_META.widget },
  { path: '/exit/:var', element: <ExitPage />, handle: ROUTE_META.dialogExit },
]
