import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The API suites and the model-based tests (vitest project `api`) run without isolation (vite.config.ts, docs/contributing.md#test-speed): one
 * worker imports the server once and runs file after file in that module graph. That is only
 * safe while no suite leaves a change behind that the next file would see.
 */
const files = ['api', 'property'].flatMap((dir) =>
  readdirSync(join(__dirname, '..', dir))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`),
)

/** What would outlive a file in a shared module graph, and why. */
const LEAKS: [RegExp, string][] = [
  [/\bvi\.(do)?mock\(/, 'a module mock replaces the module for every later file'],
  [/\bvi\.stub(Global|Env)\(/, 'a stubbed global or variable stays for every later file'],
  [/\bvi\.useFakeTimers\(/, 'fake timers left on stop every later server'],
  [/process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/, 'a changed environment variable reaches every later file'],
  [/globalThis\.\w+\s*=[^=]/, 'a global set here reaches every later file'],
]

describe('the API suites share a module graph safely', () => {
  it.each(files)('%s leaves nothing behind for the next file', (name) => {
    const text = readFileSync(join(__dirname, '..', name), 'utf8')
    const found = LEAKS.filter(([pattern]) => pattern.test(text)).map(([, why]) => why)
    // A spy is allowed when the file restores every spy after each test.
    if (/\bvi\.spyOn\(/.test(text) && !/vi\.restoreAllMocks\(\)/.test(text))
      found.push('a spy must be restored (vi.restoreAllMocks in afterEach)')
    expect(found).toEqual([])
  })

  it('finds what it looks for (the patterns are not dead)', () => {
    const leaky = "vi.mock('x'); vi.stubEnv('A', 'b'); process.env.PORT = '1'; globalThis.x = 1"
    expect(LEAKS.filter(([pattern]) => pattern.test(leaky))).toHaveLength(4)
  })
})
