import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The app lists its global stores under a registry symbol (src/session/globalStore.ts); the ui
 * project's setup file puts them back to their first value before every file
 * (tests/support/uiSetup.ts). The setup file may not import the app's module (vitest would
 * evaluate it again for every file), so it names the symbol again: this test keeps the two alike.
 */
const root = join(__dirname, '..', '..')
const STORE = 'src/session/globalStore.ts'
const SETUP = 'tests/support/uiSetup.ts'

/** Every key given to Symbol.for in the text, as written. */
export function symbolKeys(text: string): string[] {
  return [...text.matchAll(/Symbol\.for\(\s*(['"`])([^'"`]+)\1\s*\)/g)].map((m) => m[2]!)
}

/** What one registry entry holds, as the type is written in the file. */
export function entryShapes(text: string): string[] {
  return [...text.matchAll(/\{\s*store:\s*object;\s*first:\s*\(\)\s*=>\s*object\s*\}/g)].map((m) => m[0])
}

const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe('the global stores are found by the ui setup under the app’s own registry', () => {
  it(`${STORE} and ${SETUP} each name one registry, with the same Symbol.for key`, () => {
    const store = symbolKeys(read(STORE))
    const setup = symbolKeys(read(SETUP))
    expect(store, `${STORE} names no single Symbol.for('…') key`).toHaveLength(1)
    expect(setup, `${SETUP} names no single Symbol.for('…') key`).toHaveLength(1)
    expect(setup[0], `${SETUP} looks for the stores under another key than ${STORE} lists them`).toBe(store[0])
  })

  it('both read a registry entry as { store: object; first: () => object }', () => {
    expect(entryShapes(read(STORE)).length).toBeGreaterThan(0)
    expect(entryShapes(read(SETUP)).length).toBeGreaterThan(0)
  })

  it('the check reads a key in each quote and misses none', () => {
    expect(symbolKeys(`const A = Symbol.for('a.b'); const B = Symbol.for("c"); Symbol.for(\`d\`)`)).toEqual([
      'a.b',
      'c',
      'd',
    ])
    expect(symbolKeys("const A = Symbol('a.b'); Symbol.for(name)")).toEqual([])
  })
})
