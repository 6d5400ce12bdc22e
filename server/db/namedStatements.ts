import type pg from 'pg'

/** Distinct SQL texts remembered; beyond it new texts run unnamed, as before. */
const MAX_TEXTS = 2000

interface QueryConfigLike {
  text?: unknown
  name?: unknown
  values?: unknown
}

/**
 * Runs every parameterised query that the pool's connections see a second time as a named
 * (prepared) statement, one name per distinct SQL text, so PostgreSQL parses it once per
 * connection instead of on every call — what postgres.js does by default. A chat turn's dozen
 * statements each paid the parse and plan again (docs/reliability/launch.md). Only the
 * protocol changes: the same text with the same parameters, so results and errors are the same.
 * A text seen once (most one-off queries) stays unnamed, so the statements held per connection
 * stay the hot ones.
 */
export function nameStatements(pool: pg.Pool): void {
  const seen = new Map<string, string | null>()
  let named = 0
  const nameOf = (text: string): string | undefined => {
    const name = seen.get(text)
    if (name) return name
    if (name === null) {
      const assigned = `dp_${++named}`
      seen.set(text, assigned)
      return assigned
    }
    if (seen.size < MAX_TEXTS) seen.set(text, null)
    return undefined
  }

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    const withName = (config: unknown, ...rest: unknown[]): unknown => {
      if (config && typeof config === 'object' && !('submit' in config)) {
        const c = config as QueryConfigLike
        const values = Array.isArray(rest[0]) ? rest[0] : c.values
        if (!c.name && typeof c.text === 'string' && Array.isArray(values) && values.length > 0) {
          const name = nameOf(c.text)
          if (name) return query({ ...c, name }, ...rest)
        }
      }
      return query(config, ...rest)
    }
    ;(client as unknown as { query: typeof withName }).query = withName
  })
}
