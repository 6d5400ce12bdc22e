import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue #29 item 3: the API suites log in through one fixture module (tests/support/fixtures.ts:
 * `sessionOf`, `login`, `loginRequest`, `loginOver`), not with a POST /api/login of their own, so
 * a change of the login call is made in one place.
 */
const dir = join(__dirname, '..', 'api')
const files = readdirSync(dir).filter((name) => name.endsWith('.ts'))

/** Files that name the login call as data, and why. */
const ALLOWED: Record<string, string> = {
  'fuzz.test.ts': 'its table of public calls to fuzz lists the login among them',
}

/** The login call's address in a string of its own or after a base address, not a longer path. */
const LOGIN_URL = /['"`}]\/api\/login['"`?]/

function loginCalls(text: string): string[] {
  return text.split('\n').filter((line) => LOGIN_URL.test(line))
}

describe('API suites log in through the fixtures', () => {
  it.each(files.filter((name) => !(name in ALLOWED)))('%s does not post to /api/login itself', (name) => {
    expect(loginCalls(readFileSync(join(dir, name), 'utf8'))).toEqual([])
  })

  it('finds what it looks for (the pattern is not dead)', () => {
    const own = ["t.app.inject({ method: 'POST', url: '/api/login', payload })", 'fetch(`${url}/api/login`, init)']
    expect(own.map(loginCalls)).toEqual(own.map((line) => [line]))
    expect(loginCalls("url: '/api/login_magic'\nurl: '/api/logout'")).toEqual([])
  })

  it('allows only files that still name the login call', () => {
    for (const name of Object.keys(ALLOWED))
      expect(loginCalls(readFileSync(join(dir, name), 'utf8')).length).toBeGreaterThan(0)
  })
})
