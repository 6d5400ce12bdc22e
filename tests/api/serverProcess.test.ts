import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { type Server, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../server/db/seed'
import { loginOver } from '../support/fixtures'
import { type ServerProcess, somePort, startServerProcess, waitForHealth } from '../support/serverProcess'

/** The real process (`server/main.ts`) on the embedded database: lock file, signals, restart. */
const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'))
const servers: ServerProcess[] = []

function startServer(): ServerProcess {
  const server = startServerProcess(dataDir, somePort())
  servers.push(server)
  return server
}

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process on the embedded database', () => {
  it('is given a port no socket on the machine holds (another service listening in the range once failed a test)', async () => {
    // Fill a block of the range with listeners; the picks must avoid every one of them.
    const listeners = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const server = createServer()
        return new Promise<Server | undefined>((resolve) => {
          server.once('error', () => resolve(undefined))
          server.listen(24_000 + i, '127.0.0.1', () => resolve(server))
        })
      }),
    )
    try {
      const held = new Set(listeners.flatMap((server, i) => (server ? [24_000 + i] : [])))
      expect(held.size).toBeGreaterThan(100)
      const picks = Array.from({ length: 500 }, () => somePort())
      expect(picks.filter((port) => held.has(port))).toEqual([])
      expect(picks.every((port) => port >= 20_000 && port < 32_768)).toBe(true)
    } finally {
      await Promise.all(
        listeners.map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))),
      )
    }
  })

  it('refuses a second server on the same data folder, closes cleanly on SIGTERM and keeps its data', async () => {
    const first = startServer()
    await waitForHealth(first)
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'pglite' })
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true)

    const second = startServer()
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/Datenordner .* wird bereits von einem anderen Server/)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)

    const again = startServer()
    await waitForHealth(again)
    const login = await loginOver(again.url, DEMO_USER)
    expect(login.status).toBe(200)
    again.child.kill('SIGINT')
    expect(await again.exited).toBe(0)
  }, 120_000)
})
