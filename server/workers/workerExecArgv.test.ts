import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { acceptedByThreads, workerExecArgv } from './workerExecArgv'

describe('workerExecArgv', () => {
  it('drops the tsx loader in every spelling and keeps every other flag', () => {
    expect(workerExecArgv(['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/p'])).toEqual([
      '--cpu-prof',
      '--cpu-prof-dir=/tmp/p',
    ])
    expect(
      workerExecArgv([
        '--require',
        '/repo/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///repo/node_modules/tsx/dist/loader.mjs',
        '--import=tsx/esm',
        '--enable-source-maps',
      ]),
    ).toEqual(['--enable-source-maps'])
  })

  it('drops every process-wide flag a thread refuses, so the threads start under `node --max-old-space-size=…`', async () => {
    const given = [
      '--max-old-space-size=4096',
      '--max_semi_space_size=64',
      '--stack-size=2000',
      '--expose-gc',
      '--trace-gc',
      '--title=dialoge',
      // Not named anywhere in our code: found by asking a thread.
      '--jitless',
      '--v8-pool-size=2',
      '--enable-source-maps',
      '--max-http-header-size=20000',
    ]
    expect(() => new Worker('', { eval: true, execArgv: given })).toThrow(/invalid execArgv/)
    const kept = workerExecArgv(given)
    expect(kept).toEqual(['--enable-source-maps', '--max-http-header-size=20000'])
    const worker = new Worker('require("node:worker_threads").parentPort.postMessage("da")', {
      eval: true,
      execArgv: kept,
    })
    const said = await new Promise((resolve) => worker.once('message', resolve))
    await worker.terminate()
    expect(said).toBe('da')
  })

  it('keeps loaders that are not tsx, and names that merely contain the letters', () => {
    expect(workerExecArgv(['--import', './otel.mjs', '--import', 'tsxlike', '--enable-source-maps'])).toEqual([
      '--import',
      './otel.mjs',
      '--import',
      'tsxlike',
      '--enable-source-maps',
    ])
  })

  it('asks again after each refusal, and passes on an error that names no flag it was given', () => {
    const tried: string[][] = []
    const refusing = (refused: string[]) => (execArgv: string[]) => {
      tried.push(execArgv)
      const bad = execArgv.filter((f) => refused.includes(f))
      if (bad.length)
        throw Object.assign(new Error(`Initiated Worker with invalid execArgv flags: ${bad.join(', ')}`), {
          code: 'ERR_WORKER_INVALID_EXEC_ARGV',
        })
      return new Worker('', { eval: true })
    }
    expect(acceptedByThreads(['--a', '--b=1', '--c'], refusing(['--a', '--b=1']))).toEqual(['--c'])
    expect(tried).toEqual([['--a', '--b=1', '--c'], ['--c']])
    const failing = () => {
      throw Object.assign(new Error('Initiated Worker with invalid execArgv flags: --other'), {
        code: 'ERR_WORKER_INVALID_EXEC_ARGV',
      })
    }
    expect(() => acceptedByThreads(['--c'], failing)).toThrow(/--other/)
    expect(() =>
      acceptedByThreads(['--c'], () => {
        throw new Error('no threads here')
      }),
    ).toThrow('no threads here')
  })
})
