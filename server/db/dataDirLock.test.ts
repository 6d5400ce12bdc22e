import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, acquireDataDirLock } from './dataDirLock'

const freshDir = () => mkdtempSync(join(tmpdir(), 'lock-'))

describe('acquireDataDirLock', () => {
  it('refuses a folder that a live process holds, with a German message naming the folder', () => {
    const dir = freshDir()
    // pid 1 is always alive: it stands for "another server".
    writeFileSync(join(dir, 'server.lock'), '1')
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dir)).toThrow(/Datenordner .* wird bereits/)
  })

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'server.lock'), '999999999')
    const release = acquireDataDirLock(dir)
    release()
    expect(existsSync(join(dir, 'server.lock'))).toBe(false)
  })

  it.runIf(process.platform === 'linux')('takes over a lock whose pid now belongs to an unrelated process', () => {
    const dir = freshDir()
    // A server killed with SIGKILL whose pid went to another process (typical in containers):
    // pid 1 is alive, but it did not start at the recorded time.
    writeFileSync(join(dir, 'server.lock'), '1 999999999999')
    const release = acquireDataDirLock(dir)
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`))
    release()
  })

  it('lets the folder be locked again after release', () => {
    const dir = freshDir()
    acquireDataDirLock(dir)()
    const release = acquireDataDirLock(dir)
    expect(existsSync(join(dir, 'server.lock'))).toBe(true)
    release()
  })
})
