import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, durableStartParams } from '../../server/db/durableNodeFs'
import { BackupError } from './BackupError'
import type { BackupCounts } from './backupManifest'

/**
 * Opens a copied database folder (replaying its WAL if the server had crashed), counts what it
 * holds and closes it with a checkpoint. No migrations: a backup keeps the schema it was taken with.
 */
export async function countContents(pgliteDir: string): Promise<BackupCounts> {
  const client = new PGlite({ fs: new DurableNodeFS(pgliteDir), startParams: [...durableStartParams] })
  try {
    const { rows } = await client.query<BackupCounts>(
      `SELECT (SELECT count(*) FROM surveys)::int AS dialoge,
              (SELECT count(*) FROM live_respondents)::int AS befragte,
              (SELECT count(*) FROM answers)::int AS antworten`,
    )
    const counts = rows[0]
    if (!counts) throw new Error('no row')
    await client.exec('CHECKPOINT')
    return counts
  } catch (error) {
    throw new BackupError(
      'no_data',
      `Die Datenbank in ${pgliteDir} lässt sich nicht lesen: ${error instanceof Error ? error.message : String(error)}`,
    )
  } finally {
    await client.close().catch(() => undefined)
  }
}
