import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { BackupError } from './BackupError'
import { type BackupManifest, writeManifest } from './backupManifest'
import { countContents } from './countContents'
import { dataEntries, timestampForName } from './dataEntries'
import { isInside } from './isInside'
import { isTaken } from './isTaken'
import { lockStoppedDataDir } from './lockStoppedDataDir'

export interface BackupResult {
  folder: string
  manifest: BackupManifest
}

/**
 * Copies a stopped server's DATA_DIR (database, media, outbox) into a new folder below
 * `targetDir`, proves the copy opens, and records checksums. PGlite serves one process per data
 * folder and a copy taken while it writes could be torn, so a running server is refused.
 */
export async function createBackup(options: { dataDir: string; targetDir: string; now: Date }): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir)
  const targetDir = resolve(options.targetDir)
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError('no_data', `In ${dataDir} liegt keine Datenbank (pglite/PG_VERSION fehlt). Stimmt DATA_DIR?`)
  }
  if (isInside(targetDir, dataDir)) {
    throw new BackupError(
      'target_inside_data_dir',
      `Das Ziel ${targetDir} liegt im Datenordner ${dataDir}. Wählen Sie einen Ordner außerhalb.`,
    )
  }
  const release = lockStoppedDataDir(dataDir, 'backup')
  try {
    const folder = join(targetDir, `sicherung-${timestampForName(options.now)}`)
    const partial = `${folder}.unvollstaendig`
    claimPartial(folder, partial)
    try {
      for (const entry of dataEntries(dataDir)) cpSync(join(dataDir, entry), join(partial, entry), { recursive: true })
      const counts = await countContents(join(partial, 'pglite'))
      const manifest = writeManifest(partial, dataDir, counts, options.now)
      // Only a complete, verified copy gets the final name; an interrupted one stays recognisable.
      if (isTaken(folder))
        throw new BackupError('target_exists', `${folder} ist inzwischen entstanden. Bitte erneut sichern.`)
      renameSync(partial, folder)
      return { folder, manifest }
    } catch (error) {
      rmSync(partial, { recursive: true, force: true }) // Ours: created by claimPartial.
      throw error
    }
  } finally {
    release()
  }
}

/**
 * Creates the new, empty `partial` folder. Another backup's folder with either name (finished,
 * interrupted, or one of another DATA_DIR running into the same target this second) is neither
 * written into nor deleted.
 */
function claimPartial(folder: string, partial: string): void {
  const refuse = (path: string) =>
    new BackupError(
      'target_exists',
      `${path} gibt es schon. Bitte eine Sekunde warten und erneut sichern` +
        (path === partial
          ? '; ein Ordner …unvollstaendig, an dem keine Sicherung mehr arbeitet, ist abgebrochen und kann gelöscht werden.'
          : '.'),
    )
  for (const path of [folder, partial]) if (isTaken(path)) throw refuse(path)
  mkdirSync(dirname(partial), { recursive: true })
  try {
    mkdirSync(partial) // Fails if the name was taken in the meantime.
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw refuse(partial)
    throw error
  }
}
