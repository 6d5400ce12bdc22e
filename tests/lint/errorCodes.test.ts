import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ERROR_CODES } from '@engine/api/errorCodes'
import { describe, expect, it } from 'vitest'

const codes = Object.keys(ERROR_CODES)

/** The codes in the first column of docs/api/errors.md's table, in order. */
function documentedCodes(): string[] {
  const doc = readFileSync('docs/api/errors.md', 'utf8')
  return [...doc.matchAll(/^\| `([a-z0-9_]+)` +\|/gm)].map((m) => m[1] as string)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('the error codes (engine/api/errorCodes.ts)', () => {
  it('are stable snake_case identifiers with a status and a meaning', () => {
    for (const [code, { status, meaning }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/)
      expect(status.length).toBeGreaterThan(0)
      for (const s of status) expect(s >= 400 && s < 600).toBe(true)
      expect(meaning.length).toBeGreaterThan(0)
    }
  })

  it('docs/api/errors.md lists exactly the codes of the table, in its order', () => {
    expect(documentedCodes()).toEqual(codes)
  })

  it('docs/api/errors.md gives each code the statuses of the table', () => {
    const doc = readFileSync('docs/api/errors.md', 'utf8')
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      const row = new RegExp(`^\\| \`${code}\` +\\| ([^|]+)\\|`, 'm').exec(doc)
      expect(row?.[1]?.trim(), code).toBe(status.join(', '))
    }
  })

  it('lists no code the server never sends', () => {
    // The server applies dialog changes with engine/changes and rebuilds versions with engine/versions,
    // whose EngineError codes it answers as they are.
    const server = [...sourceFiles('server'), ...sourceFiles('engine/changes'), ...sourceFiles('engine/versions')]
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n')
    expect(codes.filter((code) => !server.includes(`'${code}'`))).toEqual([])
  })
})
