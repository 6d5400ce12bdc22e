import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'

/** docs/product/screens.md#routes: login required (inside RequireAuth in App.tsx); child 'refresh_login' for the re-login (src/session/loginRefreshRoute.ts). */
export const analyseMultichatRoutes: RouteObject[] = [
  {
    path: '/analyse_multichat/:dialog_manager_id',
    lazy: async () => ({ Component: (await import('./AnalyseMultichatPage')).AnalyseMultichatPage }),
    handle: ROUTE_META.analyseMultichat,
    children: [{ path: 'refresh_login', element: null }],
  },
]
