import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { threadPoolSize, v8PoolSize } from './priorities'

const PRIORITIES = fileURLToPath(new URL('./priorities.ts', import.meta.url))

/**
 * The script of a real process: `start` (the niceing under test), then a worker thread that runs
 * `work`. It prints `named` and, per thread that existed before the worker, its nice value and the
 * CPU ticks it gained while the worker ran.
 */
function probe(start: string, work: string, named: string): string {
  return `
import { readdirSync, readFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
const priorities = await import(${JSON.stringify(PRIORITIES)})
${start}
const stat = (tid) => readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')
const cpu = (tid) => { const f = stat(tid); return Number(f[11]) + Number(f[12]) }
const before = new Map(readdirSync('/proc/self/task').map((t) => [Number(t), cpu(t)]))
const worker = new Worker(${JSON.stringify(work)}, { eval: true, execArgv: [] })
await new Promise((resolve) => worker.once('exit', resolve))
const threads = [...before].map(([tid, was]) => ({ tid, main: tid === process.pid, nice: Number(stat(tid)[16]), gained: cpu(tid) - was }))
console.log(JSON.stringify({ ${named}, threads }))
`
}

/** niceHelperThreads at the start; the worker allocates as a training build does. */
const PROBE = probe(
  'const niced = priorities.niceHelperThreads(10)',
  'let keep = []; const end = Date.now() + 1500; while (Date.now() < end) { keep.push({ a: Math.random().toString(36).repeat(20), b: [1, 2] }); if (keep.length > 100000) keep = [] }',
  'niced',
)

describe.runIf(process.platform === 'linux')('niceHelperThreads', () => {
  it("lowers the priority of the threads that do a worker's garbage collection, and not the event loop's", () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      encoding: 'utf8',
    })
    const { niced, threads } = JSON.parse(out) as {
      niced: number[]
      threads: { tid: number; main: boolean; nice: number; gained: number }[]
    }
    const main = threads.find((t) => t.main)!
    expect(niced).not.toContain(main.tid)
    expect(main.nice).toBeLessThan(10)
    // V8's helpers did the worker's concurrent marking and sweeping: the niced threads took (nearly)
    // all the CPU that threads other than the event loop gained meanwhile (a stray tick elsewhere aside).
    const others = threads.filter((t) => !t.main)
    const helpers = others.filter((t) => niced.includes(t.tid))
    for (const helper of helpers) expect(helper.nice).toBe(10)
    const gained = (list: typeof threads) => list.reduce((sum, t) => sum + t.gained, 0)
    expect(gained(helpers)).toBeGreaterThan(0)
    expect(gained(helpers)).toBeGreaterThanOrEqual(0.8 * gained(others))
  })

  it("reads Node's --v8-pool-size (4 by default)", () => {
    expect(v8PoolSize([])).toBe(4)
    expect(v8PoolSize(['--v8-pool-size=2'])).toBe(2)
    expect(v8PoolSize(['--v8-pool-size', '6'])).toBe(6)
    expect(v8PoolSize(['--v8-pool-size=0'])).toBeGreaterThanOrEqual(1)
  })

  /**
   * In a process whose pool has 3 threads: niceThreadPool at the start; the worker deflates 64 MB
   * asynchronously, as an export's workbook is compressed.
   */
  const POOL_PROBE = probe(
    'const helpers = priorities.niceHelperThreads(10)\nconst niced = await priorities.niceThreadPool(10)',
    "const { deflate } = require('node:zlib'); const data = Buffer.alloc(64 * 1024 * 1024); for (let i = 0; i < data.length; i += 7) data[i] = i % 251; Promise.all([0, 1, 2].map(() => new Promise((resolve) => deflate(data, { level: 9 }, resolve)))).then(() => undefined)",
    'helpers, niced',
  )

  it("lowers the priority of libuv's pool, which compresses for a niced worker, and not the event loop's", () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', POOL_PROBE], {
      encoding: 'utf8',
      env: { ...process.env, UV_THREADPOOL_SIZE: '3' },
    })
    const { helpers, niced, threads } = JSON.parse(out) as {
      helpers: number[]
      niced: number[]
      threads: { tid: number; main: boolean; nice: number; gained: number }[]
    }
    const main = threads.find((t) => t.main)!
    expect(niced).not.toContain(main.tid)
    expect(main.nice).toBeLessThan(10)
    // The pool's three threads, seen at work (niceThreadPool nices every thread that worked while
    // it kept the pool busy: on a loaded machine a V8 helper that niceHelperThreads did not see
    // at work may be among them, niced as the helpers are; a CI run once saw four).
    const pool = niced.filter((tid) => !helpers.includes(tid))
    expect(pool.length).toBeGreaterThanOrEqual(3)
    expect(pool.length).toBeLessThanOrEqual(threads.filter((t) => !t.main).length)
    for (const tid of pool) expect(threads.find((t) => t.tid === tid)?.nice).toBe(10)
    // The deflate ran on the pool: its niced threads took (nearly) all the CPU that threads other
    // than the event loop gained while the worker ran.
    const gained = (list: typeof threads) => list.reduce((sum, t) => sum + t.gained, 0)
    const others = threads.filter((t) => !t.main)
    const inPool = others.filter((t) => pool.includes(t.tid))
    expect(gained(inPool)).toBeGreaterThan(20)
    expect(gained(inPool)).toBeGreaterThanOrEqual(0.8 * gained(others))
  })

  it("reads libuv's UV_THREADPOOL_SIZE (4 by default)", () => {
    expect(threadPoolSize({})).toBe(4)
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '8' })).toBe(8)
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: 'x' })).toBe(4)
  })
})
