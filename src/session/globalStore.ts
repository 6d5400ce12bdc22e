import { proxy } from 'valtio'

// tests/support/uiSetup.ts repeats this key: tests/lint/globalStoreRegistry.test.ts keeps the two alike.
/** Where the app's global stores are listed: on the global object, so a test runner finds them without importing a module. */
const REGISTRY = Symbol.for('dialogplattform.globalStores')

type Registry = { store: object; first: () => object }[]

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry }
  return (holder[REGISTRY] ??= [])
}

/**
 * A store the whole app shares (a valtio proxy at module level), starting at `first()`. Every such
 * store is made here, so the unit tests' runner can put them all back to their first value
 * before a test file (tests/support/uiSetup.ts), as a fresh page load would.
 */
export function globalStore<T extends object>(first: () => T): T {
  const store = proxy(first())
  registry().push({ store, first })
  return store
}
