import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './database'
import { preparedPerDb } from './preparedPerDb'

/** One placeholder per value of a fixed statement, by name (`v.respondentId` in the builder). */
export type Placeholders<V> = { readonly [K in keyof V]: Placeholder<K & string> }

/** A raw statement written once and run with new values (fixedStatement). */
export interface FixedStatement<V> {
  /** Runs it on this database with these values; answers the driver's result (rowsOf). */
  run(db: Db, values: V): Promise<unknown>
}

const dialect = new PgDialect()

/**
 * A raw statement whose SQL text is built once, with a placeholder where each value goes, instead
 * of on every call (`db.execute(sql…)`): on a chat turn drizzle's building of the read and the save
 * was a tenth of the server's CPU, and a text built anew is hashed again, character by character,
 * each time server/db/statementNames.ts looks it up (docs/reliability/launch.md "The server's
 * CPU per turn"). The same text object every time, so the database parses it once per connection
 * as before. `build` sees one placeholder per value name; a name used twice is one value.
 */
export function fixedStatement<V extends Record<string, unknown>>(
  build: (v: Placeholders<V>) => SQL,
): FixedStatement<V> {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined
  const built = () => {
    if (!query) {
      const placeholders = new Proxy({} as Placeholders<V>, {
        get: (_, name) => (typeof name === 'string' ? sql.placeholder(name) : undefined),
      })
      query = dialect.sqlToQuery(build(placeholders))
    }
    return query
  }
  // drizzle's own prepared query (the one `db.execute` builds and drops on every call), kept per database.
  const prepared = preparedPerDb((db) => db._.session.prepareQuery(built(), undefined, undefined, false))
  return { run: (db, values) => prepared(db).execute(values) }
}
