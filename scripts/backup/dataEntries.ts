import { readdirSync } from 'node:fs'

/** Restore keeps the data it replaces in such a folder inside DATA_DIR; backups leave them out. */
export const ASIDE_PREFIX = 'vor-wiederherstellung-'
/** Restore copies the backup here first, inside DATA_DIR so the final moves stay on one filesystem. */
export const STAGING_PREFIX = '.wiederherstellung-'
export const LOCK_FILE = 'server.lock'

/** False for the lock and for the folders restore leaves in DATA_DIR: they are not the server's data. */
export function isDataEntry(name: string): boolean {
  return name !== LOCK_FILE && !name.startsWith(ASIDE_PREFIX) && !name.startsWith(STAGING_PREFIX)
}

/** The entries of DATA_DIR that make up the server's data: the database, media, outbox, ... */
export function dataEntries(dataDir: string): string[] {
  return readdirSync(dataDir).filter(isDataEntry).sort()
}

/** 2025-01-31_14-05-09, local time: sorts by date and reads naturally in a file manager. */
export function timestampForName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}_${two(now.getHours())}-${two(now.getMinutes())}-${two(now.getSeconds())}`
}
