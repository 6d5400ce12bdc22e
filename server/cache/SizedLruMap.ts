/**
 * A least-recently-used map bounded both in entries and in total size (the caller names each
 * value's size, e.g. its JSON length): adding past either bound drops the oldest entries. A value
 * larger than the whole budget is not kept.
 */
export class SizedLruMap<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>()
  private total = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: K, value: V, size: number): void {
    this.delete(key)
    if (size > this.maxSize) return
    this.entries.set(key, { value, size })
    this.total += size
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxSize) break
      this.entries.delete(oldest)
      this.total -= entry.size
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.size
  }

  get size(): number {
    return this.entries.size
  }

  get totalSize(): number {
    return this.total
  }
}
