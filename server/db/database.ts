import { mkdirSync } from 'node:fs'
import { MessageChannel } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { DatabaseUnreadableError } from './DatabaseUnreadableError'
import { openChannelDb } from './dbChannel'
import { closePglite, openDurablePglite, openMemoryPglite } from './durablePglite'
import { sendStatements } from './namedStatements'
import { chatActivityOf, restBetweenStatements } from './pgBackground'
import { ALWAYS_FREE, type CheckpointPolicy, logCheckpoint, startCheckpoints } from './pgliteCheckpoints'
import { PglitePrepared, arrayTypesOf } from './pglitePrepared'
import { statementServer } from './pgliteThread/statementServer'
import { openPgliteThread } from './pgliteThread/openPgliteThread'
import * as schema from './schema'
import type { Db, DbChannel, DbKind } from './dbTypes'

export type { Db, DbChannel, DbKind, Schema } from './dbTypes'

export interface Database {
  db: Db
  kind: DbKind
  /** PostgreSQL: the connection string, for connections outside the pool (LISTEN, server/coediting/pgChannel.ts). */
  url?: string
  /**
   * The same database for another thread to read on its own (dbChannel.ts): an export's thread
   * reads its pages this way, so their rows never pass through the event loop.
   */
  channel(): Promise<DbChannel>
  /**
   * The same database for editor work that reads many rows on the event loop (a block's examples
   * for a model, a quality check, Trainieren's status): on the embedded database its statements
   * wait for a moment when none of the respondents' is running or waiting (an attached port:
   * statementServer.ts, docs/design/storage.md "Respondents first in the database thread");
   * single statements only, no transactions. On PostgreSQL a pool of its own (one connection),
   * whose statements rest while the chat is active as the lane's do (pgBackground.ts).
   */
  background: Db
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      kind: 'postgres'
      url: string
      onIdleError?: (error: Error) => void
      /**
       * Named (prepared) statements, parsed once per connection (default true). False behind a
       * pooler in transaction mode such as PgBouncer: every statement then runs unnamed
       * (PG_PREPARED_STATEMENTS, docs/reliability/launch.md).
       */
      preparedStatements?: boolean
      /**
       * Open all of the pool's connections before answering (the server does; tests leave it off
       * and open what they use). They stay open either way: see POOL_CONNECTIONS.
       */
      openAll?: boolean
    }
  /**
   * `dataDir` undefined means in memory (tests); on disk, every commit is fsynced. `from`: an
   * in-memory database starts as a copy of a dumped one (`PGlite.dumpDataDir`), which skips
   * initdb and the migrations already in it (tests' template, tests/support/templateDatabase.ts).
   */
  | {
      kind: 'pglite'
      dataDir?: string
      from?: Blob
      /**
       * PGlite in a thread of its own (server/db/pgliteThread): default on disk, where the
       * server runs, so its queries leave the event loop to the respondents. In memory (the
       * tests' databases) it runs in the caller's thread unless this says otherwise.
       */
      thread?: boolean
      /** In its thread: report statements that held it this many ms or more (PGLITE_SLOW_STATEMENT_MS). */
      slowStatementMs?: number
      /** On disk, in its thread: group commit (server/db/walFlush.ts), default on; false: one fsync per commit. */
      groupCommit?: boolean
      /** On disk: when checkpoints are written (pgliteCheckpoints.ts CHECKPOINTS by default); false: only at close. */
      checkpoints?: CheckpointPolicy | false
    }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any fixed 64-bit key: serialises migrations when several app servers start at once. */
const MIGRATION_LOCK_KEY = 72_410_993

async function migrateUnderLock(pool: pg.Pool, db: Db): Promise<void> {
  const lockClient = await pool.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(db as Parameters<typeof migratePg>[0], { migrationsFolder })
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    lockClient.release()
  }
}

/**
 * Connections of an app server's pool on PostgreSQL (docs/reliability/launch.md "PostgreSQL
 * connections"): opened at start and kept, so no request waits for a new backend.
 */
export const POOL_CONNECTIONS = 10

/** PostgreSQL connections of `Database.background`: its statements run one at a time, as on the embedded database's lane. */
export const BACKGROUND_CONNECTIONS = 1

/** Every connection of the pool opened now (they are held at once, so the pool must open each). */
async function openEveryConnection(pool: pg.Pool): Promise<void> {
  const clients = await Promise.all(Array.from({ length: POOL_CONNECTIONS }, () => pool.connect()))
  await Promise.all(clients.map((client) => client.query('SELECT 1')))
  for (const client of clients) client.release()
}

/** Opens the database and brings its schema up to date; one code path for both engines. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // idleTimeoutMillis 0: an idle connection is never closed. pg closes them after 10 s by
    // default, and a burst of calls (an editor's) then opened new backends, whose first
    // statements (catalog caches cold, statements not yet prepared) the respondents' turns
    // waited behind: bench:isolation counted 5-11 connections coming and going.
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_CONNECTIONS, idleTimeoutMillis: 0 })
    // An idle connection dropped by the server (restart, failover, admin kill) is reported here;
    // without a listener Node would treat it as an unhandled error and end the process. The
    // pool replaces the connection on next use, so reporting is all there is to do.
    pool.on('error', (error) => options.onIdleError?.(error))
    const preparedStatements = options.preparedStatements !== false
    sendStatements(pool, preparedStatements)
    const chat = chatActivityOf(pool)
    const db = drizzlePg(pool, { schema })
    // Editor work in bulk on a connection of its own that rests while the chat is active
    // (pgBackground.ts), as the embedded database's background lane: one at a time, and never one
    // of the chat's connections.
    const backgroundPool = new pg.Pool({
      connectionString: options.url,
      max: BACKGROUND_CONNECTIONS,
      idleTimeoutMillis: 0,
    })
    backgroundPool.on('error', (error) => options.onIdleError?.(error))
    sendStatements(backgroundPool, preparedStatements)
    restBetweenStatements(backgroundPool, chat)
    const endPools = () => Promise.all([pool.end(), backgroundPool.end()]).then(() => undefined)
    try {
      await migrateUnderLock(pool, db)
      if (options.openAll) await openEveryConnection(pool)
    } catch (error) {
      await endPools()
      throw error
    }
    return {
      db,
      kind: 'postgres',
      url: options.url,
      channel: async () => ({ kind: 'postgres', url: options.url, preparedStatements }),
      background: drizzlePg(backgroundPool, { schema }),
      close: endPools,
    }
  }

  const { dataDir } = options
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
  if (options.thread ?? dataDir !== undefined) return openThreadedPglite(options)
  const client =
    dataDir === undefined
      ? await openMemoryPglite(options.from)
      : await openDurablePglite(dataDir).catch(unreadable(dataDir))
  const prepared = new PglitePrepared(client)
  // drizzle's PGlite driver calls only query and transaction (drizzle-orm/pglite/session.js).
  const db = drizzlePglite({ client: prepared as unknown as PGlite, schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  // Another thread's statements are answered here, in this thread, as the database thread would.
  const server = statementServer(client, prepared)
  // On disk (pgliteCheckpoints.ts). This thread's own statements do not pass the statement server,
  // so it cannot tell a free moment: checkpoints come by WAL alone, at once.
  const checkpointer =
    dataDir !== undefined && options.checkpoints !== false
      ? startCheckpoints(client, ALWAYS_FREE, logCheckpoint, options.checkpoints)
      : undefined
  const arrayTypes = await arrayTypesOf(client)
  const channel = (): DbChannel => {
    const { port1, port2 } = new MessageChannel()
    server.serve(port1, { main: false })
    return { kind: 'pglite', port: port2, arrayTypes }
  }
  const background = openChannelDb(channel())
  return {
    db,
    kind: 'pglite',
    channel: async () => channel(),
    background: background.db,
    close: async () => {
      checkpointer?.stop()
      await background.close()
      return closePglite(client, dataDir !== undefined)
    },
  }
}

/** The same database, its queries answered by PGlite in its own thread (docs/design/storage.md). */
async function openThreadedPglite(options: {
  dataDir?: string
  from?: Blob
  slowStatementMs?: number
  checkpoints?: CheckpointPolicy | false
  groupCommit?: boolean
}): Promise<Database> {
  const opening = openPgliteThread({
    dataDir: options.dataDir,
    from: options.from,
    slowStatementMs: options.slowStatementMs,
    checkpoints: options.checkpoints,
    groupCommit: options.groupCommit,
  })
  const client = await (options.dataDir === undefined ? opening : opening.catch(unreadable(options.dataDir)))
  // drizzle's PGlite driver calls only query and transaction (drizzle-orm/pglite/session.js).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  const background = openChannelDb({ kind: 'pglite', ...(await client.attach()) })
  return {
    db,
    kind: 'pglite',
    channel: async () => ({ kind: 'pglite', ...(await client.attach()) }),
    background: background.db,
    close: async () => {
      await background.close()
      return client.close(options.dataDir !== undefined)
    },
  }
}

/**
 * The reason PGlite could not open a data folder, as the app reports it. The WASM build loses
 * PostgreSQL's own reason; PGlite rejects with a generic error.
 */
function unreadable(dataDir: string): (error: unknown) => never {
  return (error) => {
    throw new DatabaseUnreadableError(dataDir, error)
  }
}
