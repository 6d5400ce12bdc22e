import { fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

type EmscriptenOptions = Parameters<NodeFS['init']>[1]
type PostgresMod = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0]

/** The parts of Emscripten's NODEFS this file relies on; PGlite's types leave them opaque. */
interface NodeFsStream {
  nfd: number
  node: { mode: number }
}
interface NodeFsInternals {
  stream_ops?: { fsync?: (stream: NodeFsStream) => number }
}
interface ErrnoErrorClass {
  new (errno: number): Error
}

/** Emscripten's (WASI) number for EIO: PostgreSQL then reports the failed fsync as it would natively. */
const EIO = 29
const S_IFMT = 0o170000
const S_IFDIR = 0o040000

export class FsyncUnavailableError extends Error {
  readonly code = 'pglite_fsync_unavailable'
  constructor() {
    super(
      'PGlite stellt kein NODEFS mit stream_ops bereit: Schreibvorgänge könnten nicht auf die Platte gezwungen werden.',
    )
  }
}

/**
 * PGlite's start parameters without `-F` (fsync off), so PostgreSQL flushes the WAL at every
 * commit and the data files at every checkpoint. The WAL goes through fsync() because
 * Emscripten's fdatasync() only checks the descriptor and returns (docs/reliability/durability.md).
 */
export const durableStartParams: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
]

/**
 * PGlite's Node filesystem with a working fsync. Emscripten's NODEFS writes straight to the
 * host files but has no fsync hook, so PostgreSQL's fsync() silently does nothing; this class
 * installs one that calls the host's fsync on the same descriptor.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly syncFile: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir)
  }

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const result = await super.init(pg, options)
    const preRun = result.emscriptenOpts.preRun ?? []
    result.emscriptenOpts.preRun = [...preRun, (mod: PostgresMod) => this.installFsync(mod)]
    return result
  }

  private installFsync(mod: PostgresMod): void {
    const streamOps = (mod.NODEFS as unknown as NodeFsInternals).stream_ops
    if (!streamOps) throw new FsyncUnavailableError()
    const ErrnoError = (mod.FS as unknown as { ErrnoError: ErrnoErrorClass }).ErrnoError
    streamOps.fsync = (stream) => {
      try {
        this.syncFile(stream.nfd)
      } catch {
        // Some systems (Windows) cannot fsync a directory; PostgreSQL tolerates that natively too.
        if ((stream.node.mode & S_IFMT) === S_IFDIR) return 0
        throw new ErrnoError(EIO)
      }
      return 0
    }
  }
}
