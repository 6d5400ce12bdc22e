import type { Db } from './database'

/**
 * A prepared query built once per database instead of on every call: drizzle's query building
 * is a large share of a hot call's CPU, and a named statement is parsed by PostgreSQL once per
 * connection (docs/reliability/launch.md). Keyed weakly, so a closed database's queries go too.
 * With PG_PREPARED_STATEMENTS=false the pool strips the name (server/db/namedStatements.ts): the
 * SQL is still built once, but sent unnamed.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) built.set(db, (query = build(db)))
    return query
  }
}
