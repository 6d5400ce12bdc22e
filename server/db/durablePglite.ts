import { PGlite } from '@electric-sql/pglite'
import { pg_buffercache } from '@electric-sql/pglite/contrib/pg_buffercache'
import { fsyncSync } from 'node:fs'
import { DurableNodeFS, durableStartParams } from './durableNodeFs'
import type { WalFlush } from './walFlush'

// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * PGlite on a data folder that survives a crashed process and, with fsync, a crashed machine;
 * the measurements and the trade-off are in docs/reliability/durability.md. Used in the server's
 * own thread (database.ts) and in the database thread (pgliteThread/pgliteHost.ts), there with
 * group commit (`walFlush`, walFlush.ts). Rejects with PGlite's own error: the caller names the
 * folder (DatabaseUnreadableError).
 */
export async function openDurablePglite(dataDir: string, walFlush?: WalFlush): Promise<PGlite> {
  const client = new PGlite({
    fs: new DurableNodeFS(dataDir, fsyncSync, walFlush),
    startParams: [...durableStartParams],
    // Its background writer (pgliteWriter.ts) finds the pool's changed pages through
    // pg_buffercache: given here, installed by the writer's first round.
    extensions: { pg_buffercache },
  })
  await client.waitReady
  return client
}

/**
 * A database in memory, empty or loaded from a dump (the tests' copies, one per suite). Its
 * "disk" is memory already, so PostgreSQL's buffer pool only caches it twice: 8 MB instead of the
 * default 128 MB, which takes about a third less CPU to start (~0.2 s of 0.7 s, measured; a test
 * run opens some 85).
 */
export async function openMemoryPglite(from?: Blob): Promise<PGlite> {
  const client = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
    ...(from && { loadDataDir: from }),
  })
  await client.waitReady
  return client
}

/** A checkpoint first writes every changed page into the data files: the next start replays no WAL. */
export async function closePglite(client: PGlite, checkpoint: boolean): Promise<void> {
  try {
    if (checkpoint && !client.closed) await client.exec('CHECKPOINT')
  } finally {
    await client.close()
  }
}
