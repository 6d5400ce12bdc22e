import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import type { TextParts } from './textParts'

/**
 * A large JSON value kept as text in parts, one row and one statement each, so that no statement
 * holds the embedded database long (docs/design/storage.md "Event parts"): the parts of a stored
 * intent model (classifierModels.ts) and of a large edit's event (eventParts.ts). The parts are
 * written first under a new `gen` (from `staged_write_seq`), then an owner row names that `gen`
 * and the count; a reader takes the owner's parts in `part` order. Parts no owner names (a crash
 * between the parts and the row) are swept at start-up.
 */
export interface PartsTable {
  /** The parts: the owner's key columns, `gen`, `part`, `data`, `created_at`. */
  name: string
  /** The rows that name their parts by the same key columns and `gen`. */
  owner: string
  /** The columns, in both tables, that say whose parts they are (values given in this order). */
  keys: readonly string[]
}

const keyColumns = (table: PartsTable) =>
  sql.join(
    table.keys.map((key) => sql.identifier(key)),
    sql`, `,
  )

const ofKey = (table: PartsTable, key: readonly string[], gen: number): SQL =>
  sql.join(
    [...table.keys.map((column, i) => sql`${sql.identifier(column)} = ${key[i]}`), sql`gen = ${gen}`],
    sql` AND `,
  )

async function writePart(
  db: Db,
  table: PartsTable,
  key: readonly string[],
  gen: number | undefined,
  part: number,
  data: string,
) {
  const [row] = rowsOf<{ gen: number | string }>(
    await db.execute(sql`
      INSERT INTO ${sql.identifier(table.name)} (${keyColumns(table)}, gen, part, data)
      VALUES (${sql.join(
        key.map((value) => sql`${value}`),
        sql`, `,
      )}, ${gen ?? sql`nextval('staged_write_seq')`}, ${part}, ${data})
      RETURNING gen`),
  )
  return Number(row?.gen)
}

/**
 * Writes the parts under a new generation, one statement each; answers it and their count. On a
 * failure the parts written are deleted again and the error thrown.
 */
export async function writeParts(
  db: Db,
  table: PartsTable,
  key: readonly string[],
  parts: TextParts,
): Promise<{ gen: number; count: number }> {
  const gen = await writePart(db, table, key, undefined, 0, parts.text(0))
  try {
    for (let part = 1; part < parts.length; part++) await writePart(db, table, key, gen, part, parts.text(part))
  } catch (error) {
    await dropParts(db, table, key, gen).catch(() => undefined)
    throw error
  }
  return { gen, count: parts.length }
}

export async function dropParts(db: Db, table: PartsTable, key: readonly string[], gen: number): Promise<void> {
  await db.execute(sql`DELETE FROM ${sql.identifier(table.name)} WHERE ${ofKey(table, key, gen)}`)
}

/** The texts of one generation's parts, in order. */
export async function readParts(db: Db, table: PartsTable, key: readonly string[], gen: number): Promise<string[]> {
  const rows = rowsOf<{ data: string }>(
    await db.execute(sql`SELECT data FROM ${sql.identifier(table.name)} WHERE ${ofKey(table, key, gen)} ORDER BY part`),
  )
  return rows.map((row) => row.data)
}

/** At start-up: parts older than `after` that no owner row names. Answers how many were deleted. */
export async function sweepParts(db: Db, table: PartsTable, after: SQL): Promise<number> {
  const sameOwner = sql.join(
    [...table.keys, 'gen'].map((column) => sql`o.${sql.identifier(column)} = p.${sql.identifier(column)}`),
    sql` AND `,
  )
  return rowsOf(
    await db.execute(sql`
      DELETE FROM ${sql.identifier(table.name)} p
       WHERE p.created_at < now() - ${after}
         AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table.owner)} o WHERE ${sameOwner})
      RETURNING 1`),
  ).length
}
