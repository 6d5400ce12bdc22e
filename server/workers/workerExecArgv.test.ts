import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { workerExecArgv } from './workerExecArgv'

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

  it('drops the process-wide flags a thread refuses, so the threads start under `node --max-old-space-size=…`', async () => {
    const given = [
      '--max-old-space-size=4096',
      '--max_semi_space_size=64',
      '--stack-size=2000',
      '--expose-gc',
      '--trace-gc',
      '--title=dialoge',
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
})
