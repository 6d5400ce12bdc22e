import { LruMap } from './LruMap'

/**
 * A per-process cache of values built from the database, each valid for one fingerprint (a
 * version read with one cheap query). docs/design/storage.md: shared state stays in the database, and
 * every call checks the fingerprint, so an edit made through another server process is seen on
 * the next call. Concurrent misses for the same fingerprint share one build, so a launch rush on
 * a cold process loads the game once, not once per waiting request. At most `limit` keys are
 * kept, the least recently used dropped first.
 */
export class VersionedCache<K, V> {
  private readonly entries: LruMap<K, { fingerprint: string; value: Promise<V> }>

  constructor(limit = 200) {
    this.entries = new LruMap(limit)
  }

  /** The value for `fingerprint`, built by `build` when the cached one has another fingerprint. */
  get(key: K, fingerprint: string, build: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key)
    if (cached?.fingerprint === fingerprint) return cached.value
    const value = build()
    const entry = { fingerprint, value }
    this.entries.set(key, entry)
    // A failed build is not kept: the next call tries again instead of repeating the error.
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key)
    })
    return value
  }

  get size(): number {
    return this.entries.size
  }
}
