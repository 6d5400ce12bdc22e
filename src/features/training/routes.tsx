import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { TrainingPage } from './TrainingPage'

/** docs/product/screens.md#routes: both inside SurveyRoute; Intrance_ai adds the suggestions. */
export const trainingRoutes: RouteObject[] = [
  { path: '/intrance/:survey_id', element: <TrainingPage withSuggestions={false} />, handle: ROUTE_META.intrance },
  { path: '/intrance_old/:survey_id', element: <TrainingPage withSuggestions />, handle: ROUTE_META.intranceOld },
]
