import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions as FastifyRouteOptions,
} from 'fastify'
import { createTokenIssuer } from './auth/tokens'
import type { TrustProxy } from './config'
import type { ServerContext } from './context'
import type { Database } from './db/database'
import { loadOrCreateSecret } from './db/secrets'
import { clientErrorHandler, frameworkErrors } from './http/connectionErrors'
import { errorHandler } from './http/errorHandler'
import { type OverloadOptions, registerLoadShedding } from './http/loadShedding'
import { registerSecurityHeaders, type SecurityOptions } from './http/securityHeaders'
import { registerWellFormedInput } from './http/wellFormedInput'
import { CoeditingHub, type CoeditingOptions } from './coediting/hub'
import { fromHandover } from './services/nlu/modelCodec'
import { type AccountGateOptions, createAccountGate } from './http/accountGate'
import { openPgChannel } from './coediting/pgChannel'
import { registerRoutes } from './routes'
import { authorizeFirst } from './routes/authorizeFirst'
import { DEFAULT_RATE_LIMITS, type RateLimitOptions, registerRateLimits } from './routes/rateLimits'
import type { ExitEvaluator } from './services/llm/ExitEvaluator'
import { offlineExitEvaluator } from './services/llm/offlineExitEvaluator'
import { type BackgroundJobs, createBackgroundJobs } from './services/backgroundJobs'
import { type Mailer, MemoryMailer } from './services/Mailer'
import { createLlmIntentRouter } from './services/llm/llmIntentRouter'
import { createIntentModels } from './services/nlu/intentModels'
import { createExportPool } from './services/export/exportPool'
import { createDocumentIndexes, type DocumentIndexOptions } from './services/qa/documentIndexes'
import { createTrainingJobs } from './services/nlu/trainingJobs'
import { scheduleMissingWork } from './jobs/missingWork'
import { createWorkerPool, type WorkerPool } from './workers/workerPool'
import { registerSpa } from './spa'
import { jobHandlers } from './jobs/handlers'
import type { JobHandler } from './jobs/JobHandler'
import { createJobQueue } from './jobs/jobQueue'
import { createJobRunner } from './jobs/jobRunner'

export interface AppOptions {
  database: Database
  /** Built client (dist/client). Without it non-API paths answer 503. */
  staticDir?: string
  /** JWT signing key; without it one is generated once and kept in the database. */
  jwtSecret?: string
  now?: () => number
  logger?: FastifyServerOptions['logger']
  mailer?: Mailer
  exitEvaluator?: ExitEvaluator
  /** LLM_ROUTING_TIMEOUT_MS: how long an unsure open answer may wait for the exit evaluator's provider (docs/nlu.md). */
  llmRoutingTimeoutMs?: number
  /** TRUST_PROXY: a hop count or a comma-separated list of proxy addresses (server/config.ts TrustProxy). */
  trustProxy?: TrustProxy
  /**
   * How long a request may take to arrive whole, headers and body (default REQUEST_TIMEOUT_MS); one
   * that does not is answered 408 `request_timeout` and its connection closed. Tests set it short.
   */
  requestTimeoutMs?: number
  /** Media and mail outbox folder; tests use a temporary one. */
  dataDir?: string
  publicUrl?: string
  /** Login answers 418 for passwords older than this; off when absent. */
  passwordMaxAgeDays?: number
  /** Header settings; defaults: plain HTTP (no HSTS), widget embeddable anywhere. */
  security?: SecurityOptions
  /** Load-shedding thresholds; defaults in server/http/loadShedding.ts. */
  overload?: OverloadOptions
  /** Work after the answer (queued mails); tests pass their own to wait for it. Default: logged failures. */
  jobs?: BackgroundJobs
  /** Worker threads for heavy editor work; default: a pool of server/workers/workerPool.ts, closed with the app. */
  workers?: WorkerPool
  /** Calls of one editor account in progress at once and waiting (server/http/accountGate.ts); default DEFAULT_ACCOUNT_GATE. */
  accountGate?: AccountGateOptions
  /** Each worker pool keeps one thread started (workerPool.ts `warm`); default false, the server's config turns it on. */
  warmWorkers?: boolean
  /** Limits of the mail and identity calls (server/routes/rateLimits.ts); false switches them off. */
  rateLimits?: RateLimitOptions | false
  /** Sees every route as it is registered (the contract test compares them with engine/api). */
  onRoute?: (route: FastifyRouteOptions) => void
  /** Limits of qa documents' indexing (server/services/qa/documentLimits.ts); tests lower them. */
  documentLimits?: DocumentIndexOptions['limits']
  /** Co-editing timings and stream caps (LIVE_*, server/coediting/hub.ts DEFAULT_COEDITING); tests shorten them. */
  coediting?: Partial<CoeditingOptions>
  /**
   * PostgreSQL: where the co-editing hub LISTENs (DATABASE_LISTEN_URL): LISTEN needs a
   * session, so behind a pooler in transaction mode this names the database directly. Default: the database's URL.
   */
  coeditingListenUrl?: string
  /**
   * Who runs the durable jobs (JOB_RUNNER, docs/design/jobs.md): this process (default), another
   * (`off`: an app server that only serves requests, with `npm run worker` beside it), or only
   * `app.jobRunner.drain()` (`manual`, tests that hold a job on purpose).
   */
  jobRunner?: 'in-process' | 'off' | 'manual'
  /** Extra or replaced job handlers (tests). */
  jobHandlers?: Record<string, JobHandler>
  /** Jobs one runner runs at once, and how often an idle one looks for jobs of other processes. */
  jobConcurrency?: number
  jobPollMs?: number
  /** A job whose runner has not renewed its lease this long is taken over (a crashed process). */
  jobLeaseMs?: number
}

/**
 * A hop count as proxy-addr's trust function (Fastify's types take no number): the socket's peer
 * is hop 0, and the client is the first address after `hops` trusted proxies.
 */
function fastifyTrustProxy(trust: TrustProxy): string | false | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
}

/** Builds the whole app from its dependencies; `main.ts` only listens (fastify/demo's split). */
/**
 * How long a request may take to arrive whole (docs/reliability/security.md "Slow requests"): Node's
 * own default, which Fastify switches off. Long enough for the largest upload (10 MB) at about
 * 0.3 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 300_000

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildAppAndContext(options)).app
}

/**
 * buildApp, also answering the one context its routes and jobs get (the only place a
 * ServerContext is built: tests/lint/serverContextOnce.test.ts). Tests that call a server
 * function taking it use this one (tests/support/testApp.ts `ctx`); it closes with the app.
 */
export async function buildAppAndContext(options: AppOptions): Promise<{ app: FastifyInstance; ctx: ServerContext }> {
  const now = options.now ?? Date.now
  const secret = options.jwtSecret ?? (await loadOrCreateSecret(options.database.db, 'jwt_secret_key'))
  const dataDir = options.dataDir ?? './data'
  const warm = options.warmWorkers ?? false
  const workers = options.workers ?? createWorkerPool({ resourceLimits: { maxOldGenerationSizeMb: 512 }, warm })
  const jobs =
    options.jobs ?? createBackgroundJobs((err, job) => app.log.error({ err, job }, 'Hintergrundaufgabe fehlgeschlagen'))
  let wakeRunner = () => {}
  const ctx: ServerContext = {
    database: options.database,
    tokens: createTokenIssuer(secret, now),
    now,
    mailer: options.mailer ?? new MemoryMailer(),
    jobs,
    jobQueue: createJobQueue(options.database.db, () => wakeRunner()),
    exitEvaluator: options.exitEvaluator ?? offlineExitEvaluator,
    intentRouter: options.exitEvaluator?.provider
      ? createLlmIntentRouter(options.exitEvaluator.provider, { timeoutMs: options.llmRoutingTimeoutMs })
      : undefined,
    intentModels: createIntentModels({
      // docs/nlu.md "Bounds": a block of 2,000 examples trains in a few seconds; a minute means something is wrong.
      train: async (examples) => {
        const { model, stored } = await workers.run('trainIntents', { examples }, { timeoutMs: 60_000 })
        return { model: fromHandover(model), stored }
      },
      jobs: createTrainingJobs(() => ctx.jobQueue, jobs),
    }),
    workers,
    documentIndexes: createDocumentIndexes(dataDir, { limits: options.documentLimits, warm }),
    exportPool: createExportPool({ warm }),
    dataDir,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    passwordMaxAgeDays: options.passwordMaxAgeDays,
    coediting: new CoeditingHub({
      ...options.coediting,
      now,
      onError: (err) => app.log.warn({ err }, 'Live-Benachrichtigung fehlgeschlagen'),
    }),
  }

  // Behind a proxy the client's address comes from X-Forwarded-For; without trustProxy every
  // request would seem to come from the proxy and share one per-IP login limit.
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Fastify switches Node's limit off (0); a body sent a byte now and then held its socket for
    // good. Node looks for such requests every connectionsCheckingInterval (30 s by default), and
    // keeps to the limit only when its server is made with it (setting it on the server later, as
    // Fastify's own option does, was not enough on Node 20).
    requestTimeout,
    http: {
      requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeout / 4))),
    },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Router and HTTP-parser refusals answer {msg, code} too (docs/reliability/security.md#findings-3-4-11).
    frameworkErrors,
    clientErrorHandler,
  })
  app.setErrorHandler(errorHandler)
  // A queued mail still goes out (or fails into the log) before the database closes.
  app.addHook('onClose', () => ctx.jobs.settled())
  app.addHook('onClose', () => ctx.documentIndexes.close())
  app.addHook('onClose', () => ctx.exportPool.close())
  if (!options.workers) app.addHook('onClose', () => workers.close())
  // Open streams never end on their own: they are ended before the server waits for its connections.
  app.addHook('preClose', () => ctx.coediting.close())
  const listenUrl = options.coeditingListenUrl ?? options.database.url
  if (options.database.kind === 'postgres' && listenUrl)
    ctx.coediting.attach(
      await openPgChannel({
        url: listenUrl,
        db: options.database.db,
        receive: (text) => ctx.coediting.receive(text),
        reconnected: () => ctx.coediting.resync(),
        onError: (err) => app.log.warn({ err }, 'LISTEN coedit fehlgeschlagen'),
      }),
    )
  const runnerMode = options.jobRunner ?? 'in-process'
  const runner = createJobRunner({
    db: options.database.db,
    handlers: runnerMode === 'off' ? {} : { ...jobHandlers, ...options.jobHandlers },
    context: { ctx },
    start: runnerMode === 'in-process',
    concurrency: options.jobConcurrency,
    pollMs: options.jobPollMs,
    leaseMs: options.jobLeaseMs,
    onError: (err, job) => app.log.error({ err, job: job?.id, kind: job?.kind }, 'Auftrag fehlgeschlagen'),
  })
  wakeRunner = () => runner.wake()
  app.decorate('jobRunner', runner)
  app.decorate('jobQueue', ctx.jobQueue)
  // Models and indexes a respondent would otherwise meet unbuilt (docs/design/jobs.md).
  await scheduleMissingWork(options.database.db, ctx.jobQueue)
  // Running jobs are told to stop and, unfinished, go back to the queue for the next start.
  app.addHook('preClose', () => runner.stop())
  registerWellFormedInput(app)
  // Headers first, so that shed (503) answers carry them too.
  await registerSecurityHeaders(app, options.security)
  await registerLoadShedding(app, options.overload)
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  authorizeFirst(app, ctx, createAccountGate(options.accountGate))
  await registerRateLimits(app, ctx, options.rateLimits ?? DEFAULT_RATE_LIMITS)
  await registerRoutes(app, ctx)
  await registerSpa(app, options.staticDir)
  return { app, ctx }
}
