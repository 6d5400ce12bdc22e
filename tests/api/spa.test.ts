import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/fixtures'
import { spaDir } from '../support/spaDir'
import { type TestApp, startTestApp } from '../support/testApp'

describe('serving the React app', () => {
  let t: TestApp
  beforeAll(async () => {
    const staticDir = spaDir()
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)')
    mkdirSync(join(staticDir, 'assets'))
    writeFileSync(join(staticDir, 'assets', 'index-Bx7k2QaZ.js'), 'console.log(2)')
    t = await startTestApp('pglite', { staticDir })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(['/', '/login', '/dashboard', '/configurator/abc', '/irgendwas/tief/verschachtelt'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await api(t.app).get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('serves built files as themselves', async () => {
    const res = await api(t.app).get('/app.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
  })

  // After a deploy the browser must ask for index.html again (it names the new hashed bundles),
  // while the hashed bundles themselves never change and may be kept for a year.
  it.each(['/', '/dashboard', '/index.html'])(
    'lets the browser keep %s only after asking the server again',
    async (url) => {
      const res = await api(t.app).get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('lets the browser keep hashed bundles under /assets for a year', async () => {
    const res = await api(t.app).get('/assets/index-Bx7k2QaZ.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('does not let unhashed files outlive a deploy', async () => {
    const res = await api(t.app).get('/app.js')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('keeps unknown API paths as JSON 404s instead of the app', async () => {
    const res = await api(t.app).get('/api/gibt-es-nicht')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ msg: 'Nicht gefunden.', code: 'not_found' })
  })
})
