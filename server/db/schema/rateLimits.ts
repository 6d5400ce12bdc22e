import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The counters of @fastify/rate-limit shared by every app server on PostgreSQL
 * (server/http/pgRateLimitStore.ts, docs/reliability/rate-limits.md): one row per limiter and
 * client or address, `key` a hash of both so neither an address nor a huge body value is stored.
 * A row past `reset_at` counts as zero; expired rows are deleted now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
)
