import type { JobHandler } from './JobHandler'
import { indexDocumentHandler } from '../services/qa/documentJobs'
import { TRAIN_INTENTS, trainIntents } from '../services/nlu/trainIntentsJob'
import { PURGE_SURVEY, purgeSurveyJob } from '../services/dialogs/purgeSurveyJob'

/** Every kind of job and what runs it (docs/design/jobs.md lists them). */
export const jobHandlers: Record<string, JobHandler> = {
  index_document: indexDocumentHandler,
  [TRAIN_INTENTS]: trainIntents,
  [PURGE_SURVEY]: purgeSurveyJob,
}
