import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainClassifier } from '@engine/nlu'
import { fromHandover } from '../services/nlu/modelCodec'
import { createWorkerPool, type WorkerPool, WorkerTaskAborted } from './workerPool'

let pool: WorkerPool | undefined
afterEach(async () => {
  await pool?.close()
  pool = undefined
})

describe('worker pool', () => {
  it('runs a task in another thread and answers its result', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    const result = await pool.run('selfTest', { ms: 5 })
    expect(result.pid).toBe(process.pid)
  })

  it('starts threads only when asked, unless warm: then one from the start, and again after a limit ended one', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    expect(pool.threads()).toBe(0)
    await pool.close()
    pool = createWorkerPool({ maxThreads: 1, warm: true })
    expect(pool.threads()).toBe(1)
    await expect(pool.run('selfTest', { ms: 10_000 }, { timeoutMs: 200 })).rejects.toBeInstanceOf(WorkerTaskAborted)
    await vi.waitFor(() => expect(pool?.threads()).toBe(1), { timeout: 10_000 })
    expect((await pool.run('selfTest', {})).pid).toBe(process.pid)
  })

  it("does not load the parent's tsx loader into its threads (each registers its own, after lowering its priority)", async () => {
    // As the server runs: `node --import tsx`, which a thread would otherwise inherit.
    const dir = mkdtempSync(join(tmpdir(), 'pool-argv-'))
    const script = join(dir, 'argv.mts')
    const poolModule = fileURLToPath(new URL('./workerPool.ts', import.meta.url))
    writeFileSync(
      script,
      `import { createWorkerPool } from ${JSON.stringify(poolModule)}
       const pool = createWorkerPool({ maxThreads: 1 })
       const { execArgv } = await pool.run('selfTest', {})
       console.log(JSON.stringify({ parent: process.execArgv, thread: execArgv }))
       await pool.close()`,
    )
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: process.cwd(),
      })
      const { parent, thread } = JSON.parse(stdout) as { parent: string[]; thread: string[] }
      expect(parent).toContain('tsx')
      expect(thread.join(' ')).not.toMatch(/tsx/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('hands a trained model back moved, equal to one trained here, with its stored form', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    const examples = { ja: ['ja gern', 'sicher doch'], nein: ['nein danke', 'auf keinen Fall'] }
    const { model, stored } = await pool.run('trainIntents', { examples })
    expect(fromHandover(model)).toEqual(trainClassifier(examples))
    expect(JSON.parse(new TextDecoder().decode(stored))).toMatchObject({ handles: ['ja', 'nein'], prompt: examples })
  })

  it('runs its threads at nice 10 or lower priority, below the event loop, which keeps its own', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    const { priority } = await pool.run('selfTest', {})
    const loop = getPriority(0)
    expect(priority).toBe(Math.max(loop, 10))
    expect(getPriority(0)).toBe(loop)
  })

  it('keeps the event loop free while a task spins for a second', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    await pool.run('selfTest', {}) // thread started
    let ticks = 0
    const ticker = setInterval(() => ticks++, 10)
    await pool.run('selfTest', { ms: 1000 })
    clearInterval(ticker)
    expect(ticks).toBeGreaterThan(20)
  })

  it('ends a task that passes its time limit, and the pool goes on', async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    await expect(pool.run('selfTest', { ms: 10_000 }, { timeoutMs: 200 })).rejects.toEqual(
      new WorkerTaskAborted('timeout'),
    )
    await expect(pool.run('selfTest', { ms: 1 })).resolves.toMatchObject({ pid: process.pid })
  })

  it('ends a task that passes its memory cap, and the pool goes on', async () => {
    pool = createWorkerPool({ maxThreads: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } })
    const error = await pool.run('selfTest', { mb: 200 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WorkerTaskAborted)
    expect((error as WorkerTaskAborted).reason).toBe('memory')
    await expect(pool.run('selfTest', { ms: 1 })).resolves.toMatchObject({ pid: process.pid })
  })

  it("passes a task's own error through", async () => {
    pool = createWorkerPool({ maxThreads: 1 })
    await expect(pool.run('selfTest', { fail: 'kaputt' })).rejects.toThrow('kaputt')
  })
})
