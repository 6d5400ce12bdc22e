import { describe, expect, it } from 'vitest'
import { formatSeconds } from '../../scripts/formatSeconds.mjs'
import { REFERENCE_SCRYPT_MS, onReference, scryptMilliseconds } from '../../scripts/machineSpeed.mjs'

describe('the step times npm test prints', () => {
  it('reads seconds below a minute and minutes with two-digit seconds above', () => {
    expect(formatSeconds(42.4)).toBe('42 s')
    expect(formatSeconds(245)).toBe('4:05 min')
  })

  it('never prints 60 seconds: 1439.6 s is 24:00 min', () => {
    expect(formatSeconds(1439.6)).toBe('24:00 min')
    expect(formatSeconds(59.7)).toBe('1:00 min')
  })
})

describe('the machine speed npm test prints beside its times', () => {
  it('measures a positive time per scrypt hash', () => {
    expect(scryptMilliseconds(1)).toBeGreaterThan(0)
  })

  it('scales a time to the reference machine: twice as slow a machine halves it', () => {
    expect(onReference(600, REFERENCE_SCRYPT_MS * 2)).toBe(300)
    expect(onReference(600, REFERENCE_SCRYPT_MS)).toBe(600)
  })
})
