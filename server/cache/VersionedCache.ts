/**
 * A per-process cache of values built from the database, each valid for one fingerprint (a
 * version read with one cheap query). DESIGN.md §2: shared state stays in the database, and
 * every call checks the fingerprint, so an edit made through another server process is seen on
 * the next call. Concurrent misses for the same fingerprint share one build, so a launch rush on
 * a cold process loads the game once, not once per waiting request.
 */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, { fingerprint: string; value: Promise<V> }>()

  constructor(private readonly limit = 200) {}

  /** The value for `fingerprint`, built by `build` when the cached one has another fingerprint. */
  get(key: K, fingerprint: string, build: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key)
    if (cached?.fingerprint === fingerprint) {
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached.value
    }
    const value = build()
    const entry = { fingerprint, value }
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K)
    // A failed build is not kept: the next call tries again instead of repeating the error.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }

  get size(): number {
    return this.entries.size
  }
}
