import type { RouteObject } from 'react-router-dom'
import { RequireAuth } from '../../session/RequireAuth'
import { ROUTE_META } from '../../ui/routeTable'

/** docs/product/screens.md#routes: /admin needs a login; which role may use it is not shown, so any editor may. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('./AdminPage')).AdminPage }),
        handle: ROUTE_META.admin,
      },
    ],
  },
]
