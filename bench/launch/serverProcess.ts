import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
 * add `--cpu-prof`; the profile is written when the process exits.
 */
export async function startServer(
  db: DbChoice,
  port: number,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'launch-bench-'))
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.kind === 'postgres' ? db.url : '',
      JWT_SECRET_KEY: 'launch-bench-secret-that-is-long-enough-0123456789',
      // Every simulated player registers from 127.0.0.1: one client, far beyond a classroom.
      RATE_LIMIT_LIVE_PER_CLIENT: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, exited)
  return {
    base,
    pid: child.pid ?? -1,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function waitForHealth(base: string, exited: Promise<void>, timeoutMs = 120_000): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !gone) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(gone ? 'server process exited before it became healthy' : 'server did not become healthy')
}
