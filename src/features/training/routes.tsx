import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'

/**
 * docs/product/screens.md#routes: both inside SurveyRoute; Intrance_ai adds the suggestions. Loaded
 * on demand, as every editor's page: respondents on the live pages never need them.
 */
export const trainingRoutes: RouteObject[] = [
  {
    path: '/intrance/:survey_id',
    lazy: async () => {
      const { TrainingPage } = await import('./TrainingPage')
      return { element: <TrainingPage withSuggestions={false} /> }
    },
    handle: ROUTE_META.intrance,
  },
  {
    path: '/intrance_old/:survey_id',
    lazy: async () => {
      const { TrainingPage } = await import('./TrainingPage')
      return { element: <TrainingPage withSuggestions /> }
    },
    handle: ROUTE_META.intranceOld,
  },
]
