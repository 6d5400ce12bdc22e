import { fsyncSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { openDurablePglite, openMemoryPglite } from '../durablePglite'
import { type Checkpointer, startCheckpoints } from '../pgliteCheckpoints'
import { PglitePrepared, arrayTypesOf } from '../pglitePrepared'
import { type Writer, startWriter } from '../pgliteWriter'
import { WalFlush } from '../walFlush'
import { type HostEvent, type ThreadOptions, type ThreadReady, serializeError } from './protocol'
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

/**
 * On disk: group commit (walFlush.ts). A WAL fsync that fails leaves PostgreSQL believing in
 * commits the disk may not hold: the thread ends, as PostgreSQL itself stops (PANIC), after the
 * replies waiting for that flush were told; the server's statements then fail until a restart
 * replays the WAL.
 */
const walFlush =
  options.dataDir === undefined || options.groupCommit === false
    ? undefined
    : new WalFlush(fsyncSync, () => setImmediate(() => process.exit(70)))

async function open(): Promise<PGlite> {
  if (options.dataDir === undefined) return openMemoryPglite(options.from)
  return openDurablePglite(options.dataDir, walFlush)
}

try {
  const pg = await open()
  let checkpointer: Checkpointer | undefined
  let writer: Writer | undefined
  const server = statementServer(pg, new PglitePrepared(pg), {
    slowStatementMs: options.slowStatementMs,
    onClose: () => {
      writer?.stop()
      checkpointer?.stop()
    },
    walFlush,
  })
  server.serve(port, { main: true })
  // On disk only: a database in memory has no WAL to keep small (pgliteCheckpoints.ts) and no
  // disk to spare its checkpoints (pgliteWriter.ts).
  if (options.dataDir !== undefined && options.checkpoints !== false) {
    checkpointer = startCheckpoints(
      pg,
      server.activity,
      (report) => port.postMessage({ event: 'checkpoint', report } satisfies HostEvent),
      options.checkpoints,
    )
    writer = startWriter(pg, server.activity, options.writer)
  }
  const ready: ThreadReady = { arrayTypes: await arrayTypesOf(pg) }
  reply(port, { id: 0, ok: true, value: ready })
} catch (error) {
  reply(port, { id: 0, ok: false, error: serializeError(error) })
}
