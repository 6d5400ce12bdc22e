import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

const made: string[] = []
// Registered when a test file imports this module (collection time), so it runs after that file.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A stand-in for the built app (an index.html only), removed after the test file: enough for
 * tests of what the server puts around the pages (headers, load shedding).
 */
export function spaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  made.push(dir)
  return dir
}
