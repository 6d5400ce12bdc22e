import { analyseEndpoints } from './analyse'
import { assessEndpoints } from './assess'
import { authEndpoints } from './auth'
import { chatEndpoints } from './chat'
import { coeditingEndpoints } from './coediting'
import { multichatsEndpoints } from './multichats'
import { editingEndpoints } from './editing'
import type { Endpoint } from './Endpoint'
import { exportEndpoints } from './export'
import { feedbackEndpoints } from './feedback'
import { jobEndpoints } from './jobs'
import { liveEndpoints, liveRegistrationEndpoints } from './live'
import { mediaEndpoints } from './media'
import { multichatEndpoints } from './multichat'
import { sharingEndpoints } from './sharing'
import { surveyEndpoints } from './surveys'
import { trainingEndpoints } from './training'
import { versionEndpoints } from './versions'

/**
 * The whole HTTP contract in one table: OpenAPI (/api/docs), the authorization matrix and the
 * fuzz test are generated from it, and a test checks that it lists exactly the server's routes.
 */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...liveRegistrationEndpoints,
  ...liveEndpoints,
  ...chatEndpoints,
  ...feedbackEndpoints,
  ...assessEndpoints,
  ...surveyEndpoints,
  ...editingEndpoints,
  ...coeditingEndpoints,
  ...sharingEndpoints,
  ...multichatsEndpoints,
  ...multichatEndpoints,
  ...mediaEndpoints,
  ...exportEndpoints,
  ...analyseEndpoints,
  ...trainingEndpoints,
  ...versionEndpoints,
  ...jobEndpoints,
  { method: 'GET', path: '/api/docs', summary: 'Diese API als OpenAPI-Dokument', access: { kind: 'public' } },
]
