import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// docs/contributing.md: one formatter (Prettier) for the whole repository, checked by `npm run lint`,
// which `npm test` runs first; an unformatted file makes the lint step and so `npm test` fail.
const root = process.cwd()
// The probe lives outside the work tree (a killed run must not leave a file that fails lint) and is
// checked with the repository's own settings.
const probeDir = mkdtempSync(join(tmpdir(), 'formatting-probe-'))
const probe = join(probeDir, 'probe.ts')

function prettierCheck(...paths: string[]) {
  return spawnSync(
    join(root, 'node_modules', '.bin', 'prettier'),
    ['--check', '--config', '.prettierrc.json', ...paths],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
}

afterAll(() => rmSync(probeDir, { recursive: true, force: true }))

describe('the formatter check', () => {
  it('npm test runs both halves of npm run lint, and its formatting half runs prettier --check on the whole repository', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
    expect(scripts['lint:format']).toMatch(/^prettier --check \.$/)
    expect(scripts.lint).toMatch(/lint:code && .*lint:format/)
    const testScript = readFileSync(join(root, 'scripts', 'test.mjs'), 'utf8')
    expect(testScript).toMatch(/\['run', '--silent', 'lint:code'\]/)
    expect(testScript).toMatch(/\['run', '--silent', 'lint:format'\]/)
  })

  it('fails on an unformatted source file and names it', () => {
    writeFileSync(probe, 'export const probe = {a:1,b:"two"};\n')
    const result = prettierCheck(probe)
    expect(result.status).toBe(1)
    expect(result.stdout + result.stderr).toContain('probe.ts')
  })

  it('passes the same file once it is formatted', () => {
    writeFileSync(probe, "export const probe = { a: 1, b: 'two' }\n")
    expect(prettierCheck(probe).status).toBe(0)
  })
})
