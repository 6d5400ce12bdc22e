import { cpSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BackupError } from './BackupError'
import { type BackupManifest, MANIFEST_FILE, verifyBackup } from './backupManifest'
import { ASIDE_PREFIX, STAGING_PREFIX, dataEntries, isDataEntry, timestampForName } from './dataEntries'
import { isInside } from './isInside'
import { isTaken } from './isTaken'
import { lockStoppedDataDir } from './lockStoppedDataDir'
import { type Rename, swapDataEntries } from './swapDataEntries'

export interface RestoreResult {
  manifest: BackupManifest
  /** Where the replaced data now lies; undefined when DATA_DIR held nothing. */
  asideDir: string | undefined
}

export interface RestoreOptions {
  dataDir: string
  backupDir: string
  now: Date
  /** How entries are moved; tests inject a failing one. Default `fs.renameSync`. */
  rename?: Rename
}

/**
 * Replaces the data in DATA_DIR with a verified backup. Nothing is deleted: the replaced entries
 * move into DATA_DIR/vor-wiederherstellung-<Zeit>, and a failed move is undone
 * (swapDataEntries). All moves happen inside DATA_DIR, so they are renames on one filesystem, and
 * DATA_DIR itself may be a mount point (Docker volume).
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir)
  const backupDir = resolve(options.backupDir)
  if (isInside(backupDir, dataDir)) {
    throw new BackupError(
      'target_inside_data_dir',
      `Die Sicherung ${backupDir} liegt im Datenordner ${dataDir}. Verschieben Sie sie zuerst an einen anderen Ort.`,
    )
  }
  if (isInside(dataDir, backupDir)) {
    throw new BackupError(
      'target_inside_data_dir',
      `Der Datenordner ${dataDir} liegt in der Sicherung ${backupDir}. Es wurde nichts verändert.`,
    )
  }
  const manifest = verifyBackup(backupDir)
  const release = lockStoppedDataDir(dataDir, 'restore')
  try {
    const { staging, aside } = freeFolders(dataDir, timestampForName(options.now))
    const restored = copyIntoStaging(backupDir, staging)
    const current = dataEntries(dataDir)
    if (current.length > 0) {
      try {
        mkdirSync(aside)
      } catch (error) {
        rmSync(staging, { recursive: true, force: true })
        throw nothingChanged(`beim Anlegen von ${aside}`, error)
      }
    }
    swapDataEntries({ dataDir, aside, staging }, current, restored, options.rename ?? renameSync)
    try {
      rmSync(staging, { recursive: true, force: true })
    } catch {
      // The restore is done; the folder is empty, and backups and restores leave it out.
    }
    return { manifest, asideDir: current.length > 0 ? aside : undefined }
  } finally {
    release()
  }
}

/**
 * DATA_DIR/.wiederherstellung-<Zeit> and DATA_DIR/vor-wiederherstellung-<Zeit>, with "-2", "-3",
 * ... appended when an earlier restore of the same second left either name behind: a folder of
 * an earlier restore is never reused or deleted. Unique while we hold the data-folder lock.
 */
function freeFolders(dataDir: string, stamp: string): { staging: string; aside: string } {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const staging = join(dataDir, `${STAGING_PREFIX}${stamp}${suffix}`)
    const aside = join(dataDir, `${ASIDE_PREFIX}${stamp}${suffix}`)
    if (!isTaken(staging) && !isTaken(aside)) return { staging, aside }
  }
}

/** Copies the backup's data entries into a new `staging` folder; returns their names. */
function copyIntoStaging(backupDir: string, staging: string): string[] {
  try {
    mkdirSync(staging)
  } catch (error) {
    throw nothingChanged(`beim Anlegen von ${staging}`, error)
  }
  try {
    // Only data: a lock or restore folder in a hand-made backup must not land in DATA_DIR.
    const entries = readdirSync(backupDir)
      .filter((name) => name !== MANIFEST_FILE && isDataEntry(name))
      .sort()
    for (const entry of entries) cpSync(join(backupDir, entry), join(staging, entry), { recursive: true })
    return entries
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw nothingChanged(`beim Kopieren der Sicherung nach ${staging}`, error)
  }
}

const nothingChanged = (during: string, error: unknown) =>
  new BackupError(
    'restore_failed',
    `Wiederherstellung abgebrochen ${during} (${error instanceof Error ? error.message : String(error)}). Es wurde nichts verändert.`,
  )
