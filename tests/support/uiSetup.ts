import { afterEach, beforeAll } from 'vitest'

/**
 * Project `ui` shares one module graph per worker (vite.config.ts), so what a module holds
 * outlives a file. Every file starts as it would in a fresh module graph: the app's global
 * stores (src/session/globalStore.ts) back at their first value, and Testing Library's
 * clean-up, registered once when its module is first imported, runs after every test of every
 * file. Nothing is imported here: vitest evaluates a setup file's imports again for every file.
 */
// The same key as src/session/globalStore.ts: tests/lint/globalStoreRegistry.test.ts keeps the two alike.
const REGISTRY = Symbol.for('dialogplattform.globalStores')

beforeAll(() => {
  const stores = (globalThis as { [REGISTRY]?: { store: object; first: () => object }[] })[REGISTRY] ?? []
  for (const { store, first } of stores) {
    for (const key of Object.keys(store)) delete (store as Record<string, unknown>)[key]
    Object.assign(store, first())
  }
})

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
