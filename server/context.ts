import type { TokenIssuer } from './auth/tokens'
import type { BackgroundJobs } from './services/backgroundJobs'
import type { Database } from './db/database'
import type { JobQueue } from './jobs/jobQueue'
import type { CoeditingHub } from './coediting/hub'
import type { ExitEvaluator } from './services/llm/ExitEvaluator'
import type { IntentRouter } from './services/llm/llmIntentRouter'
import type { IntentModels } from './services/nlu/intentModels'
import type { DocumentIndexes } from './services/qa/documentIndexes'
import type { Mailer } from './services/Mailer'
import type { WorkerPool } from './workers/workerPool'

/** What every route needs, built once by buildApp and handed to each route plugin. */
export interface ServerContext {
  database: Database
  tokens: TokenIssuer
  now: () => number
  mailer: Mailer
  /** Work after the answer (queued mails, server/services/backgroundJobs.ts). */
  jobs: BackgroundJobs
  /** Long editor work as durable jobs on the database (docs/design/jobs.md). */
  jobQueue: JobQueue
  exitEvaluator: ExitEvaluator
  /** LLM routing of answers the offline model is unsure of (docs/nlu.md "LLM routing"); absent offline. */
  intentRouter?: IntentRouter
  /** Trained intent models of open blocks (stored, cached per process, built by jobs). */
  intentModels: IntentModels
  /** Threads that build excel exports' workbooks (docs/api/export.md "Off the event loop"). */
  exportPool: WorkerPool
  /** Worker threads for heavy editor work (server/workers/workerPool.ts). */
  workers: WorkerPool
  /** Passage indexes of qa blocks' documents (cached per file). */
  documentIndexes: DocumentIndexes
  /** Media files and the mail outbox live below it. */
  dataDir: string
  /** Base of links in mails, e.g. http://localhost:3000. */
  publicUrl: string
  /** Co-editing: open streams and presence, fanned out to the other app servers (server/coediting/hub.ts). */
  coediting: CoeditingHub
  /** PASSWORD_MAX_AGE_DAYS: older passwords must be reset (login answers 418); off when absent. */
  passwordMaxAgeDays?: number
}

export interface RouteOptions {
  ctx: ServerContext
}
