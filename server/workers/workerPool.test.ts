import { getPriority } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
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
