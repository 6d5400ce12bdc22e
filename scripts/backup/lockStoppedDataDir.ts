import { DataDirLockedError, acquireDataDirLock } from '../../server/db/dataDirLock'
import { BackupError } from './BackupError'

const TEXTS = {
  backup: { noun: 'Sicherung', tail: '' },
  restore: { noun: 'Wiederherstellung', tail: ' Es wurde nichts verändert.' },
} as const

/**
 * Takes the server's own data-folder lock: PGlite is single-process, so a copy of a running
 * server's folder could be torn (docs/reliability/backup.md). Returns the release function.
 */
export function lockStoppedDataDir(dataDir: string, job: keyof typeof TEXTS): () => void {
  try {
    return acquireDataDirLock(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    const { noun, tail } = TEXTS[job]
    throw new BackupError(
      'server_running',
      `${noun} nicht möglich: Der Server (Prozess ${error.pid}) verwendet den Datenordner ${dataDir} noch. ` +
        `Beenden Sie ihn (Strg+C oder SIGTERM) und starten Sie die ${noun} dann erneut.${tail}`,
    )
  }
}
