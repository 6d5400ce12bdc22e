import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from './app'
import type { ServerConfig } from './config'
import { acquireDataDirLock } from './db/dataDirLock'
import { type Database, openDatabase } from './db/database'
import { CHECKPOINTS } from './db/pgliteCheckpoints'
import { createExitEvaluator } from './services/llm/createExitEvaluator'
import { createMailer } from './services/mail/createMailer'

export interface ConfiguredApp {
  app: FastifyInstance
  database: Database
  /** Frees the embedded database's folder lock (a no-op with PostgreSQL). */
  releaseLock(): void
}

/**
 * The database and the app as the environment configures them: one definition for the app server
 * (server/main.ts) and the job worker (server/worker.ts), so both run the same handlers with the
 * same settings.
 */
export async function openConfiguredApp(
  config: ServerConfig,
  overrides: Partial<AppOptions> = {},
): Promise<ConfiguredApp> {
  // The lock guards the embedded database; with PostgreSQL, servers may share a DATA_DIR.
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          preparedStatements: config.pgPreparedStatements,
          openAll: true,
          onIdleError: (error) => console.warn(`PostgreSQL-Verbindung getrennt: ${error.message}`),
        }
      : {
          kind: 'pglite',
          dataDir: `${config.dataDir}/pglite`,
          thread: config.pgliteThread,
          groupCommit: config.pgliteGroupCommit,
          slowStatementMs: config.pgliteSlowStatementMs,
          checkpoints: { ...CHECKPOINTS, walBytes: config.pgliteCheckpointWalMb * 2 ** 20 },
        },
  ).catch((error: unknown) => {
    releaseLock()
    throw error
  })
  try {
    const app = await buildApp({
      database,
      staticDir: config.staticDir,
      jwtSecret: config.jwtSecret,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      exitEvaluator: createExitEvaluator(config, (message) => console.warn(message)),
      llmRoutingTimeoutMs: config.llmRoutingTimeoutMs,
      mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom }),
      passwordMaxAgeDays: config.passwordMaxAgeDays,
      security: config.security,
      overload: config.overload,
      rateLimits: config.rateLimits,
      coediting: config.coediting,
      coeditingListenUrl: config.databaseListenUrl,
      jobRunner: config.jobRunner,
      warmWorkers: config.warmWorkers,
      accountGate: config.accountGate,
      logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
      ...overrides,
    })
    return { app, database, releaseLock }
  } catch (error) {
    await database.close()
    releaseLock()
    throw error
  }
}

/** Ends the process cleanly on SIGTERM/SIGINT: the app closes (jobs back to the queue), then the database. */
export function closeOnSignals(opened: ConfiguredApp, timeoutMs: number): void {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    opened.app.log.info({ signal }, 'Prozess wird beendet')
    // A stuck request must not keep the process alive; exiting then is a crash, which the WAL covers.
    setTimeout(() => {
      opened.app.log.error('Der Prozess hat sich nicht rechtzeitig beendet und wird abgebrochen.')
      process.exit(1)
    }, timeoutMs).unref()
    let exitCode = 0
    try {
      await opened.app.close()
      // Embedded database: CHECKPOINT, then close (docs/reliability/durability.md).
      await opened.database.close()
    } catch (error) {
      exitCode = 1
      opened.app.log.error({ err: error }, 'Fehler beim Beenden')
    } finally {
      opened.releaseLock()
      process.exit(exitCode)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
