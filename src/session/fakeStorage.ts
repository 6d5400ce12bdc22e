import type { SessionStorage } from './editorSession'

/** An in-memory Storage for tests, with the stored entries visible. */
export function fakeStorage(initial: Record<string, string> = {}): SessionStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
