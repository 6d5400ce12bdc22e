/** What the app needs of the browser's storage. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const memory = new Map<string, string>()
const memoryStorage: SessionStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

/**
 * localStorage, or memory where the browser refuses it: a widget in a third-party iframe whose
 * storage is blocked throws on the first access (even `typeof localStorage`), and the app must
 * still start there; the chat then works, only without resuming after a reload.
 */
export function browserStorage(): SessionStorage {
  try {
    const storage = globalThis.localStorage
    if (!storage) return memoryStorage
    storage.getItem('storage_probe')
    return storage
  } catch {
    return memoryStorage
  }
}
