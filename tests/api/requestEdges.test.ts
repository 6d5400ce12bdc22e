import { request as httpRequest } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, authHeaders } from '../support/fixtures'
import { insertUser } from '../support/insertSurvey'
import { spaDir } from '../support/spaDir'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request over a real socket: Node's HTTP parser (header size limit) runs only there, not in inject. */
function send(port: number, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * Issue #19, finding 11 (docs/reliability/security.md#findings-3-4-11): the API is recognised by the path the
 * router matches, and requests the router or Node's parser refuse still answer `{msg, code}`.
 */
describe.each(databaseKinds())('edge requests on %s', (kind) => {
  let t: TestApp
  let port = 0
  let editorId = 0
  beforeAll(async () => {
    t = await startTestApp(kind, { staticDir: spaDir() })
    editorId = (await insertUser(t.database.db, 'edge-editor@example.org')).id
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await t?.close()
  })

  it('treats a percent-encoded /api as the API: the same answer, no-store, JSON 404 for unknown paths', async () => {
    const plain = await api(t.app, editorId).get('/api/surveys')
    const encoded = await api(t.app, editorId).get('/%61pi/surveys')
    expect(encoded.statusCode).toBe(200)
    expect(encoded.json()).toEqual(plain.json())
    expect(encoded.headers['cache-control']).toBe('no-store')
    const unknown = await api(t.app).get('/%61pi/no-such-call')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ msg: 'Nicht gefunden.', code: 'not_found' })
    expect(unknown.headers['cache-control']).toBe('no-store')
  })

  it('answers a path whose percent-encoding does not decode with 400 {msg, code}', async () => {
    for (const url of ['/api/surveys/%zz', '/api/%E0%A4%A', '/%ff', '/dialog/%C0%AF']) {
      const res = await api(t.app, editorId).get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toEqual({ msg: 'Die Adresse der Anfrage ist ungültig.', code: 'bad_request' })
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  it("answers a path parameter over the router's length limit with 400 {msg, code}, not Fastify's 414 body", async () => {
    const res = await api(t.app, editorId).get(`/api/surveys/${'a'.repeat(150)}/training/status`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ msg: 'Die Adresse der Anfrage ist ungültig.', code: 'bad_request' })
  })

  it('answers a 70 KB Authorization header with 431 {msg, code} and closes the connection', async () => {
    const res = await send(port, '/api/surveys', authHeaders('a'.repeat(70 * 1024)))
    expect(res.status).toBe(431)
    expect(String(res.headers['content-type'])).toContain('application/json')
    expect(JSON.parse(res.body)).toEqual({ msg: 'Die Kopfzeilen der Anfrage sind zu groß.', code: 'headers_too_large' })
    // The server still serves the next request.
    expect((await send(port, '/api/health', {})).status).toBe(200)
  })
})

/**
 * A body that never finishes (found by an outside probe, session 32): Fastify switches Node's
 * request timeout off, and a login whose body arrived a byte every few seconds held its socket for
 * good. The app's REQUEST_TIMEOUT_MS (5 minutes) bounds it; here a second, so the test is short.
 */
describe('a request whose body trickles in', () => {
  let t: TestApp
  let port = 0
  beforeAll(async () => {
    t = await startTestApp('pglite', { requestTimeoutMs: 1_000 })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is answered 408 {msg, code} and its connection closed once the time is up, while other calls go on', async () => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())))
    const began = performance.now()
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    )
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100)
    try {
      expect((await send(port, '/api/health', {})).status).toBe(200)
      const end = await closed
      expect(end - began).toBeLessThan(10_000)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      msg: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
      code: 'request_timeout',
    })
  })
})
