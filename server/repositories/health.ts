import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'

/** One round trip to the database (GET /api/health): throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
