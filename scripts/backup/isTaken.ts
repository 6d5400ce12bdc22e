import { lstatSync } from 'node:fs'

/**
 * True when something (even a dangling link) already has this name, or when that cannot be ruled
 * out: the backup scripts never create, move or delete under a name that is not certainly free.
 */
export function isTaken(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
}
