import pg from 'pg'
import type { Db } from '../db/database'
import { COEDIT_CHANNEL, listenForCoeditNotices, notifyCoedit } from '../repositories/coeditNotices'
import type { Transport } from './hub'

const MAX_RETRY_MS = 10_000

export interface PgChannelOptions {
  /** The database's connection string: LISTEN needs a connection of its own, outside the pool. */
  url: string
  db: Db
  receive(text: string): void
  /** The LISTEN connection is back after a drop: notices of the gap are lost, so streams read the log again. */
  reconnected(): void
  onError(error: unknown): void
}

/**
 * LISTEN on a dedicated connection, NOTIFY through the pool. The SQL of both is in
 * server/repositories/coeditNotices.ts; this module holds the dedicated connection, which is why
 * it is the one file outside server/db and server/repositories that imports the driver
 * (tests/lint/serverLayers.test.ts). A dropped LISTEN connection is opened again (after 0.5 s,
 * doubling up to 10 s). Resolves once the first LISTEN has run or failed, so an app that has
 * started hears the others.
 */
export async function openPgChannel(options: PgChannelOptions): Promise<Transport> {
  let current: pg.Client | undefined
  let closing = false
  let retry: NodeJS.Timeout | undefined
  let delay = 500
  let everListened = false

  const schedule = () => {
    if (closing || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, MAX_RETRY_MS)
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url })
    let dropped = false
    const drop = (error?: unknown) => {
      if (dropped) return
      dropped = true
      if (error) options.onError(error)
      if (current === client) current = undefined
      client.end().catch(() => undefined)
      schedule()
    }
    client.on('notification', (message) => {
      if (message.channel === COEDIT_CHANNEL && message.payload) options.receive(message.payload)
    })
    client.on('error', drop)
    client.on('end', () => drop())
    try {
      await client.connect()
      await listenForCoeditNotices(client)
    } catch (error) {
      drop(error)
      return
    }
    if (closing) {
      dropped = true
      await client.end().catch(() => undefined)
      return
    }
    current = client
    delay = 500
    if (everListened) options.reconnected()
    everListened = true
  }

  await connect()
  return {
    send(text) {
      notifyCoedit(options.db, text).catch(options.onError)
    },
    async close() {
      closing = true
      if (retry) clearTimeout(retry)
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
