import { describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { WorkerPoolFull, WorkerTaskAborted } from '../../workers/workerPool'
import { inPool } from './inPool'

const failingWith = (error: Error) => ({ workers: { run: () => Promise.reject(error) } }) as unknown as ServerContext

describe('inPool', () => {
  it('answers server_busy (503) when the pool is full or a task hit its time or memory cap', async () => {
    for (const error of [new WorkerPoolFull(), new WorkerTaskAborted('timeout'), new WorkerTaskAborted('memory')])
      await expect(inPool(failingWith(error), 'trainIntents', { examples: {} })).rejects.toMatchObject({
        status: 503,
        code: 'server_busy',
      })
  })

  it('passes any other failure on unchanged', async () => {
    const other = new Error('kaputt')
    await expect(inPool(failingWith(other), 'trainIntents', { examples: {} })).rejects.toBe(other)
  })
})
