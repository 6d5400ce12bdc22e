import { readConfig } from './config'
import { closeOnSignals, openConfiguredApp } from './configuredApp'
import { niceSharedThreads } from './workers/priorities'

/** A running job gets this long to notice the stop and go back to the queue. */
const SHUTDOWN_TIMEOUT_MS = 30_000

/**
 * `npm run worker`: a process that only runs the durable jobs (docs/design/jobs.md), beside app
 * servers started with JOB_RUNNER=off, which then only serve requests. It needs PostgreSQL: the
 * embedded database belongs to the one app server process.
 */
async function main(): Promise<void> {
  const config = readConfig({ ...process.env, JOB_RUNNER: 'in-process' })
  if (!config.databaseUrl)
    throw new Error(
      'npm run worker braucht DATABASE_URL (PostgreSQL); mit der eingebetteten Datenbank führt der App-Server die Aufträge selbst aus.',
    )
  // Its jobs' threads are niced like the app server's, and so is what serves them: on a machine
  // shared with an app server, they yield to the respondents' event loop.
  await niceSharedThreads(config.helperThreadsNice)
  const opened = await openConfiguredApp(config, { staticDir: undefined })
  closeOnSignals(opened, SHUTDOWN_TIMEOUT_MS)
  await opened.app.ready()
  console.log('Auftrags-Worker läuft (Datenbank: postgres); beenden mit Strg+C.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
