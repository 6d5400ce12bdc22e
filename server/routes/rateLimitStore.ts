import { createHash } from 'node:crypto'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Db } from '../db/database'
import { countCall, deleteExpiredCounters } from '../repositories/rateLimitCounters'

/** Expired rows are swept at most this often per app server, one indexed delete each time. */
const SWEEP_EVERY_MS = 60_000

/**
 * @fastify/rate-limit's store over the table `rate_limit_counters` (docs/reliability/rate-limits.md):
 * every app server on one PostgreSQL database counts in the same rows, so n servers allow the
 * limit once, not n times. One upsert per counted call; the key is hashed, so a row never holds
 * an address and its size is fixed whatever a body sends.
 */
export function pgRateLimitStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    deleteExpiredCounters(db).catch(onError)
  }
  class PgRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      sweep()
      const hashed = createHash('sha256').update(key).digest('base64url')
      countCall(db, hashed, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }
    /** Every limiter shares the table; its keys carry the limiter's name (server/routes/rateLimits.ts). */
    child(): FastifyRateLimitStore {
      return this
    }
  }
  return PgRateLimitStore
}
