import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAILURES_PER_IP } from '../../server/auth/loginThrottle'
import { readConfig } from '../../server/config'
import { loginFailures } from '../../server/db/schema'
import { login } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** The reverse proxy in front of the server: every request reaches the app from its address. */
const PROXY = '10.0.0.2'

/**
 * Issue #19, finding 3 (docs/reliability/security.md#findings-3-4-11): with TRUST_PROXY=1 the client is the
 * address the one proxy appended, the right-most X-Forwarded-For entry; what the client wrote
 * to the left of it chooses nothing, so rotating it does not escape the per-address login lock.
 */
describe.each(databaseKinds())('X-Forwarded-For behind one trusted proxy on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy })
  })
  afterAll(async () => {
    await t?.close()
  })

  const failLogin = (forwardedFor: string, username: string) =>
    login(
      t.app,
      { username, password: 'falsch-falsch' },
      { remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } },
    )

  it('locks the real client after too many failures however it rotates its own X-Forwarded-For entries', async () => {
    const client = '198.51.100.7'
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      // A new forged left-most entry and a new account each time: only the address can lock.
      const res = await failLogin(`203.0.113.${i}, 127.0.0.1, ${client}`, `rotating-${i}@example.org`)
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401)
    }
    const locked = await failLogin(`192.0.2.99, ${client}`, 'one-more@example.org')
    expect(locked.statusCode).toBe(429)
    expect(locked.json().code).toBe('too_many_attempts')
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)

    // Another client behind the same proxy, even one claiming the locked address on the left, is not locked.
    const other = await failLogin(`${client}, 198.51.100.8`, 'another@example.org')
    expect(other.statusCode).toBe(401)
  }, 60_000)

  it('records a failure under the address the proxy names, never under the left-most entry', async () => {
    await failLogin('127.0.0.1, ::1, 198.51.100.9', 'recorded@example.org')
    const rows = await t.database.db
      .select({ ip: loginFailures.ip })
      .from(loginFailures)
      .where(eq(loginFailures.username, 'recorded@example.org'))
    expect(rows).toEqual([{ ip: '198.51.100.9' }])
  })
})
