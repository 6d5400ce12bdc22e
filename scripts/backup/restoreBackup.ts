import { cpSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BackupError } from './BackupError'
import { type BackupManifest, MANIFEST_FILE, verifyBackup } from './backupManifest'
import { ASIDE_PREFIX, STAGING_PREFIX, dataEntries, timestampForName } from './dataEntries'
import { isInside } from './isInside'
import { lockStoppedDataDir } from './lockStoppedDataDir'

export interface RestoreResult {
  manifest: BackupManifest
  /** Where the replaced data now lies; undefined when DATA_DIR held nothing. */
  asideDir: string | undefined
}

/**
 * Replaces the data in DATA_DIR with a verified backup. Nothing is deleted: the replaced entries
 * move into DATA_DIR/vor-wiederherstellung-<Zeit>. All moves happen inside DATA_DIR, so they are
 * renames on one filesystem, and DATA_DIR itself may be a mount point (Docker volume).
 */
export async function restoreBackup(options: { dataDir: string; backupDir: string; now: Date }): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir)
  const backupDir = resolve(options.backupDir)
  if (isInside(backupDir, dataDir)) {
    throw new BackupError('target_inside_data_dir', `Die Sicherung ${backupDir} liegt im Datenordner ${dataDir}. Verschieben Sie sie zuerst an einen anderen Ort.`)
  }
  const manifest = verifyBackup(backupDir)
  const release = lockStoppedDataDir(dataDir, 'restore')
  const stamp = timestampForName(options.now)
  const staging = join(dataDir, `${STAGING_PREFIX}${stamp}`)
  const aside = join(dataDir, `${ASIDE_PREFIX}${stamp}`)
  let replacing = false
  try {
    mkdirSync(staging)
    for (const entry of readdirSync(backupDir)) {
      if (entry !== MANIFEST_FILE) cpSync(join(backupDir, entry), join(staging, entry), { recursive: true })
    }
    const current = dataEntries(dataDir)
    replacing = true
    if (current.length > 0) mkdirSync(aside)
    for (const entry of current) renameSync(join(dataDir, entry), join(aside, entry))
    for (const entry of readdirSync(staging)) renameSync(join(staging, entry), join(dataDir, entry))
    rmSync(staging, { recursive: true, force: true })
    return { manifest, asideDir: current.length > 0 ? aside : undefined }
  } catch (error) {
    if (!replacing) {
      rmSync(staging, { recursive: true, force: true })
      throw error
    }
    throw new BackupError(
      'restore_failed',
      `Wiederherstellung abgebrochen (${error instanceof Error ? error.message : String(error)}). ` +
        `Die bisherigen Daten liegen vollständig in ${aside}; die Sicherung teilweise in ${staging}.`,
    )
  } finally {
    release()
  }
}
