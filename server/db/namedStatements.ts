import type pg from 'pg'
import { StatementNames } from './statementNames'

/** Distinct SQL texts remembered per pool; beyond it new texts run unnamed, as before. */
const MAX_TEXTS = 2000

interface QueryConfigLike {
  text?: unknown
  name?: unknown
  values?: unknown
}

/**
 * Runs every parameterised query that the pool's connections see a second time as a named
 * (prepared) statement (statementNames.ts), so PostgreSQL parses it once per connection instead
 * of on every call. A chat turn's dozen statements each paid the parse and plan again
 * (docs/reliability/launch.md). Only the protocol changes: the same text with the same
 * parameters, so results and errors are the same.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new StatementNames('dp_', MAX_TEXTS)
  rewriteQueries(pool, (config, values) => {
    if (config.name || typeof config.text !== 'string' || !Array.isArray(values) || values.length === 0)
      return undefined
    const name = names.nameOf(config.text)
    return name ? { name } : undefined
  })
}

/**
 * The opposite, for PG_PREPARED_STATEMENTS=false (README, docs/reliability/launch.md): strips the
 * name from every query, also from drizzle's `.prepare(name)` reads (server/db/preparedPerDb.ts),
 * so each runs as the unnamed statement of its own round trip. A pooler in transaction mode
 * (PgBouncer) may hand every transaction another server connection, where a statement prepared
 * on the first one does not exist.
 */
export function unnameStatements(pool: pg.Pool): void {
  rewriteQueries(pool, (config) => (config.name ? { name: undefined } : undefined))
}

/**
 * The one place that decides how a pool's statements are sent: named (prepared) unless
 * PG_PREPARED_STATEMENTS=false turned it off. The app's pool and a database channel's
 * (server/db/dbChannel.ts) both go through here.
 */
export function sendStatements(pool: pg.Pool, prepared: boolean): void {
  if (prepared) nameStatements(pool)
  else unnameStatements(pool)
}

/**
 * Wraps `query` of every connection the pool opens: `change` sees the query's config and its
 * values (passed in it or next to it) and answers the fields to replace, or undefined to send it
 * as it came. The caller's config object is never changed.
 */
function rewriteQueries(
  pool: pg.Pool,
  change: (config: QueryConfigLike, values: unknown) => Partial<QueryConfigLike> | undefined,
): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    const rewritten = (config: unknown, ...rest: unknown[]): unknown => {
      if (config && typeof config === 'object' && !('submit' in config)) {
        const c = config as QueryConfigLike
        const values = Array.isArray(rest[0]) ? rest[0] : c.values
        const changed = change(c, values)
        if (changed) return query({ ...c, ...changed }, ...rest)
      }
      return query(config, ...rest)
    }
    ;(client as unknown as { query: typeof rewritten }).query = rewritten
  })
}
