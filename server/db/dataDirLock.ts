import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked'
  constructor(dataDir: string, pid: number) {
    super(
      `Der Datenordner ${dataDir} wird bereits von einem anderen Server (Prozess ${pid}) verwendet. ` +
        'Beenden Sie diesen Server oder wählen Sie mit DATA_DIR einen anderen Ordner.',
    )
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file holds
 * the owner's pid; a lock left by a crashed process (pid gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Sperrdatei ${file} konnte nicht angelegt werden.`)
}
