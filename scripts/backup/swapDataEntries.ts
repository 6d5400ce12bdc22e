import { rmSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { BackupError } from './BackupError'
import { isTaken } from './isTaken'

/** Moves one file or folder; `fs.renameSync` unless a test injects a failing one. */
export type Rename = (from: string, to: string) => void

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
const list = (names: readonly string[]) => names.join(', ')

/** Moves `names` from `from` to `to` in order and stops at the first failure; never replaces anything. */
function moveAll(
  names: readonly string[],
  from: string,
  to: string,
  rename: Rename,
): { moved: string[]; error?: unknown } {
  const moved: string[] = []
  for (const name of names) {
    try {
      if (isTaken(join(to, name))) throw new Error(`${join(to, name)} gibt es schon`)
      rename(join(from, name), join(to, name))
    } catch (error) {
      return { moved, error: error ?? new Error('unbekannter Fehler') }
    }
    moved.push(name)
  }
  return { moved }
}

/** Puts `names` back from `from` to `to`, as many as possible; returns those still in `from`. */
function moveBack(
  names: readonly string[],
  from: string,
  to: string,
  rename: Rename,
): { stuck: string[]; errors: unknown[] } {
  const stuck: string[] = []
  const errors: unknown[] = []
  for (const name of names) {
    const { error } = moveAll([name], from, to, rename)
    if (error === undefined) continue
    stuck.push(name)
    errors.push(error)
  }
  return { stuck, errors }
}

interface Folders {
  dataDir: string
  /** The new, empty DATA_DIR/vor-wiederherstellung-… (unused when DATA_DIR holds no data). */
  aside: string
  /** DATA_DIR/.wiederherstellung-…, holding the copied backup. */
  staging: string
}

/**
 * Replaces the entries `current` of DATA_DIR by the entries `restored` of the staging folder:
 * first the current ones move aside, then the restored ones move in. Nothing is deleted but the
 * staging copy. If a move fails, the moves already made are undone, so DATA_DIR is as it was; if
 * even that fails, the error names each entry's folder.
 */
export function swapDataEntries(
  folders: Folders,
  current: readonly string[],
  restored: readonly string[],
  rename: Rename,
): void {
  const { dataDir, aside, staging } = folders
  const out = moveAll(current, dataDir, aside, rename)
  if (out.error !== undefined) {
    const back = moveBack(out.moved, aside, dataDir, rename)
    fail(folders, `beim Verschieben der bisherigen Daten nach ${aside}`, out.error, back.errors, {
      current,
      oldAside: back.stuck,
      restored,
      newInData: [],
    })
  }
  const into = moveAll(restored, staging, dataDir, rename)
  if (into.error !== undefined) {
    // The restored entries go first, so that the old ones find their names free again.
    const outAgain = moveBack(into.moved, dataDir, staging, rename)
    const back = moveBack(current, aside, dataDir, rename)
    fail(folders, `beim Verschieben der Sicherung nach ${dataDir}`, into.error, [...outAgain.errors, ...back.errors], {
      current,
      oldAside: back.stuck,
      restored,
      newInData: outAgain.stuck,
    })
  }
}

interface Whereabouts {
  current: readonly string[]
  /** Old entries that are (still) in the aside folder. */
  oldAside: readonly string[]
  restored: readonly string[]
  /** Restored entries that are (still) in DATA_DIR. */
  newInData: readonly string[]
}

function fail(folders: Folders, during: string, error: unknown, undoErrors: unknown[], where: Whereabouts): never {
  const { dataDir, aside, staging } = folders
  const { current, oldAside, restored, newInData } = where
  const start = `Wiederherstellung abgebrochen ${during} (${reason(error)}).`
  if (oldAside.length === 0 && newInData.length === 0) {
    // Everything is back in place: the staging copy and the empty aside folder are not needed.
    // Both are left out of backups and restores, so one that cannot be removed does no harm.
    try {
      rmSync(staging, { recursive: true, force: true })
    } catch {
      // stays
    }
    try {
      rmdirSync(aside) // Only ever removes it while empty.
    } catch {
      // stays
    }
    throw new BackupError(
      'restore_failed',
      `${start} Alles wurde zurückgelegt: ${dataDir} ist unverändert, die Sicherung wurde nicht eingespielt.`,
    )
  }
  const oldInData = current.filter((name) => !oldAside.includes(name))
  const newInStaging = restored.filter((name) => !newInData.includes(name))
  const lines = [
    `${start} Auch das Zurücklegen ist gescheitert (${undoErrors.map(reason).join('; ')}).`,
    'Es wurde nichts gelöscht, aber die Daten sind jetzt verteilt:',
    `  Bisherige Daten in ${dataDir}: ${list(oldInData) || 'keine'}`,
    `  Bisherige Daten in ${aside}: ${list(oldAside)}`,
  ]
  if (newInData.length > 0) lines.push(`  Aus der Sicherung in ${dataDir}: ${list(newInData)}`)
  if (newInStaging.length > 0) lines.push(`  Aus der Sicherung in ${staging}: ${list(newInStaging)}`)
  lines.push(
    'Starten Sie den Server so nicht. Für den alten Stand ' +
      (newInData.length > 0
        ? `verschieben Sie ${list(newInData)} aus ${dataDir} nach ${staging} und dann `
        : 'verschieben Sie ') +
      `${list(oldAside)} aus ${aside} zurück nach ${dataDir}; ${staging} ist danach nur noch eine Kopie der Sicherung und kann weg.`,
  )
  throw new BackupError('restore_failed', lines.join('\n'))
}
