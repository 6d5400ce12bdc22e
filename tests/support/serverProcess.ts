import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export interface ServerProcess {
  child: ChildProcess
  port: number
  url: string
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  exited: Promise<number | string | null>
  output(): string
}

/**
 * A free port for a server process: random, so parallel test files and other checkouts on the
 * box rarely pick the same, and never one a socket on this machine holds now. Below Linux's
 * ephemeral range (32768–60999), so an outgoing connection (a database client, a fetch) never
 * takes it between the pick and the server's listen (33242 was once taken that way); and checked
 * against the kernel's socket tables, because services listen in this range too (RabbitMQ's
 * 25672 failed a crash test once).
 */
export function somePort(): number {
  const taken = portsInUse()
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (!taken.has(port)) return port
  }
}

/** Local ports of every TCP socket (any state) in /proc/net/tcp and tcp6; empty where there is no /proc. */
function portsInUse(): Set<number> {
  const ports = new Set<number>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    // "  0: 0100007F:6548 00000000:0000 0A …": the local address's port is hex after the colon.
    for (const match of text.matchAll(/^\s*\d+: [0-9A-F]+:([0-9A-F]{4}) /gm)) ports.add(Number.parseInt(match[1]!, 16))
  }
  return ports
}

export interface ServerProcessOptions {
  /** More environment: DATABASE_URL for PostgreSQL, JOB_RUNNER, JWT_SECRET_KEY, limits. */
  env?: Record<string, string>
  /** Another entry than server/main.ts (server/worker.ts). */
  script?: string
  /** Node's own flags before the script (`--cpu-prof`). */
  nodeArgs?: readonly string[]
  /** A command the process runs under (`['nice', '-n', '-5']`). */
  prefix?: readonly string[]
  /**
   * The server's own load shedding on the event-loop delay (benches measure it). Off by default:
   * a test machine busy with other test files is no overloaded server, and a 503 would fail an
   * unrelated step (as in playwright.config.ts); a test of shedding sets its own threshold in `env`.
   */
  loadShedding?: boolean
  /** Where the server's output goes: kept for `output()` (default), the caller's, or nowhere. */
  stdout?: 'keep' | 'inherit' | 'ignore'
  stderr?: 'keep' | 'inherit' | 'ignore'
}

/**
 * The real server process (`server/main.ts`) on the embedded database in `dataDir` (the one
 * spawner of the tests and the benches).
 */
export function startServerProcess(
  dataDir: string,
  port = somePort(),
  options: ServerProcessOptions = {},
): ServerProcess {
  const node = [process.execPath, ...(options.nodeArgs ?? []), '--import', 'tsx', options.script ?? 'server/main.ts']
  const [command, ...args] = [...(options.prefix ?? []), ...node] as [string, ...string[]]
  const stdio = (how: 'keep' | 'inherit' | 'ignore' = 'keep') => (how === 'keep' ? 'pipe' : how)
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(options.loadShedding ? {} : { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      ...options.env,
    },
    stdio: ['ignore', stdio(options.stdout), stdio(options.stderr)],
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
