import { fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { FileSizes } from './fileSizes'
import type { WalFlush } from './walFlush'

type EmscriptenOptions = Parameters<NodeFS['init']>[1]
type PostgresMod = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0]

/** The parts of Emscripten's NODEFS this file relies on; PGlite's types leave them opaque. */
interface NodeFsNode {
  mode: number
  name: string
  parent?: NodeFsNode
}
interface NodeFsStream {
  nfd: number
  node: NodeFsNode
}
type Operation = (...args: never[]) => unknown
interface NodeFsInternals {
  stream_ops?: { fsync?: (stream: NodeFsStream) => number } & Record<string, Operation | undefined>
  node_ops?: Record<string, Operation | undefined>
}
interface ErrnoErrorClass {
  new (errno: number): Error
}

/** Emscripten's (WASI) number for EIO: PostgreSQL then reports the failed fsync as it would natively. */
const EIO = 29
const SEEK_END = 2
const S_IFMT = 0o170000
const S_IFDIR = 0o040000
const S_IFREG = 0o100000

/** A segment of the write-ahead log (or its temporary file while PostgreSQL creates one). */
function isWalFile(node: NodeFsNode): boolean {
  return (node.mode & S_IFMT) === S_IFREG && node.parent?.name === 'pg_wal'
}

/**
 * Whether a write (`buffer, offset, length, position`) puts only zeros: how PostgreSQL extends a
 * table or index by new, empty pages. PostgreSQL's own rule flushes the WAL up to a page's LSN
 * before writing the page; an all-zero page has none, so PostgreSQL writes it without a flush
 * (an extension is not WAL-logged; after a crash, empty pages at a file's end are normal), and
 * neither do we: measured under bench:launch, such pages were nearly every write that waited
 * for owed fsyncs (one for every four turns), each cutting a group of commits short.
 */
function writesZeros(args: readonly unknown[]): boolean {
  // Emscripten passes its heap, an Int8Array.
  const [buffer, offset, length] = args as [Int8Array, number, number]
  if (!ArrayBuffer.isView(buffer) || typeof offset !== 'number' || typeof length !== 'number') return false
  for (let i = offset, end = offset + length; i < end; i++) if (buffer[i] !== 0) return false
  return true
}

/** What changes files other than by writing the WAL: each first waits for the owed WAL fsyncs. */
const STREAM_BARRIERS = ['write', 'setattr'] as const
const NODE_BARRIERS = ['setattr', 'mknod', 'rename', 'unlink', 'rmdir', 'symlink'] as const

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
 *
 * With `walFlush` (the database thread: group commit, walFlush.ts) a WAL file's fsync is owed
 * to the next flush instead, and every other change to the folder (a write that is not WAL and
 * not a new empty page, an fsync, a truncate, a rename, a removal, a new file) and the closing of
 * a file with an owed fsync first flush: nothing reaches the disk ahead of the WAL that describes it.
 */
export class DurableNodeFS extends NodeFS {
  /** The data files' sizes, so PostgreSQL's lseek to a file's end needs no fstat (fileSizes.ts). */
  readonly sizes: FileSizes<NodeFsNode>

  constructor(
    dataDir: string,
    private readonly syncFile: (fd: number) => void = fsyncSync,
    private readonly walFlush?: WalFlush,
    options: { verifySizes?: boolean } = {},
  ) {
    super(dataDir)
    this.sizes = new FileSizes(options.verifySizes)
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
    const walFlush = this.walFlush
    /** The owed WAL fsyncs, before an operation that must not overtake them; EIO if they fail. */
    const flushFirst = () => {
      if (!walFlush?.owing) return
      try {
        walFlush.flush()
      } catch {
        throw new ErrnoError(EIO)
      }
    }
    streamOps.fsync = (stream) => {
      if (walFlush && isWalFile(stream.node)) {
        if (walFlush.failed) throw new ErrnoError(EIO)
        walFlush.defer(stream.nfd)
        return 0
      }
      flushFirst()
      try {
        this.syncFile(stream.nfd)
      } catch {
        // Some systems (Windows) cannot fsync a directory; PostgreSQL tolerates that natively too.
        if ((stream.node.mode & S_IFMT) === S_IFDIR) return 0
        throw new ErrnoError(EIO)
      }
      return 0
    }
    const nodeOps = (mod.NODEFS as unknown as NodeFsInternals).node_ops
    if (!nodeOps) throw new FsyncUnavailableError()
    this.rememberSizes(streamOps, nodeOps)
    if (!walFlush) return
    for (const name of STREAM_BARRIERS) {
      const write = streamOps[name]
      if (!write) throw new FsyncUnavailableError()
      streamOps[name] = ((stream: NodeFsStream, ...rest: never[]) => {
        if (walFlush.owing && !isWalFile(stream.node) && !(name === 'write' && writesZeros(rest))) flushFirst()
        return write(...([stream, ...rest] as never[]))
      }) as Operation
    }
    for (const name of NODE_BARRIERS) {
      const change = nodeOps[name]
      if (!change) throw new FsyncUnavailableError()
      nodeOps[name] = ((...args: never[]) => {
        flushFirst()
        return change(...args)
      }) as Operation
    }
    const close = streamOps.close
    if (!close) throw new FsyncUnavailableError()
    streamOps.close = ((stream: NodeFsStream) => {
      // Its descriptor number may be reused at once: the owed fsync must happen on this file.
      if (walFlush.owes(stream.nfd)) flushFirst()
      return close(stream as never)
    }) as Operation
  }

  /**
   * lseek to a regular file's end answered from `sizes`; every write reports where it ended, every
   * setattr (truncation) makes the file be asked again. Installed before the WAL barriers, which
   * wrap these operations in turn.
   */
  private rememberSizes(
    streamOps: NonNullable<NodeFsInternals['stream_ops']>,
    nodeOps: Record<string, Operation | undefined>,
  ): void {
    const { llseek, write, setattr } = streamOps
    const setNodeAttr = nodeOps.setattr
    if (!llseek || !write || !setattr || !setNodeAttr) throw new FsyncUnavailableError()
    const sizes = this.sizes
    streamOps.llseek = ((stream: NodeFsStream, offset: number, whence: number) => {
      if (whence !== SEEK_END || (stream.node.mode & S_IFMT) !== S_IFREG)
        return llseek(stream as never, offset as never, whence as never)
      const end = sizes.sizeOf(stream.node, () => llseek(stream as never, 0 as never, SEEK_END as never) as number)
      // Before the start: Emscripten's own llseek refuses it (EINVAL).
      if (offset + end < 0) return llseek(stream as never, offset as never, whence as never)
      return offset + end
    }) as Operation
    streamOps.write = ((stream: NodeFsStream, ...rest: never[]) => {
      const written = write(...([stream, ...rest] as never[]))
      // (buffer, offset, length, position): Emscripten's FS.write always gives the position.
      sizes.wrote(stream.node, rest[3], written)
      return written
    }) as Operation
    streamOps.setattr = ((stream: NodeFsStream, ...rest: never[]) => {
      sizes.forget(stream.node)
      return setattr(...([stream, ...rest] as never[]))
    }) as Operation
    nodeOps.setattr = ((node: NodeFsNode, ...rest: never[]) => {
      sizes.forget(node)
      return setNodeAttr(...([node, ...rest] as never[]))
    }) as Operation
  }
}
