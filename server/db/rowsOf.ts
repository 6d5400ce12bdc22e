/**
 * The rows of a raw `db.execute(sql…)`: both drivers (node-postgres, PGlite) answer an object
 * with `rows`, which drizzle's shared Db type does not name.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** A `json`/`jsonb` column's value: PGlite may hand it over as text, node-postgres parsed. */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

/** Orders strings by their code units, the same on either database whatever its collation. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
