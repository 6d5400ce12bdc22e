import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'

/**
 * Counts one call of `key` in its window and answers the count and the milliseconds left, in one
 * statement (docs/reliability/rate-limits.md): a window that ended starts again at 1. The
 * database's clock decides, so app servers whose clocks differ still share one window.
 */
export async function countCall(db: Db, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`
  const [row] = rowsOf<{ count: number; ttl_ms: string | number }>(
    await db.execute(sql`
      insert into rate_limit_counters as c (key, count, reset_at)
      values (${key}, 1, now() + ${window})
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then now() + ${window} else c.reset_at end
      returning c.count, ceil(extract(epoch from (c.reset_at - now())) * 1000) as ttl_ms`),
  )
  if (!row) throw new Error('rate_limit_counters: no row returned')
  return { count: row.count, ttlMs: Math.max(0, Number(row.ttl_ms)) }
}

/** Rows whose window ended long enough ago that no server reads them as current: the index on reset_at finds them. */
export async function deleteExpiredCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`)
}
