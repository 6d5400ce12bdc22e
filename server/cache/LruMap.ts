/**
 * A Map that keeps at most `limit` keys and drops the least recently used: `get` and `set` count
 * as a use, `peek` does not. A JavaScript Map iterates in insertion order, so a use re-inserts
 * the key and the first key is the oldest.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key) as V
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K)
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
