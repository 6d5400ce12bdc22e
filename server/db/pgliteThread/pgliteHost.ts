import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { openDurablePglite, openMemoryPglite } from '../durablePglite'
import { PglitePrepared, arrayTypesOf } from '../pglitePrepared'
import { type ThreadOptions, type ThreadReady, serializeError } from './protocol'
import { reply, statementServer } from './statementServer'

/**
 * The embedded database in a thread of its own (docs/design/storage.md#the-embedded-database-thread):
 * PGlite runs here, the server's event loop only sends statements and awaits their rows, so a
 * long query (an analysis, an export, a restore) no longer stops the answers to respondents.
 * Same PGlite, same data folder, same fsync'ing filesystem as in the server's own thread.
 * The server may attach more ports (statementServer.ts), each answered here the same way.
 */
const options = workerData as ThreadOptions
const port = parentPort
if (!port) throw new Error('pgliteHost runs only as a worker thread (server/db/pgliteThread/openPgliteThread.ts)')

async function open(): Promise<PGlite> {
  if (options.dataDir === undefined) return openMemoryPglite(options.from)
  return openDurablePglite(options.dataDir)
}

try {
  const pg = await open()
  statementServer(pg, new PglitePrepared(pg), { slowStatementMs: options.slowStatementMs }).serve(port, { main: true })
  const ready: ThreadReady = { arrayTypes: await arrayTypesOf(pg) }
  reply(port, { id: 0, ok: true, value: ready })
} catch (error) {
  reply(port, { id: 0, ok: false, error: serializeError(error) })
}
