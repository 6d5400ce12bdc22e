import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every vitest project but `ui-mocks` runs without isolation (vite.config.ts,
 * docs/contributing.md#test-speed): one worker imports the engine, the server or the app once
 * and runs file after file in that module graph. That is only safe while no file leaves a
 * change behind that the next file would see. `ui-mocks` is derived: an app test that mocks a
 * module runs there, isolated; a mock anywhere else fails here.
 */
const root = join(__dirname, '..', '..')
const SHARED = ['engine', 'server', 'src', 'tests/lint', 'tests/api', 'tests/property']

const files = SHARED.flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`)
    // This file names every pattern in its own test.
    .filter((file) => file !== 'tests/lint/testIsolation.test.ts'),
)

/** What would outlive a file in a shared module graph, why, and what undoes it. */
const LEAKS: { pattern: RegExp; why: string; undone?: RegExp }[] = [
  { pattern: /\bvi\.stubGlobal\(/, why: 'a stubbed global stays', undone: /\bvi\.unstubAllGlobals\(\)/ },
  { pattern: /\bvi\.stubEnv\(/, why: 'a stubbed variable stays', undone: /\bvi\.unstubAllEnvs\(\)/ },
  { pattern: /\bvi\.useFakeTimers\(/, why: 'fake timers stop every later timer', undone: /\bvi\.useRealTimers\(\)/ },
  { pattern: /\bvi\.spyOn\(/, why: 'a spy stays', undone: /\bvi\.restoreAllMocks\(\)|\.mockRestore\(\)/ },
  { pattern: /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/, why: 'a changed environment variable reaches every later file' },
  { pattern: /(?<!typeof )globalThis\.\w+\s*=[^=]/, why: 'a global set here reaches every later file' },
]

const MOCK = /\bvi\.(do)?mock\(/

function leaksOf(text: string): string[] {
  return LEAKS.filter(({ pattern, undone }) => pattern.test(text) && !(undone && undone.test(text))).map(
    ({ why }) => why,
  )
}

describe('the test files share a module graph safely', () => {
  it.each(files)('%s leaves nothing behind for the next file', (name) => {
    const text = readFileSync(join(root, name), 'utf8')
    const found = leaksOf(text)
    // Only the app's tests may mock a module: vite.config.ts moves such a file into `ui-mocks`.
    if (!name.startsWith('src/') && MOCK.test(text))
      found.push('a module mock replaces the module for every later file')
    expect(found).toEqual([])
  })

  it('makes every module-level store of the app with globalStore, so tests/support/uiSetup.ts resets it', () => {
    const bare = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .flatMap((name) =>
        [...readFileSync(join(root, 'src', name), 'utf8').matchAll(/^export const (\w+) = proxy\b/gm)].map(
          (m) => `${name}: ${m[1]}`,
        ),
      )
    expect(bare).toEqual([])
  })

  it('finds what it looks for (the patterns are not dead)', () => {
    const leaky =
      "vi.stubGlobal('f', 1); vi.stubEnv('A', 'b'); vi.useFakeTimers(); vi.spyOn(console, 'log'); process.env.PORT = '1'; globalThis.x = 1"
    expect(leaksOf(leaky)).toHaveLength(LEAKS.length)
    expect(
      leaksOf(`${leaky}; vi.unstubAllGlobals(); vi.unstubAllEnvs(); vi.useRealTimers(); vi.restoreAllMocks()`),
    ).toHaveLength(2)
    expect(MOCK.test("vi.mock('x')")).toBe(true)
    expect(files.length).toBeGreaterThan(300)
  })
})
