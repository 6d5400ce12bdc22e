import { describe, expect, it } from 'vitest'
import { clientKey } from './clientKey'

describe('the per-client rate-limit key', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = clientKey('2001:db8:1:2::1')
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientKey('2001:0DB8:0001:0002:0:0:0:abcd')).toBe(key)
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe(key)
    expect(key).toBe('2001:db8:1:2::/64')
  })

  it('keeps neighbouring /64 networks apart', () => {
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(clientKey('::ffff:c000:207')).toBe('192.0.2.7')
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7')
  })

  it('keeps IPv4 addresses apart (no grouping: a classroom NAT is one address already)', () => {
    expect(clientKey('192.0.2.7')).not.toBe(clientKey('192.0.2.8'))
  })
})
