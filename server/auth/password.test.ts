import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password itself', async () => {
    const hash = await hashPassword('demo12345')
    expect(hash).toMatch(/^scrypt\$/)
    expect(hash).not.toContain('demo12345')
    expect(await hashPassword('demo12345')).not.toBe(hash)
  })

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo12345')
    expect(await verifyPassword('demo12345', hash)).toBe(true)
    expect(await verifyPassword('demo1234', hash)).toBe(false)
  })

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
  })
})
