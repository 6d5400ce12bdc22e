import { type ChildProcess, spawn } from 'node:child_process'

export interface ServerProcess {
  child: ChildProcess
  port: number
  url: string
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  exited: Promise<number | string | null>
  output(): string
}

/** A free-enough port: parallel test files and other checkouts on the box rarely pick the same. */
export const somePort = () => 20_000 + Math.floor(Math.random() * 20_000)

/**
 * The real server process (`server/main.ts`) on the embedded database in `dataDir`; `env` sets
 * more (DATABASE_URL for PostgreSQL, JOB_RUNNER), `script` runs another entry (server/worker.ts).
 */
export function startServerProcess(
  dataDir: string,
  port = somePort(),
  options: { env?: Record<string, string>; script?: string } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No load shedding on the event-loop delay: a test machine busy with other test files is
      // no overloaded server, and a 503 would fail an unrelated step (as in playwright.config.ts).
      // A test of shedding sets its own threshold through `env`.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  )
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output }
}

/** Waits until /api/health answers; fails early with the server's output if it exits first. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let exited = false
  void server.exited.then(() => (exited = true))
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !exited) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${server.output()}`)
}
