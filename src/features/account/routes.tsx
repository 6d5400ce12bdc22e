import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'

/** docs/product/screens.md#routes: /account (settings), login required: goes under RequireAuth in App.tsx. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/account',
    lazy: async () => ({ Component: (await import('./AccountPage')).AccountPage }),
    handle: ROUTE_META.account,
  },
]
