import fs, { fsyncSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDurablePglite } from './durablePglite'
import { StatementClient } from './pgliteThread/openPgliteThread'
import { statementServer } from './pgliteThread/statementServer'
import { PglitePrepared, arrayTypesOf } from './pglitePrepared'
import { WalFlush } from './walFlush'

const folders: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'walflush-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  vi.restoreAllMocks()
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const pathOf = (fd: number) => readlinkSync(`/proc/self/fd/${fd}`)
const isWal = (path: string) => /\/pg_wal\/[^/]+$/.test(path)

describe('WalFlush', () => {
  it('answers at once while nothing is owed, else after the one flush that serves every waiting reply, in order', async () => {
    const synced: number[] = []
    const flush = new WalFlush((fd) => synced.push(fd))
    const seen: string[] = []
    flush.afterFlush(() => seen.push('free'))
    expect(seen).toEqual(['free'])
    flush.defer(7)
    flush.defer(7)
    flush.defer(8)
    flush.afterFlush(() => seen.push('a'))
    flush.afterFlush(() => seen.push('b'))
    expect(seen).toEqual(['free'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['free', 'a', 'b'])
    expect(synced).toEqual([7, 8])
    expect(flush.counts).toEqual({ asked: 3, done: 2, flushes: 1 })
  })

  it('keeps the order of replies when a barrier flushed before the scheduled flush ran', async () => {
    const flush = new WalFlush(() => undefined)
    const seen: string[] = []
    flush.defer(3)
    flush.afterFlush(() => seen.push('first'))
    flush.flush()
    flush.afterFlush(() => seen.push('second'))
    expect(seen).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['first', 'second'])
  })

  it('a failed fsync fails every waiting reply and everything after, and reports it once', async () => {
    const failures: Error[] = []
    const flush = new WalFlush(
      () => {
        throw new Error('EIO')
      },
      (error) => failures.push(error),
    )
    flush.defer(3)
    const answers: (Error | undefined)[] = []
    flush.afterFlush((error) => answers.push(error))
    await new Promise((resolve) => setImmediate(resolve))
    expect(answers.map((error) => error?.message)).toEqual(['EIO'])
    flush.afterFlush((error) => answers.push(error))
    expect(answers.map((error) => error?.message)).toEqual(['EIO', 'EIO'])
    expect(() => flush.defer(4)).toThrow('EIO')
    expect(failures).toHaveLength(1)
  })
})

/**
 * The real statement server and a real PGlite on disk in this thread, with group commit: what
 * the database thread runs (pgliteHost.ts), observed from inside.
 */
async function groupCommitted(
  dataDir: string,
  syncFile: (fd: number) => void = fsyncSync,
  walFlush = new WalFlush(syncFile),
) {
  const pg = await openDurablePglite(dataDir, walFlush)
  const server = statementServer(pg, new PglitePrepared(pg), { walFlush })
  const { port1, port2 } = new MessageChannel()
  const replies: { owing: boolean }[] = []
  const post = port1.postMessage.bind(port1)
  // Every reply the server sends, and whether a WAL fsync was owed at that moment.
  port1.postMessage = (message: unknown, transfer?: readonly never[]) => {
    replies.push({ owing: walFlush.owing })
    post(message, transfer)
  }
  server.serve(port1, { main: true })
  const client = new StatementClient(port2)
  client.useArrayTypes(await arrayTypesOf(pg))
  const close = async () => {
    await client.call({ op: 'close', checkpoint: false })
    port1.close()
    port2.close()
  }
  return { walFlush, pg, queries: client.queries(), replies, close }
}

async function count(pg: PGlite): Promise<number> {
  const { rows } = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM antworten')
  return rows[0]!.n
}

describe('group commit in the database thread', () => {
  it('syncs the WAL once for many commits, answers none before its fsync, and loses none', async () => {
    const dir = freshDir()
    const walSyncs: number[] = []
    const db = await groupCommitted(dir, (fd) => {
      if (isWal(pathOf(fd))) walSyncs.push(fd)
      fsyncSync(fd)
    })
    await db.queries.exec('CREATE TABLE antworten (id serial PRIMARY KEY, text text NOT NULL)')
    const before = walSyncs.length
    db.replies.length = 0
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        db.queries.query('INSERT INTO antworten (text) VALUES ($1)', [`Antwort ${i}`]),
      ),
    )
    // 100 commits sent together share few host fsyncs of the WAL (measured: one); without group commit, 100.
    expect(walSyncs.length - before).toBeGreaterThan(0)
    expect(walSyncs.length - before).toBeLessThan(20)
    expect(db.replies).toHaveLength(100)
    expect(db.replies.every((reply) => !reply.owing)).toBe(true)
    await db.close()

    const reopened = await openDurablePglite(dir)
    expect(await count(reopened)).toBe(100)
    await reopened.close()
  }, 60_000)

  it('writes no data file, control file or new file while a WAL fsync is owed (write-ahead rule)', async () => {
    const dir = freshDir()
    const walFlush = new WalFlush(fsyncSync)
    const ahead: string[] = []
    const writeSync = fs.writeSync.bind(fs) as (...args: unknown[]) => number
    let zeroPages = 0
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
      if (walFlush.owing && !isWal(pathOf(fd))) {
        const [buffer, offset, length] = rest as [Uint8Array, number, number]
        // New empty pages that extend a table: PostgreSQL writes them without a WAL flush itself.
        if (buffer.subarray(offset, offset + length).every((byte) => byte === 0)) zeroPages++
        else ahead.push(pathOf(fd))
      }
      return writeSync(fd, ...rest)
    }) as typeof fs.writeSync)
    const db = await groupCommitted(dir, fsyncSync, walFlush)
    await db.queries.exec('CREATE TABLE antworten (id serial PRIMARY KEY, text text NOT NULL)')
    // Commits interleaved with what writes data files: checkpoints, new tables, a truncate.
    await Promise.all([
      ...Array.from({ length: 60 }, (_, i) =>
        db.queries.query('INSERT INTO antworten (text) VALUES ($1)', [`Antwort ${i} `.repeat(50)]),
      ),
      db.queries.exec('CHECKPOINT'),
      db.queries.exec('CREATE TABLE weitere (id int)'),
      ...Array.from({ length: 60 }, (_, i) =>
        db.queries.query('INSERT INTO antworten (text) VALUES ($1)', [`Zweite ${i} `.repeat(50)]),
      ),
      db.queries.exec('CHECKPOINT'),
      db.queries.exec('TRUNCATE weitere'),
    ])
    expect(db.walFlush.counts.flushes).toBeGreaterThan(0)
    expect(ahead).toEqual([])
    // The inserts grew the table while commits waited for their flush: those pages went ahead.
    expect(zeroPages).toBeGreaterThan(0)
    await db.close()
    const reopened = await openDurablePglite(dir)
    expect(await count(reopened)).toBe(120)
    await reopened.close()
  }, 60_000)

  it('a WAL fsync that fails acknowledges no commit it covered', async () => {
    const dir = freshDir()
    let failing = false
    const db = await groupCommitted(dir, (fd) => {
      if (failing && isWal(pathOf(fd))) throw new Error('EIO')
      fsyncSync(fd)
    })
    await db.queries.exec('CREATE TABLE antworten (id serial PRIMARY KEY, text text NOT NULL)')
    for (let i = 0; i < 3; i++) await db.queries.query('INSERT INTO antworten (text) VALUES ($1)', ['vorher'])
    failing = true
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => db.queries.query('INSERT INTO antworten (text) VALUES ($1)', [`${i}`])),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill('rejected'))
    expect(db.walFlush.failed?.message).toBe('EIO')
    // Its thread would end now (pgliteHost.ts); here the PGlite is simply dropped.
  }, 60_000)
})
