import type { MessagePort } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Db, DbChannel } from './dbTypes'
import { sendStatements } from './namedStatements'
import { StatementClient } from './pgliteThread/openPgliteThread'
import * as schema from './schema'

/** What must be moved, not copied, when a channel is handed to a thread. */
export function transferOf(channel: DbChannel): MessagePort[] {
  return channel.kind === 'pglite' ? [channel.port] : []
}

export interface ChannelDb {
  db: Db
  close(): Promise<void>
}

/**
 * A `Db` over a channel, in the thread that received it: single statements only on the embedded
 * database (an attached port holds no transaction); one connection on PostgreSQL.
 */
export function openChannelDb(channel: DbChannel): ChannelDb {
  if (channel.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: channel.url, max: 1 })
    // A dropped idle connection is replaced on next use; unheard, the error would end the thread.
    pool.on('error', () => undefined)
    sendStatements(pool, channel.preparedStatements)
    return { db: drizzlePg(pool, { schema }), close: () => pool.end() }
  }
  const { port, arrayTypes } = channel
  const client = new StatementClient(port)
  client.useArrayTypes(arrayTypes)
  port.on('close', () => client.stop(new Error('the database channel closed')))
  const queries = client.queries()
  // drizzle's PGlite driver calls only query and transaction (drizzle-orm/pglite/session.js).
  const db = drizzlePglite({
    client: {
      ...queries,
      transaction: () => Promise.reject(new Error('no transactions over a database channel')),
    } as unknown as PGlite,
    schema,
  })
  return {
    db,
    async close() {
      client.stop(new Error('the database channel closed'))
      port.close()
    },
  }
}
