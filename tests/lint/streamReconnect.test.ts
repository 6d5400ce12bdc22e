import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { importsOf, resolveSpecifier } from './importGraph'

/**
 * One reconnect policy: every stream client of the app (a file that reads a co-editing stream with
 * readCoeditingEvents) takes its waits from src/features/configurator/coediting/reconnectBackoff.ts,
 * so the dialog editor and the multichat cannot back off differently again.
 */
const BACKOFF = 'src/features/configurator/coediting/reconnectBackoff.ts'

function withoutSharedBackoff(file: string, text: string): string[] {
  if (/\.test\.tsx?$/.test(file) || !/\breadCoeditingEvents\b/.test(text)) return []
  const imports = importsOf(file, text).map((i) => resolveSpecifier(file, i.specifier, existsSync))
  return imports.includes(BACKOFF) ? [] : [file]
}

describe('the co-editing-stream clients share one back-off', () => {
  it(`every file in src that reads a co-editing stream imports ${BACKOFF}`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && existsSync(file))
    const clients = files.filter((file) => /\breadCoeditingEvents\b/.test(readFileSync(file, 'utf8')))
    expect(clients.filter((file) => !file.includes('.test.')).length).toBeGreaterThanOrEqual(2)
    expect(files.flatMap((file) => withoutSharedBackoff(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('the check names a stream client with a back-off of its own', () => {
    const own = "import { readCoeditingEvents } from '@engine/sync'\nconst backoff = 1000\n"
    const shared = `${own}import { reconnectBackoff } from '../coediting/reconnectBackoff'\n`
    expect(withoutSharedBackoff('src/features/configurator/presence/x.ts', own)).toEqual([
      'src/features/configurator/presence/x.ts',
    ])
    expect(withoutSharedBackoff('src/features/configurator/presence/x.ts', shared)).toEqual([])
  })
})
