import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess, waitForHealth } from '../../tests/support/serverProcess'

export type DbChoice = { kind: 'pglite' } | { kind: 'postgres'; url: string }

export interface ServerProcess {
  base: string
  pid: number
  /** SIGTERM, wait for the exit (the server closes its database), then remove the data folder. */
  stop(): Promise<void>
}

/**
 * One real server process (`server/main.ts`) as production runs it, so the benchmark measures
 * HTTP parsing, the event loop and the database driver, not `app.inject`. `nodeArgs` lets a run
 * add `--cpu-prof`; the profile is written when the process exits. `script`: the floor
 * (bench/launch/floorServer.ts) instead of the app, on the same kind of database.
 */
export async function startServer(
  db: DbChoice,
  port: number,
  nodeArgs: readonly string[] = [],
  script?: string,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'launch-bench-'))
  const server = startServerProcess(dataDir, port, {
    nodeArgs,
    ...(script && { script }),
    loadShedding: true,
    env: {
      ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : {}),
      JWT_SECRET_KEY: 'launch-bench-secret-that-is-long-enough-0123456789',
      // Every simulated player registers from 127.0.0.1: one client, far beyond a classroom.
      RATE_LIMIT_LIVE_PER_CLIENT: '0',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  })
  await waitForHealth(server, 120_000)
  return {
    base: server.url,
    pid: server.child.pid ?? -1,
    async stop() {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
