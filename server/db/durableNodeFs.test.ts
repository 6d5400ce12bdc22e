import { fsyncSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { DurableNodeFS, durableStartParams } from './durableNodeFs'
import { WalFlush } from './walFlush'

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

/**
 * fileSizes.ts: PostgreSQL's lseek to a file's end is answered from memory. Every answer is
 * checked against the host here (a difference throws inside PostgreSQL's call, which then
 * fails), while PostgreSQL grows, shrinks, rewrites, truncates and drops relations and restarts
 * on the same folder; the rows must come back whole.
 */
describe.each([
  ['without', false],
  ['with', true],
])('DurableNodeFS file sizes %s group commit', (_, grouped) => {
  async function open(dir: string) {
    const walFlush = grouped ? new WalFlush(fsyncSync) : undefined
    const fs = new DurableNodeFS(dir, fsyncSync, walFlush, { verifySizes: true })
    const client = new PGlite({ fs, startParams: [...durableStartParams] })
    await client.waitReady
    // Group commit: the thread flushes after each batch (pgliteHost.ts); here after each statement.
    const run = async <T>(statement: Promise<T>): Promise<T> => {
      const result = await statement
      walFlush?.flush()
      return result
    }
    return { client, fs, run }
  }

  it('answers from memory exactly what the disk says, through growth, truncation, rewrites and a restart', async () => {
    const dir = freshDir()
    const { client, fs, run } = await open(dir)
    await run(client.exec('CREATE TABLE antworten (id serial PRIMARY KEY, text text NOT NULL)'))
    for (let round = 0; round < 5; round++) {
      await run(
        client.query(`INSERT INTO antworten (text) SELECT repeat($1, 40) || n FROM generate_series(1, 2000) AS n`, [
          `Runde ${round} `,
        ]),
      )
      await run(client.exec('DELETE FROM antworten WHERE id % 3 = 0'))
      await run(client.exec('VACUUM antworten'))
    }
    await run(client.exec('CREATE INDEX antworten_text ON antworten (text)'))
    await run(client.exec('VACUUM FULL antworten'))
    await run(client.exec('CREATE TABLE kurz AS SELECT * FROM antworten WHERE id < 100'))
    await run(client.exec('TRUNCATE kurz'))
    await run(client.exec("INSERT INTO kurz (id, text) VALUES (1, 'wieder da')"))
    await run(client.exec('DROP TABLE kurz'))
    await run(client.exec('DELETE FROM antworten WHERE id > 5000'))
    await run(client.exec('VACUUM antworten'))
    await run(client.exec('CHECKPOINT'))
    const before = await client.query<{ n: number; sum: string }>(
      'SELECT count(*)::int AS n, sum(length(text))::text AS sum FROM antworten',
    )
    expect(fs.sizes.counts.remembered).toBeGreaterThan(100)
    await client.close()

    const again = await open(dir)
    const after = await again.client.query<{ n: number; sum: string }>(
      'SELECT count(*)::int AS n, sum(length(text))::text AS sum FROM antworten',
    )
    expect(after.rows).toEqual(before.rows)
    expect(before.rows[0]?.n).toBeGreaterThan(3000)
    await again.run(again.client.query(`INSERT INTO antworten (text) VALUES ($1)`, ['nach dem Neustart']))
    expect(
      (await again.client.query('SELECT 1 FROM antworten WHERE text = $1', ['nach dem Neustart'])).rows,
    ).toHaveLength(1)
    await again.client.close()
  }, 120_000)

  it('asks the disk again after a truncation by path or by opening for writing (not only ftruncate)', async () => {
    type EmscriptenFs = {
      writeFile(path: string, data: string): void
      truncate(path: string, length: number): void
      open(path: string, flags: string): object
      llseek(stream: object, offset: number, whence: number): number
      close(stream: object): void
    }
    let fsOfModule: EmscriptenFs | undefined
    class Probe extends DurableNodeFS {
      override async init(pg: PGlite, options: Parameters<DurableNodeFS['init']>[1]) {
        const result = await super.init(pg, options)
        result.emscriptenOpts.preRun = [
          ...(result.emscriptenOpts.preRun ?? []),
          (mod: { FS: unknown }) => {
            fsOfModule = mod.FS as EmscriptenFs
          },
        ]
        return result
      }
    }
    const fs = new Probe(freshDir(), fsyncSync, grouped ? new WalFlush(fsyncSync) : undefined, { verifySizes: true })
    const client = new PGlite({ fs, startParams: [...durableStartParams] })
    await client.waitReady
    const FS = fsOfModule as EmscriptenFs
    const path = '/pglite/data/probe'
    FS.writeFile(path, 'x'.repeat(100))
    const stream = FS.open(path, 'r+')
    const end = () => FS.llseek(stream, 0, 2)
    expect([end(), end()]).toEqual([100, 100])
    FS.truncate(path, 10)
    expect(end()).toBe(10)
    FS.close(FS.open(path, 'w'))
    expect(end()).toBe(0)
    FS.close(stream)
    await client.close()
  }, 60_000)
})
