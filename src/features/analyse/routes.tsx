import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'

/**
 * docs/product/screens.md#routes: inside SurveyRoute (App.tsx); child 'refresh_login' for the re-login
 * (src/session/loginRefreshRoute.ts). The page is loaded on demand: its charts (recharts) are
 * the largest part of the app, and respondents on the live pages never need them.
 */
export const analyseRoutes: RouteObject[] = [
  {
    path: '/analyse/:survey_id',
    lazy: async () => ({ Component: (await import('./AnalysePage')).AnalysePage }),
    handle: ROUTE_META.analyse,
    children: [{ path: 'refresh_login', element: null }],
  },
]
