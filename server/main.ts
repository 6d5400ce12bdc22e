import { readConfig } from './config'
import { closeOnSignals, openConfiguredApp } from './configuredApp'
import { DEMO_USER, demoAdminWarning, seedDemoContent } from './db/seed'
import { scheduleMissingWork } from './jobs/missingWork'
import { sweepStaged } from './changes/stagedWrites'
import { niceSharedThreads } from './workers/priorities'

/** Answers in flight get this long to finish before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000

async function main(): Promise<void> {
  const config = readConfig(process.env)
  await niceSharedThreads(config.helperThreadsNice)
  const opened = await openConfiguredApp(config)
  const { app, database } = opened
  await seedDemoContent(database.db, { dataDir: config.dataDir })
  // The seeded content's models and documents are built by jobs before their first respondent.
  await scheduleMissingWork(database.db, app.jobQueue)
  closeOnSignals(opened, SHUTDOWN_TIMEOUT_MS)

  await app.listen({ port: config.port, host: config.host })
  // Rows an edit staged before a crash, in short statements beside the first requests
  // (docs/design/storage.md "Staged writes").
  sweepStaged(database.db).catch((error: unknown) =>
    console.error('Vorab geschriebene Zeilen bleiben bis zum nächsten Start:', error),
  )
  const url = `http://localhost:${config.port}`
  console.log(`\nDialoge läuft auf ${url} (Datenbank: ${database.kind})`)
  if (config.jobRunner === 'off') console.log('Aufträge führt ein eigener Prozess aus (npm run worker).')
  console.log(`Demo-Anmeldung: ${DEMO_USER.username} / ${DEMO_USER.password}\n`)
  const warning = await demoAdminWarning(database.db)
  if (warning) console.warn(`${warning}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
