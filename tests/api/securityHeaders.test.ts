import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../server/db/seed'
import { contentSecurityPolicy, DEFAULT_SECURITY, helmetHeaders } from '../../server/http/securityHeaders'
import { api, login, loginWith, sessionOf } from '../support/fixtures'
import { spaDir } from '../support/spaDir'
import { type TestApp, startTestApp } from '../support/testApp'

/** The CSP as a map directive -> sources, so tests name what they rely on, not the order. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
  return new Map(directives.map(([name = '', ...sources]) => [name, sources]))
}

describe('security headers (issue #10)', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp('pglite', { staticDir: spaDir() })
    // A route that fails like a broken query would: its text must stay in the log.
    t.app.get('/api/test-boom', async () => {
      throw new Error('select password_hash from users where username = $1 -- relation "users" does not exist')
    })
    token = (await sessionOf(t.app, DEMO_USER)).token
  })
  afterAll(async () => {
    await t?.close()
  })

  it('the app page allows script and style from this site only, and no framing by others', async () => {
    const res = await api(t.app).get('/dashboard')
    expect(res.statusCode).toBe(200)
    const policy = csp(res.headers['content-security-policy'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
  })

  it('the widget can be embedded in other sites', async () => {
    const res = await api(t.app).get('/widget/abc')
    expect(res.statusCode).toBe(200)
    const policy = csp(res.headers['content-security-policy'])
    expect(policy.get('frame-ancestors')).toEqual(['*'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(res.headers['x-frame-options']).toBeUndefined()
  })

  it('lets other sites frame the widget route only, not app pages under a /widget/ prefix (issue #19, finding 4)', async () => {
    for (const url of ['/widget/abc/', '/widget/abc?lang=en']) {
      const res = await api(t.app).get(url)
      expect(csp(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(['*'])
    }
    for (const url of [
      '/widget/x/dashboard',
      '/widget/../dashboard',
      '/widget/%2e%2e/dashboard',
      '/widget/..',
      '/widget//dashboard',
      '/widget/',
      '/widget/a%2Fconfigurator',
    ]) {
      const res = await api(t.app).get(url)
      expect(res.statusCode, url).toBe(200)
      expect(csp(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'self'"])
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
  })

  it("every answer carries helmet's whole set, worked out once: pages, API calls, a 404 and a failure", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    }
    for (const url of ['/', '/api/health', '/api/no-such-call', '/api/test-boom']) {
      const res = await api(t.app).get(url)
      expect(res.headers, url).toMatchObject(expected)
      expect(csp(res.headers['content-security-policy']).get('default-src'), url).toEqual(["'self'"])
      expect(res.headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it('over HTTPS only: HSTS for a year with subdomains, and insecure requests upgraded', () => {
    const { set } = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ ...DEFAULT_SECURITY, httpsOnly: true }),
      },
      strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
    })
    const headers = new Map(set.map(([name, value]) => [name.toLowerCase(), value]))
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(csp(headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true)
  })

  it('sends no HSTS over plain HTTP, the default outside production mode', async () => {
    const res = await api(t.app).get('/login')
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false)
  })

  it("lets the live pages load a dialog's background image from its own media or any http(s) address", async () => {
    for (const url of ['/dialog/abc', '/widget/abc']) {
      const res = await api(t.app).get(url)
      const images = csp(res.headers['content-security-policy']).get('img-src')
      expect(images).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']))
    }
  })

  it('an authenticated API answer must not be stored by browser or proxy', async () => {
    const res = await api(t.app, token).get('/api/surveys')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('the login answer, which carries tokens, is not stored either', async () => {
    const res = await login(t.app, DEMO_USER)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('an unexpected failure answers a generic {msg}: no stack trace, no SQL', async () => {
    const res = await api(t.app).get('/api/test-boom')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      msg: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
      code: 'internal_error',
    })
    expect(res.body).not.toMatch(/select|password_hash|relation|\.ts:\d+|\bat \S+ \(/i)
    expect(res.headers['content-security-policy']).toBeDefined()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('a malformed request body answers in German without framework details', async () => {
    const res = await loginWith(t.app, '{"username": ', { headers: { 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ msg: 'Der Anfragekörper ist kein gültiges JSON.', code: 'invalid_json' })
  })
})

describe('security headers in production mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      staticDir: spaDir(),
      security: { httpsOnly: true, widgetFrameAncestors: ['https://schule.example.org'] },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('tells browsers to use HTTPS only, for a year', async () => {
    const res = await api(t.app).get('/login')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true)
  })

  it('loads images over https only: an http background link is upgraded, not allowed as http', async () => {
    const res = await api(t.app).get('/dialog/abc')
    const images = csp(res.headers['content-security-policy']).get('img-src')
    expect(images).toContain('https:')
    expect(images).not.toContain('http:')
  })

  it('lets only the configured sites embed the widget', async () => {
    const res = await api(t.app).get('/widget/abc')
    expect(csp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(['https://schule.example.org'])
  })
})
