import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './database'
import { serverSecrets } from './schema'

/**
 * Returns the named secret, creating it on first use. Insert-then-read makes concurrent first
 * starts of several servers agree on one value.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1)
  const row = rows[0]
  if (!row) throw new Error(`secret ${name} could not be stored`)
  return row.value
}
