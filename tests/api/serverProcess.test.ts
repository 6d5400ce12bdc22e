import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The real process (`server/main.ts`) on the embedded database: lock file, signals, restart. */
const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'))
const children: ChildProcess[] = []

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<unknown> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return res.json()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not become healthy')
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process on the embedded database', () => {
  it('refuses a second server on the same data folder, closes cleanly on SIGTERM and keeps its data', async () => {
    const first = startServer(3191)
    expect(await waitForHealth(3191)).toEqual({ status: 'ok', db: 'pglite' })
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true)

    const second = startServer(3192)
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/Datenordner .* wird bereits von einem anderen Server/)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)

    const again = startServer(3193)
    await waitForHealth(3193)
    const login = await fetch('http://127.0.0.1:3193/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@example.org', password: 'demo12345' }),
    })
    expect(login.status).toBe(200)
    again.child.kill('SIGINT')
    expect(await again.exited).toBe(0)
  }, 120_000)
})
