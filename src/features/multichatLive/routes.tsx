import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { MultichatLivePage } from './MultichatLivePage'
import { AUFDERFLUCHT_MANAGER_ID, FLOW_MANAGER_ID } from '../../chat/clients/multichatInfo'

/** docs/product/screens.md#routes: the public multichat and the two games with fixed manager ids (own head, favicon, social tags). */
export const multichatLiveRoutes: RouteObject[] = [
  { path: '/multi_live/:manager_id', element: <MultichatLivePage />, handle: ROUTE_META.multichatLive },
  { path: '/flow', element: <MultichatLivePage managerId={FLOW_MANAGER_ID} />, handle: ROUTE_META.flow },
  {
    path: '/aufderflucht',
    element: <MultichatLivePage managerId={AUFDERFLUCHT_MANAGER_ID} />,
    handle: ROUTE_META.aufderflucht,
  },
]
