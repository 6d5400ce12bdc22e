import { buildApp } from './app'
import { readConfig } from './config'
import { acquireDataDirLock } from './db/dataDirLock'
import { openDatabase } from './db/database'
import { DEMO_USER, demoAdminWarning, seedDemoContent } from './db/seed'
import { createExitEvaluator } from './services/llm/createExitEvaluator'
import { createMailer } from './services/mail/createMailer'

/** Answers in flight get this long to finish before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000

async function main(): Promise<void> {
  const config = readConfig(process.env)
  // The lock guards the embedded database; with PostgreSQL, servers may share a DATA_DIR.
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          preparedStatements: config.pgPreparedStatements,
          onIdleError: (error) => console.warn(`PostgreSQL-Verbindung getrennt: ${error.message}`),
        }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  ).catch((error: unknown) => {
    releaseLock()
    throw error
  })
  await seedDemoContent(database.db, { dataDir: config.dataDir })
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
    live: config.live,
    liveListenUrl: config.databaseListenUrl,
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'Server wird beendet')
    // A stuck request must not keep the process alive; exiting then is a crash, which the WAL covers.
    setTimeout(() => {
      app.log.error('Der Server hat sich nicht rechtzeitig beendet und wird abgebrochen.')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    let exitCode = 0
    try {
      await app.close()
      // Embedded database: CHECKPOINT, then close (docs/reliability/durability.md).
      await database.close()
    } catch (error) {
      exitCode = 1
      app.log.error({ err: error }, 'Fehler beim Beenden des Servers')
    } finally {
      releaseLock()
      process.exit(exitCode)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  const url = `http://localhost:${config.port}`
  console.log(`\nDialoge läuft auf ${url} (Datenbank: ${database.kind})`)
  console.log(`Demo-Anmeldung: ${DEMO_USER.username} / ${DEMO_USER.password}\n`)
  const warning = await demoAdminWarning(database.db)
  if (warning) console.warn(`${warning}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
