import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// OWASP's scrypt parameters (N=2^17, r=8, p=1) need 128 MiB per hash; we stay at N=2^15 so a
// login rush does not exhaust memory, and record the parameters in the hash so they can grow.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const params = { ...PARAMS, N: Number(n), r: Number(r), p: Number(p) }
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password: checked against when the user does not exist, so an unknown
 * user takes as long to reject as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}
