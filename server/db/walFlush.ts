// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * Group commit for the embedded database (docs/reliability/durability.md "Group commit").
 *
 * PostgreSQL asks for an fsync of its WAL at every commit, and PGlite runs one statement at a
 * time, so each respondent's commit used to wait for the disk before the next statement could
 * start: under a rush most of the thread's time went into fsyncs in a row. In the database
 * thread, DurableNodeFS hands a WAL file's fsync to this class instead, which does it once for
 * every commit that happened meanwhile: as soon as the statements already queued have run
 * (`setImmediate`), or at once before anything that must not reach the disk ahead of the WAL.
 * The rule that keeps it as safe as one fsync per commit: **no answer leaves the thread while a
 * WAL fsync is owed** (`afterFlush`; the statement server sends every reply through it), and **no
 * data file, control file or directory is written, synced, renamed, truncated or removed while
 * one is owed** (DurableNodeFS calls `flush` first): the WAL always reaches the disk before the
 * pages it protects, as PostgreSQL's own write-ahead rule requires.
 */
export class WalFlush {
  /** Host descriptors of WAL files whose fsync PostgreSQL asked for and that are not done yet. */
  private readonly owed = new Set<number>()
  /** Replies waiting for the next flush, in the order they were ready. */
  private readonly waiting: ((error?: Error) => void)[] = []
  private scheduled = false
  private failure: Error | undefined
  /** fsyncs done, and fsyncs PostgreSQL asked for (the difference is what grouping saved). */
  readonly counts = { asked: 0, done: 0, flushes: 0 }

  constructor(
    private readonly syncFile: (fd: number) => void,
    /** A WAL fsync failed: the database must stop, as PostgreSQL stops (PANIC) natively. */
    private readonly onFailure: (error: Error) => void = () => undefined,
  ) {}

  get failed(): Error | undefined {
    return this.failure
  }

  /** PostgreSQL asked to fsync the WAL file behind host descriptor `fd`: done at the next flush. */
  defer(fd: number): void {
    if (this.failure) throw this.failure
    this.counts.asked++
    this.owed.add(fd)
    this.schedule()
  }

  /** Whether descriptor `fd` has an fsync owed (it must not be closed before the flush). */
  owes(fd: number): boolean {
    return this.owed.has(fd)
  }

  get owing(): boolean {
    return this.owed.size > 0
  }

  /**
   * Runs `then` once everything PostgreSQL asked to be synced so far is on the disk: at once when
   * nothing is owed and nobody waits, else after the next flush, in order. With the flush's error
   * if it failed.
   */
  afterFlush(then: (error?: Error) => void): void {
    if (this.failure) return then(this.failure)
    if (this.owed.size === 0 && this.waiting.length === 0) return then()
    this.waiting.push(then)
    this.schedule()
  }

  /**
   * Syncs every owed WAL file now (DurableNodeFS calls it before a write it must not let overtake
   * the WAL). Throws the first failure; from then on every flush and reply fails with it.
   */
  flush(): void {
    if (this.failure) throw this.failure
    if (this.owed.size === 0) return
    this.counts.flushes++
    try {
      for (const fd of this.owed) {
        this.syncFile(fd)
        this.counts.done++
      }
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error))
      this.onFailure(this.failure)
      throw this.failure
    }
    this.owed.clear()
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    // After the statements already queued in PGlite have run: they share this flush.
    setImmediate(() => {
      this.scheduled = false
      let error: Error | undefined
      try {
        this.flush()
      } catch (failed) {
        error = failed as Error
      }
      for (const then of this.waiting.splice(0)) then(error)
    })
  }
}
