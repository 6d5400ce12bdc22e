import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BackupError } from './BackupError'
import { type BackupManifest, writeManifest } from './backupManifest'
import { countContents } from './countContents'
import { dataEntries, timestampForName } from './dataEntries'
import { isInside } from './isInside'
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
    throw new BackupError('target_inside_data_dir', `Das Ziel ${targetDir} liegt im Datenordner ${dataDir}. Wählen Sie einen Ordner außerhalb.`)
  }
  const release = lockStoppedDataDir(dataDir, 'backup')
  const folder = join(targetDir, `sicherung-${timestampForName(options.now)}`)
  const partial = `${folder}.unvollstaendig`
  try {
    if (existsSync(folder)) throw new BackupError('target_exists', `${folder} gibt es schon. Bitte eine Sekunde warten und erneut sichern.`)
    mkdirSync(partial, { recursive: true })
    for (const entry of dataEntries(dataDir)) cpSync(join(dataDir, entry), join(partial, entry), { recursive: true })
    const counts = await countContents(join(partial, 'pglite'))
    const manifest = writeManifest(partial, dataDir, counts, options.now)
    // Only a complete, verified copy gets the final name; an interrupted one stays recognisable.
    renameSync(partial, folder)
    return { folder, manifest }
  } catch (error) {
    rmSync(partial, { recursive: true, force: true })
    throw error
  } finally {
    release()
  }
}
