import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { PendingModulePage } from './PendingModulePage'

const page = (area: string) => <PendingModulePage area={area} />

/** Dialog tabs not built yet; they sit inside SurveyRoute, which loads the dialog for the bar. */
export const pendingSurveyRoutes: RouteObject[] = [
  { path: '/intrance/:survey_id', element: page('Trainieren'), handle: ROUTE_META.intrance },
  { path: '/intrance_old/:survey_id', element: page('Trainieren'), handle: ROUTE_META.intranceOld },
  { path: '/analyse/:survey_id', element: page('Analyse'), handle: ROUTE_META.analyse, children: [{ path: 'refresh_login', element: null }] },
]
