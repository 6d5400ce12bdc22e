import { existsSync, mkdtempSync, rmSync } from 'node:fs'
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
