import { endpoints } from '@engine/api/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'

describe('the HTTP contract table', () => {
  let t: TestApp
  const routes: string[] = []
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url.startsWith('/api')) routes.push(`${method} ${route.url}`)
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists exactly the routes the server answers', () => {
    const listed = endpoints.map((e) => `${e.method} ${e.path}`)
    expect([...new Set(routes)].sort()).toEqual([...listed].sort())
  })

  it('is published as OpenAPI 3.1 at /api/docs with every path', async () => {
    const res = await api(t.app).get('/api/docs')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    )
    expect(documented).toHaveLength(endpoints.length)
    expect(documented).toContain('POST /api/update_survey_blocks')
  })
})
