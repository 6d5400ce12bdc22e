import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../support/testApp'

describe('serving the React app', () => {
  let t: TestApp
  beforeAll(async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'spa-'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)')
    t = await startTestApp('pglite', { staticDir })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['/', '/login', '/dashboard', '/configurator/abc', '/irgendwas/tief/verschachtelt'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('serves built files as themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
  })

  it('keeps unknown API paths as JSON 404s instead of the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ msg: 'Nicht gefunden.' })
  })
})
