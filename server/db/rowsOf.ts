/**
 * The rows of a raw `db.execute(sql…)`: both drivers (node-postgres, PGlite) answer an object
 * with `rows`, which drizzle's shared Db type does not name.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
