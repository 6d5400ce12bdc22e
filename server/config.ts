import { type AccountGateOptions, DEFAULT_ACCOUNT_GATE } from './http/accountGate'
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_OVERLOAD, type OverloadOptions } from './http/loadShedding'
import type { SecurityOptions } from './http/securityHeaders'
import { DEFAULT_COEDITING, type CoeditingOptions } from './coediting/hub'
import { DEFAULT_RATE_LIMITS, type RateLimitOptions } from './routes/rateLimits'
import { WORKER_NICE } from './workers/priorities'

/** An empty variable (`DATABASE_URL=`) means "not set", as in most shells' conventions. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.string().url()),
  DATABASE_LISTEN_URL: optional(z.string().url()),
  PG_PREPARED_STATEMENTS: optional(z.enum(['true', 'false'])),
  PGLITE_THREAD: optional(z.enum(['true', 'false'])),
  PGLITE_GROUP_COMMIT: optional(z.enum(['true', 'false'])),
  WORKERS_WARM: optional(z.enum(['true', 'false'])),
  HELPER_THREADS_NICE: z.coerce.number().int().min(0).max(19).default(WORKER_NICE),
  PGLITE_SLOW_STATEMENT_MS: optional(z.coerce.number().int().min(1).max(600_000)),
  PGLITE_CHECKPOINT_WAL_MB: z.coerce.number().int().min(16).max(16_384).default(128),
  JWT_SECRET_KEY: optional(z.string().min(32, 'JWT_SECRET_KEY muss mindestens 32 Zeichen lang sein')),
  STATIC_DIR: z.string().default('./dist/client'),
  PUBLIC_URL: optional(z.string().url()),
  SMTP_URL: optional(z.string().min(1)),
  MAIL_FROM: optional(z.string().min(3)),
  PASSWORD_MAX_AGE_DAYS: optional(z.coerce.number().int().min(1)),
  TRUST_PROXY: optional(
    z
      .string()
      .min(1)
      .refine((v) => v !== 'true', {
        error:
          'true ist nicht erlaubt (jeder Client könnte mit X-Forwarded-For seine Adresse wählen); ' +
          'erwartet die Zahl der Proxys vor dem Server (meist 1) oder ihre Adressen (10.0.0.5, 10.0.0.0/8, loopback)',
      })
      .refine(isTrustProxy, { error: 'erwartet false, eine Zahl von 0 bis 10 oder Adressen/Netze mit Komma getrennt' }),
  ),
  LLM_BASE_URL: optional(z.string().url()),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: optional(z.string()),
  HSTS: optional(z.enum(['true', 'false'])),
  WIDGET_FRAME_ANCESTORS: optional(
    z.string().regex(/^[^;,]+$/, 'erwartet Quellen mit Leerzeichen getrennt, ohne ; oder ,'),
  ),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(DEFAULT_OVERLOAD.maxEventLoopDelayMs),
  OVERLOAD_MAX_HEAP_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_OVERLOAD.maxHeapUsedPercent),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(DEFAULT_OVERLOAD.maxRssMb),
  OVERLOAD_RETRY_AFTER_S: z.coerce.number().int().min(1).default(DEFAULT_OVERLOAD.retryAfterSeconds),
  OVERLOAD_RESPONDENT_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_OVERLOAD.respondent.maxEventLoopDelayMs),
  OVERLOAD_RESPONDENT_MAX_HEAP_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(DEFAULT_OVERLOAD.respondent.maxHeapUsedPercent),
  OVERLOAD_RESPONDENT_MAX_RSS_MB: z.coerce.number().int().min(0).default(DEFAULT_OVERLOAD.respondent.maxRssMb),
  RATE_LIMIT_MAIL_PER_ADDRESS: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMITS.mailPerAddress),
  RATE_LIMIT_MAIL_PER_CLIENT: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMITS.mailPerClient),
  RATE_LIMIT_MAIL_WINDOW_S: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.mailWindowSeconds),
  RATE_LIMIT_INVITATIONS_PER_EDITOR: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMITS.invitationsPerEditor),
  RATE_LIMIT_LIVE_PER_CLIENT: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMITS.liveRegistrationsPerClient),
  RATE_LIMIT_LIVE_WINDOW_S: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.liveWindowSeconds),
  LIVE_PING_MS: z.coerce.number().int().min(10).max(600_000).default(DEFAULT_COEDITING.pingMs),
  LIVE_PRESENCE_TTL_MS: z.coerce.number().int().min(10).max(3_600_000).default(DEFAULT_COEDITING.presenceTtlMs),
  LIVE_PRESENCE_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(DEFAULT_COEDITING.presenceFlushMs),
  LIVE_MAX_STREAMS_PER_DIALOG: z.coerce.number().int().min(1).max(1000).default(DEFAULT_COEDITING.maxStreamsPerScope),
  LIVE_MAX_STREAMS_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_COEDITING.maxStreamsPerAccount),
  LIVE_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_COEDITING.drainTimeoutMs),
  JOB_RUNNER: z.enum(['in-process', 'off']).default('in-process'),
  ACCOUNT_PARALLEL_CALLS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_ACCOUNT_GATE.slots),
  ACCOUNT_QUEUED_CALLS: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_ACCOUNT_GATE.queue),
})

export interface ServerConfig {
  /** Which proxies' X-Forwarded-For is believed (docs/reliability/security.md#findings-3-4-11): none, a hop count, or addresses. */
  trustProxy: TrustProxy
  /** OpenAI-compatible provider for AI exit conditions (docs/design/dialog-content.md); offline when absent. */
  llmBaseUrl: string | undefined
  llmApiKey: string | undefined
  llmModel: string | undefined
  /** How long an answer the offline router is unsure of waits for the provider (docs/nlu.md "LLM routing"). */
  llmRoutingTimeoutMs: number
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL: the co-editing LISTEN connection's own URL (a session, not a transaction pooler); DATABASE_URL when absent. */
  databaseListenUrl: string | undefined
  /** PostgreSQL only: named (prepared) statements; false behind PgBouncer in transaction mode. */
  pgPreparedStatements: boolean
  /** Embedded database only: PGlite in its own thread (default), or false for the event loop's own (bench baseline). */
  pgliteThread: boolean
  /** Embedded database in its thread: one WAL fsync for the commits that ran meanwhile (default), or false: one per commit (bench baseline). */
  pgliteGroupCommit: boolean
  /** Worker pools keep one thread started, so an editor's first job does not start one (default true). */
  warmWorkers: boolean
  /** The nice value of V8's helper threads and libuv's pool (server/workers/priorities.ts); 0 leaves them at the process's. */
  helperThreadsNice: number
  /** Report statements that held the embedded database's thread this long (off when undefined). */
  pgliteSlowStatementMs: number | undefined
  /** Embedded database: a checkpoint after this much WAL (PGLITE_CHECKPOINT_WAL_MB, docs/reliability/durability.md). */
  pgliteCheckpointWalMb: number
  jwtSecret: string | undefined
  staticDir: string
  logLevel: string
  /** Base of links in mails; defaults to http://localhost:PORT. */
  publicUrl: string
  smtpUrl: string | undefined
  /** Sender of outgoing mail. */
  mailFrom: string | undefined
  /** Passwords older than this must be reset; undefined = no expiry. */
  passwordMaxAgeDays: number | undefined
  /** Headers (docs/reliability/headers.md): HTTPS-only in production mode, widget embedding. */
  security: SecurityOptions
  /** When API calls are shed with 503 (docs/reliability/overload.md). */
  overload: OverloadOptions
  /** Limits of the mail and identity calls (docs/reliability/security.md#findings-2-6-7); 0 switches one off. */
  rateLimits: RateLimitOptions
  /** Co-editing streams (docs/api/coediting.md): ping, presence lifetime and flush interval, stream caps, drain timeout. */
  coediting: CoeditingOptions
  /** Whether this app server runs the durable jobs itself or leaves them to `npm run worker` (docs/design/jobs.md). */
  jobRunner: 'in-process' | 'off'
  /** Calls of one editor account in progress at once, and waiting (server/http/accountGate.ts). */
  accountGate: AccountGateOptions
}

/**
 * Fastify's trustProxy without `true`: false (the socket's address is the client), the number
 * of proxies in front of the server (the client is that many entries from the right of
 * X-Forwarded-For), or the proxies' addresses and subnets (proxy-addr's names loopback,
 * linklocal and uniquelocal too). `true` would believe the left-most entry, which the client
 * writes itself (issue #19, finding 3).
 */
export type TrustProxy = false | number | string

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const MAX_HOPS = 10

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

function isTrustProxy(value: string): boolean {
  if (value === 'false' || /^\d+$/.test(value)) return value === 'false' || Number(value) <= MAX_HOPS
  return value.split(',').every((entry) => isProxyAddress(entry.trim()))
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',')
}

/** Reads the environment once; a wrong value stops the start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = Env.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`Ungültige Umgebungsvariable ${String(issue?.path[0])}: ${issue?.message}`)
  }
  const e = result.data
  if (e.JOB_RUNNER === 'off' && !e.DATABASE_URL)
    throw new Error(
      'Ungültige Umgebungsvariable JOB_RUNNER: off braucht DATABASE_URL (mit der eingebetteten Datenbank kann kein anderer Prozess die Aufträge ausführen)',
    )
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    pgPreparedStatements: e.PG_PREPARED_STATEMENTS !== 'false',
    pgliteThread: e.PGLITE_THREAD !== 'false',
    pgliteGroupCommit: e.PGLITE_GROUP_COMMIT !== 'false',
    warmWorkers: e.WORKERS_WARM !== 'false',
    helperThreadsNice: e.HELPER_THREADS_NICE,
    pgliteSlowStatementMs: e.PGLITE_SLOW_STATEMENT_MS,
    pgliteCheckpointWalMb: e.PGLITE_CHECKPOINT_WAL_MB,
    jwtSecret: e.JWT_SECRET_KEY,
    staticDir: resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    llmBaseUrl: e.LLM_BASE_URL,
    llmApiKey: e.LLM_API_KEY,
    llmModel: e.LLM_MODEL,
    llmRoutingTimeoutMs: e.LLM_ROUTING_TIMEOUT_MS,
    security: {
      // Production mode means served over HTTPS (behind a proxy); HSTS=false opts out, HSTS=true opts in.
      httpsOnly: e.HSTS === undefined ? e.NODE_ENV === 'production' : e.HSTS === 'true',
      widgetFrameAncestors: (e.WIDGET_FRAME_ANCESTORS ?? '*').split(/\s+/).filter(Boolean),
    },
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedPercent: e.OVERLOAD_MAX_HEAP_PERCENT,
      maxRssMb: e.OVERLOAD_MAX_RSS_MB,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_S,
      respondent: {
        maxEventLoopDelayMs: e.OVERLOAD_RESPONDENT_MAX_EVENT_LOOP_DELAY_MS,
        maxHeapUsedPercent: e.OVERLOAD_RESPONDENT_MAX_HEAP_PERCENT,
        maxRssMb: e.OVERLOAD_RESPONDENT_MAX_RSS_MB,
      },
    },
    rateLimits: {
      mailPerAddress: e.RATE_LIMIT_MAIL_PER_ADDRESS,
      mailPerClient: e.RATE_LIMIT_MAIL_PER_CLIENT,
      mailWindowSeconds: e.RATE_LIMIT_MAIL_WINDOW_S,
      invitationsPerEditor: e.RATE_LIMIT_INVITATIONS_PER_EDITOR,
      liveRegistrationsPerClient: e.RATE_LIMIT_LIVE_PER_CLIENT,
      liveWindowSeconds: e.RATE_LIMIT_LIVE_WINDOW_S,
    },
    coediting: {
      pingMs: e.LIVE_PING_MS,
      presenceTtlMs: e.LIVE_PRESENCE_TTL_MS,
      presenceFlushMs: e.LIVE_PRESENCE_FLUSH_MS,
      maxStreamsPerScope: e.LIVE_MAX_STREAMS_PER_DIALOG,
      maxStreamsPerAccount: e.LIVE_MAX_STREAMS_PER_ACCOUNT,
      drainTimeoutMs: e.LIVE_DRAIN_TIMEOUT_MS,
      maxPresenceCallsPerSecond: DEFAULT_COEDITING.maxPresenceCallsPerSecond,
    },
    jobRunner: e.JOB_RUNNER,
    accountGate: { slots: e.ACCOUNT_PARALLEL_CALLS, queue: e.ACCOUNT_QUEUED_CALLS },
  }
}
