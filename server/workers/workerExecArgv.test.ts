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
        '--max-old-space-size=512',
      ]),
    ).toEqual(['--max-old-space-size=512'])
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
