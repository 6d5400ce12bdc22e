import { fsyncSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { DurableNodeFS, durableStartParams } from './durableNodeFs'

const folders: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Counts the host fsyncs a single committed insert causes. */
async function fsyncsPerCommit(open: (syncFile: (fd: number) => void) => PGlite): Promise<number> {
  let calls = 0
  const client = open((fd) => {
    calls++
    fsyncSync(fd)
  })
  try {
    await client.exec('CREATE TABLE antworten (id serial PRIMARY KEY, text text NOT NULL)')
    calls = 0
    await client.query('INSERT INTO antworten (text) VALUES ($1)', ['Die Vorträge waren spannend'])
    return calls
  } finally {
    await client.close()
  }
}

describe('DurableNodeFS', () => {
  it('forces every committed write to the disk with fsync before the commit returns', async () => {
    const calls = await fsyncsPerCommit(
      (syncFile) => new PGlite({ fs: new DurableNodeFS(freshDir(), syncFile), startParams: [...durableStartParams] }),
    )
    expect(calls).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('is needed: PGlite on its own never asks the disk to flush a commit', async () => {
    // The finding behind docs/reliability/durability.md: defaults start PostgreSQL with -F.
    expect(PGlite.defaultStartParams).toContain('-F')
    const calls = await fsyncsPerCommit((syncFile) => new PGlite({ fs: new DurableNodeFS(freshDir(), syncFile) }))
    expect(calls).toBe(0)
  }, 60_000)
})
