// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * The size of each data file as this process last made it, so that PostgreSQL's
 * `lseek(fd, 0, SEEK_END)` — how it counts a relation's pages, several times per statement — need
 * not ask the host. Emscripten's NODEFS answers each with an `fstat`: 7 % of the database thread's
 * busy time under bench:launch (docs/reliability/launch.md "The server's CPU per turn").
 *
 * Sound because nothing else changes these files while the database is open: the data folder has
 * one writer (dataDirLock.ts), and in it every write and truncation passes Emscripten's file
 * system, whose operations report here (durableNodeFs.ts). A file is asked once; a write past its
 * end moves the end; a truncation (setattr) forgets it, so the next lseek asks the host again.
 * Keyed by Emscripten's node (one per file while it exists), so a removed file's size goes with it.
 */
export class FileSizes<Node extends object> {
  private readonly known = new WeakMap<Node, number>()
  /** SEEK_END answered from memory (the tests check that memory is used at all). */
  readonly counts = { remembered: 0 }

  /**
   * `verifying`: every answer from memory is compared with the host's (tests); a difference
   * throws, so a missed change fails loudly instead of handing PostgreSQL a wrong page count.
   */
  constructor(private readonly verifying = false) {}

  /** The file's size: remembered, or `ask`ed of the host and remembered. */
  sizeOf(node: Node, ask: () => number): number {
    const size = this.known.get(node)
    if (size === undefined) {
      const asked = ask()
      this.known.set(node, asked)
      return asked
    }
    this.counts.remembered++
    if (this.verifying) {
      const actual = ask()
      if (actual !== size) throw new Error(`FileSizes: ${size} remembered, ${actual} on disk`)
    }
    return size
  }

  /** `written` bytes went to the file at `position`. */
  wrote(node: Node, position: unknown, written: unknown): void {
    const size = this.known.get(node)
    if (size === undefined) return
    if (typeof position !== 'number' || typeof written !== 'number') {
      this.known.delete(node)
      return
    }
    if (position + written > size) this.known.set(node, position + written)
  }

  /** The file changed otherwise (truncated, its attributes set): ask the host next time. */
  forget(node: Node): void {
    this.known.delete(node)
  }
}
