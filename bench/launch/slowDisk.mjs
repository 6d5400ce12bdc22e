// Loaded into the bench's server and every thread of it (node --import, kept by workerExecArgv)
// when LAUNCH_FSYNC_MS is set: each fsync takes at least that long, as on a disk whose flush is
// slower than this machine's (~0.2 ms here; 3.3 ms measured on the same machine type on another
// day, docs/reliability/durability.md; cloud block storage 1-10 ms). The thread waits as it would
// for the disk: blocked, not busy.
import fs from 'node:fs'
import process from 'node:process'
import { syncBuiltinESMExports } from 'node:module'

const ms = Number(process.env.LAUNCH_FSYNC_MS)
if (ms > 0) {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const fsyncSync = fs.fsyncSync
  fs.fsyncSync = (fd) => {
    fsyncSync(fd)
    Atomics.wait(pause, 0, 0, ms)
  }
  syncBuiltinESMExports()
}
