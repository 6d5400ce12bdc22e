// Builds the app into a temp dir and runs the real server (node --import tsx server/main.ts) on it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `bench-canvas-${prefix}-`))
}

/** `vite build` into a fresh directory (with source maps, for the profile breakdown). */
export function buildApp(outDir: string): number {
  const t0 = performance.now()
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  return performance.now() - t0
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((ok, fail) => {
      const probe = createServer()
      probe.once('error', fail)
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => ok(typeof address === 'object' && address ? address.port : port))
      })
    })
  return tryPort(preferred).catch(() => tryPort(0))
}

export interface RunningServer {
  base: string
  stop(): Promise<void>
}

/** Starts the server with a fresh DATA_DIR and waits for GET /api/health. */
export async function startServer(staticDir: string, dataDir: string): Promise<RunningServer> {
  const port = await freePort(3290)
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { base, stop }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error('Server did not become healthy')
}

export interface Login {
  token: string
  refresh_token: string
  user_id: number
  firstName: string | null
  lastName: string | null
  username: string
}

export const DEMO = { username: 'demo@example.org', password: 'demo12345' }

/** A tiny JSON client for the seeding calls. */
export function apiClient(base: string) {
  let token: string | null = null
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`)
    return (text ? JSON.parse(text) : null) as T
  }
  return {
    call,
    async login(): Promise<Login> {
      const login = await call<Omit<Login, 'username'>>('POST', '/api/login', DEMO)
      token = login.token
      return { ...login, username: DEMO.username }
    },
  }
}
export type ApiClient = ReturnType<typeof apiClient>
