import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// docs/contributing.md: one formatter (Prettier) for the whole repository, checked by `npm run lint`,
// which `npm test` runs first; an unformatted file makes the lint step and so `npm test` fail.
const root = process.cwd()
const probe = join(root, 'src', '__formatting_probe__.ts')

function prettierCheck(...paths: string[]) {
  return spawnSync(join(root, 'node_modules', '.bin', 'prettier'), ['--check', ...paths], {
    cwd: root,
    encoding: 'utf8',
  })
}

afterEach(() => rmSync(probe, { force: true }))

describe('the formatter check', () => {
  it('npm test runs npm run lint, and npm run lint runs prettier --check on the whole repository', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
    expect(scripts.lint).toMatch(/prettier --check \.(\s|$)/)
    expect(readFileSync(join(root, 'scripts', 'test.mjs'), 'utf8')).toMatch(/\['run', '--silent', 'lint'\]/)
  })

  it('fails on an unformatted source file and names it', () => {
    writeFileSync(probe, 'export const probe = {a:1,b:"two"};\n')
    const result = prettierCheck('src/__formatting_probe__.ts')
    expect(result.status).toBe(1)
    expect(result.stdout + result.stderr).toContain('src/__formatting_probe__.ts')
  })

  it('passes the same file once it is formatted', () => {
    writeFileSync(probe, "export const probe = { a: 1, b: 'two' }\n")
    expect(prettierCheck('src/__formatting_probe__.ts').status).toBe(0)
  })
})
