import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'

/** docs/product/screens.md#routes: /multi/{manager_id}, login required (inside RequireAuth in App.tsx). */
export const multichatEditorRoutes: RouteObject[] = [
  {
    path: '/multi/:manager_id',
    lazy: async () => ({ Component: (await import('./MultichatEditorPage')).MultichatEditorPage }),
    handle: ROUTE_META.multichat,
  },
]
