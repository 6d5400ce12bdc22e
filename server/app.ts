import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions as FastifyRouteOptions,
} from 'fastify'
import { createTokenIssuer } from './auth/tokens'
import type { ServerContext } from './context'
import type { Database } from './db/database'
import { loadOrCreateSecret } from './db/secrets'
import { errorHandler } from './http/errorHandler'
import { type OverloadOptions, registerLoadShedding } from './http/loadShedding'
import { registerSecurityHeaders, type SecurityOptions } from './http/securityHeaders'
import { registerWellFormedInput } from './http/wellFormedInput'
import { registerRoutes } from './routes'
import { authorizeFirst } from './routes/authorizeFirst'
import type { ExitEvaluator } from './services/llm/ExitEvaluator'
import { offlineExitEvaluator } from './services/llm/offlineExitEvaluator'
import { type Mailer, MemoryMailer } from './services/Mailer'
import { createIntentModels } from './services/nlu/intentModels'
import { createDocumentIndexes } from './services/qa/documentIndexes'
import { registerSpa } from './spa'

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
  /** TRUST_PROXY: true, or a comma-separated list of proxy addresses (Fastify's trustProxy). */
  trustProxy?: boolean | string
  /** Media and mail outbox folder; tests use a temporary one. */
  dataDir?: string
  publicUrl?: string
  /** Login answers 418 for passwords older than this; off when absent. */
  passwordMaxAgeDays?: number
  /** Header settings; defaults: plain HTTP (no HSTS), widget embeddable anywhere. */
  security?: SecurityOptions
  /** Load-shedding thresholds; defaults in server/http/loadShedding.ts. */
  overload?: OverloadOptions
  /** Sees every route as it is registered (the contract test compares them with engine/api). */
  onRoute?: (route: FastifyRouteOptions) => void
}

/** Builds the whole app from its dependencies; `main.ts` only listens (fastify/demo's split). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now
  const secret = options.jwtSecret ?? (await loadOrCreateSecret(options.database.db, 'jwt_secret_key'))
  const dataDir = options.dataDir ?? './data'
  const ctx: ServerContext = {
    database: options.database,
    tokens: createTokenIssuer(secret, now),
    now,
    mailer: options.mailer ?? new MemoryMailer(),
    exitEvaluator: options.exitEvaluator ?? offlineExitEvaluator,
    intentModels: createIntentModels(),
    documentIndexes: createDocumentIndexes(dataDir),
    dataDir,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    passwordMaxAgeDays: options.passwordMaxAgeDays,
  }

  // Behind a proxy the client's address comes from X-Forwarded-For; without trustProxy every
  // request would seem to come from the proxy and share one per-IP login limit.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  })
  app.setErrorHandler(errorHandler)
  registerWellFormedInput(app)
  // Headers first, so that shed (503) answers carry them too.
  await registerSecurityHeaders(app, options.security)
  await registerLoadShedding(app, options.overload)
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  authorizeFirst(app, ctx)
  await registerRoutes(app, ctx)
  await registerSpa(app, options.staticDir)
  return app
}
