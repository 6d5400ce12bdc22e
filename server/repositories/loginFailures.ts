import { and, count, eq, gte, lt, min, or } from 'drizzle-orm'
import type { Db } from '../db/database'
import { loginFailures } from '../db/schema'

export interface FailureCount {
  count: number
  /** The oldest failure still inside the window (it decides when the lock ends). */
  oldest: Date | null
}

async function countWhere(db: Db, where: ReturnType<typeof and>): Promise<FailureCount> {
  const rows = await db
    .select({ count: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(where)
  const row = rows[0]
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null }
}

/** Failed logins of one account and of one IP since `since`. */
export async function countLoginFailures(db: Db, input: { username: string; ip: string; since: Date }) {
  const [account, ip] = await Promise.all([
    countWhere(db, and(eq(loginFailures.username, input.username), gte(loginFailures.at, input.since))),
    countWhere(db, and(eq(loginFailures.ip, input.ip), gte(loginFailures.at, input.since))),
  ])
  return { account, ip }
}

/** Records a failure and drops this account's and IP's rows that left the window. */
export async function recordLoginFailure(
  db: Db,
  input: { username: string; ip: string; at: Date; windowStart: Date },
): Promise<void> {
  await db.insert(loginFailures).values({ username: input.username, ip: input.ip, at: input.at })
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.username, input.username), eq(loginFailures.ip, input.ip)),
        lt(loginFailures.at, input.windowStart),
      ),
    )
}

/** A successful login (or a password reset) ends that account's lock, and only that account's. */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username))
}
