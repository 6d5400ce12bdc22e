import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'

/**
 * SQL of the notices between app servers (docs/design/coediting.md "Several app servers"):
 * NOTIFY through the pool, LISTEN on a connection of its own, which server/coediting/pgChannel.ts
 * holds (a pooled connection goes back to the pool and stops hearing).
 */

/** The one channel of co-editing. */
export const COEDIT_CHANNEL = 'coedit'

/** The dedicated connection, as much of it as LISTEN needs. */
export interface ListeningConnection {
  query(text: string): Promise<unknown>
}

export async function listenForCoeditNotices(connection: ListeningConnection): Promise<void> {
  await connection.query(`LISTEN ${COEDIT_CHANNEL}`)
}

export async function notifyCoedit(db: Db, text: string): Promise<void> {
  await db.execute(sql`select pg_notify(${COEDIT_CHANNEL}, ${text})`)
}
