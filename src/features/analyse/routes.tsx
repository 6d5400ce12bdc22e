import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { AnalysePage } from './AnalysePage'

/** SPEC.md §2.1: inside SurveyRoute (App.tsx); child 'refresh_login' for the re-login (src/session/loginRefreshRoute.ts). */
export const analyseRoutes: RouteObject[] = [
  { path: '/analyse/:survey_id', element: <AnalysePage />, handle: ROUTE_META.analyse, children: [{ path: 'refresh_login', element: null }] },
]
