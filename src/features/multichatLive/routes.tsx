import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { MultichatLivePage } from './MultichatLivePage'
import { AUFDERFLUCHT_MULTICHAT_ID, FLOW_MULTICHAT_ID } from '../../chat/clients/multichatInfo'

/** docs/product/screens.md#routes: the public multichat and the two games with fixed multichat ids (own head, favicon, social tags). */
export const multichatStreamRoutes: RouteObject[] = [
  { path: '/multi_live/:manager_id', element: <MultichatLivePage />, handle: ROUTE_META.multichatLive },
  { path: '/flow', element: <MultichatLivePage multichatId={FLOW_MULTICHAT_ID} />, handle: ROUTE_META.flow },
  {
    path: '/aufderflucht',
    element: <MultichatLivePage multichatId={AUFDERFLUCHT_MULTICHAT_ID} />,
    handle: ROUTE_META.aufderflucht,
  },
]
