import { getPriority } from 'node:os'
import { startServerProcess } from '../../tests/support/serverProcess'

export type DbChoice = { kind: 'pglite' } | { kind: 'postgres'; url: string }

export interface ServerProcess {
  base: string
  pid: number
  /**
   * SIGTERM, and SIGKILL when the process has not ended after `graceMs` (a frozen loop never sees
   * SIGTERM); 'exited' when it had ended by itself before (a crash, out of memory).
   */
  stop(graceMs?: number): Promise<'stopped' | 'killed' | 'exited'>
}

/**
 * One real server process (`server/main.ts`) on a data folder the bench prepared (and, for
 * PostgreSQL, a database it seeded), so respondents, probe and editor measure a separate event
 * loop over HTTP. The same folder and database serve a restart after a kill. `nice` below 0
 * puts the server before the machine's other jobs (root only), as if it had the machine alone.
 */
export async function startServer(db: DbChoice, dataDir: string, port: number, nice = 0): Promise<ServerProcess> {
  // Through nice(1), so that every thread the server starts (pool, workers) has the priority too.
  // nice(1) adds to the caller's niceness (the bench may have its own): the difference gives `nice`.
  const offset = nice - getPriority()
  const server = startServerProcess(dataDir, port, {
    prefix: offset === 0 ? [] : ['nice', '-n', String(offset)],
    // The bench measures how the server sheds load: its own setting stays.
    loadShedding: true,
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': a profile of every thread of the server.
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    env: {
      ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : {}),
      JWT_SECRET_KEY: SERVER_SECRET,
      // Every simulated respondent registers from 127.0.0.1: one client, far beyond a classroom.
      RATE_LIMIT_LIVE_PER_CLIENT: '0',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const { child } = server
  // A bench that is stopped (Ctrl-C, an error) leaves no server behind.
  const orphan = () => child.kill('SIGKILL')
  process.once('exit', orphan)
  let gone = false
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true
      process.off('exit', orphan)
      resolve()
    }),
  )
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, () => gone)
  return {
    base,
    pid: child.pid ?? -1,
    async stop(graceMs = 20_000) {
      if (gone) return 'exited'
      child.kill('SIGTERM')
      const timer = new Promise<'killed'>((resolve) => setTimeout(() => resolve('killed'), graceMs))
      const how = await Promise.race([exited.then(() => 'stopped' as const), timer])
      if (how === 'killed') {
        child.kill('SIGKILL')
        await exited
      }
      return how
    },
  }
}

/** Fixed, so the editor's and respondents' tokens stay valid when the server is started again. */
export const SERVER_SECRET = 'isolation-bench-secret-that-is-long-enough-0123456789'

/** Whether the server answers GET /api/health within `withinMs`. */
export async function answersHealth(base: string, withinMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(withinMs) })
    await res.arrayBuffer()
    return res.ok
  } catch {
    return false
  }
}

async function waitForHealth(base: string, gone: () => boolean, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !gone()) {
    if (await answersHealth(base, 2000)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(gone() ? 'server process exited before it became healthy' : 'server did not become healthy')
}
