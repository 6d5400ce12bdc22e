import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
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
 * Linux: when the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat).
 * Together with the pid it names one process, so a lock whose pid was reused by an unrelated
 * process after a crash (common in containers) is recognised as stale. Elsewhere undefined.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 2, the command name, may contain spaces and parentheses; the fields after it cannot.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** The lock file's content: "pid" (older servers) or "pid start-time". */
function liveOwner(content: string): number | undefined {
  const [pidText, startTime] = content.trim().split(' ')
  const owner = Number(pidText)
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !isAlive(owner)) return undefined
  const current = startTimeOf(owner)
  if (startTime !== undefined && current !== undefined && current !== startTime) return undefined
  return owner
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. The lock file names
 * the owning process; a lock left by a crashed or killed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, [process.pid, startTimeOf(process.pid)].filter((part) => part !== undefined).join(' '))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = liveOwner(readFileSync(file, 'utf8'))
      if (owner !== undefined) throw new DataDirLockedError(dataDir, owner)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Sperrdatei ${file} konnte nicht angelegt werden.`)
}
