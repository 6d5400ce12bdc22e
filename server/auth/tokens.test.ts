import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/ApiError'
import { encodeJwt } from './jwt'
import { ACCESS_TOKEN_SECONDS, createTokenIssuer, VERIFIED_TOKENS_CAPACITY } from './tokens'

const SECRET = 'test-secret'
const T0 = Date.UTC(2026, 0, 1)

function rejection(fn: () => unknown): { status: number; msg: string } {
  try {
    fn()
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, msg: error.msg }
    throw error
  }
  throw new Error('expected a rejection')
}

describe('token issuer (flask-jwt-extended contract)', () => {
  it('issues a fresh access token and a refresh token for the user', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    const { token, refresh_token } = issuer.issue(7, { fresh: true })
    expect(issuer.verify(token, 'access')).toMatchObject({ sub: '7', type: 'access', fresh: true })
    const refresh = issuer.verify(refresh_token, 'refresh')
    expect(refresh).toMatchObject({ sub: '7', type: 'refresh' })
    expect(refresh.fresh).toBeUndefined()
  })

  it("writes the account's token generation into both tokens as ver, and leaves it out while it is 0", () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    const later = issuer.issue(7, { fresh: true, version: 3 })
    expect(issuer.verify(later.token, 'access').ver).toBe(3)
    expect(issuer.verify(later.refresh_token, 'refresh').ver).toBe(3)
    const first = issuer.issue(7, { fresh: true })
    expect(JSON.parse(Buffer.from(first.token.split('.')[1] ?? '', 'base64url').toString())).not.toHaveProperty('ver')
    expect(issuer.verify(first.token, 'access').ver).toBeUndefined()
  })

  it('refuses a token whose ver is not an integer with 422', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    const iat = Math.floor(T0 / 1000)
    const claims = { sub: '7', type: 'access', jti: 'j', kind: 'editor', iat, nbf: iat, exp: iat + 60 }
    for (const ver of ['1', 1.5, null]) {
      const token = encodeJwt({ ...claims, ver }, SECRET)
      expect(rejection(() => issuer.verify(token, 'access'))).toEqual({ status: 422, msg: 'Invalid claim: ver' })
    }
  })

  it('answers 401 "Token has expired" once the access token lifetime has passed', () => {
    let now = T0
    const issuer = createTokenIssuer(SECRET, () => now)
    const { token } = issuer.issue(1, { fresh: true })
    now = T0 + ACCESS_TOKEN_SECONDS * 1000 - 1000
    expect(issuer.verify(token, 'access').sub).toBe('1')
    now = T0 + ACCESS_TOKEN_SECONDS * 1000
    expect(rejection(() => issuer.verify(token, 'access'))).toEqual({ status: 401, msg: 'Token has expired' })
  })

  it('answers 422 "Not enough segments" for something that is not a JWT', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    expect(rejection(() => issuer.verify('null', 'access'))).toEqual({ status: 422, msg: 'Not enough segments' })
  })

  it('rejects a token signed with another key', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    const forged = encodeJwt({ sub: '1', type: 'access', exp: T0 / 1000 + 60 }, 'other-key')
    expect(rejection(() => issuer.verify(forged, 'access'))).toEqual({
      status: 422,
      msg: 'Signature verification failed',
    })
  })

  it('keeps access and refresh tokens apart', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    const { token, refresh_token } = issuer.issue(1, { fresh: false })
    expect(rejection(() => issuer.verify(refresh_token, 'access')).msg).toBe('Only non-refresh tokens are allowed')
    expect(rejection(() => issuer.verify(token, 'refresh')).msg).toBe('Only refresh tokens are allowed')
  })

  it('rejects a token whose header is not base64', () => {
    const issuer = createTokenIssuer(SECRET, () => T0)
    expect(rejection(() => issuer.verify('@@@.abc.def', 'access'))).toEqual({
      status: 422,
      msg: 'Invalid header padding',
    })
  })

  describe('a token checked before (its signature is remembered)', () => {
    it('is still checked for its type and its time on every call', () => {
      let now = T0
      const issuer = createTokenIssuer(SECRET, () => now)
      const { token } = issuer.issue(1, { fresh: true })
      expect(issuer.verify(token, 'access').sub).toBe('1')
      expect(rejection(() => issuer.verify(token, 'refresh')).msg).toBe('Only refresh tokens are allowed')
      now = T0 + ACCESS_TOKEN_SECONDS * 1000
      expect(rejection(() => issuer.verify(token, 'access'))).toEqual({ status: 401, msg: 'Token has expired' })
    })

    it('gives each caller its own claims: changing them does not change the next answer', () => {
      const issuer = createTokenIssuer(SECRET, () => T0)
      const { token } = issuer.issue(1, { fresh: true })
      const first = issuer.verify(token, 'access')
      first.sub = '2'
      first.type = 'refresh'
      expect(issuer.verify(token, 'access')).toMatchObject({ sub: '1', type: 'access' })
    })

    it('does not vouch for another spelling of it: a changed signature or payload fails', () => {
      const issuer = createTokenIssuer(SECRET, () => T0)
      const { token } = issuer.issue(1, { fresh: true })
      issuer.verify(token, 'access')
      const [header, payload, signature] = token.split('.') as [string, string, string]
      const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`
      expect(rejection(() => issuer.verify(`${header}.${payload}.${flipped}`, 'access')).msg).toBe(
        'Signature verification failed',
      )
      const other = Buffer.from(JSON.stringify({ sub: '2', type: 'access', jti: 'j', exp: T0 / 1000 + 60 })).toString(
        'base64url',
      )
      expect(rejection(() => issuer.verify(`${header}.${other}.${signature}`, 'access')).msg).toBe(
        'Signature verification failed',
      )
    })

    it('is not remembered by an issuer with another key', () => {
      const issuer = createTokenIssuer(SECRET, () => T0)
      const { token } = issuer.issue(1, { fresh: true })
      issuer.verify(token, 'access')
      expect(rejection(() => createTokenIssuer('other-key', () => T0).verify(token, 'access')).msg).toBe(
        'Signature verification failed',
      )
    })

    it('answers the same past the capacity: the oldest, forgotten, is checked in full again', () => {
      const issuer = createTokenIssuer(SECRET, () => T0)
      const tokens = Array.from(
        { length: VERIFIED_TOKENS_CAPACITY + 2 },
        (_, i) => issuer.issue(i, { fresh: false }).token,
      )
      for (const token of tokens) issuer.verify(token, 'access')
      expect(issuer.verify(tokens[0] ?? '', 'access').sub).toBe('0')
      expect(issuer.verify(tokens.at(-1) ?? '', 'access').sub).toBe(String(tokens.length - 1))
    })
  })
})
