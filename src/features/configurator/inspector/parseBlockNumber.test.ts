import { describe, expect, it } from 'vitest'
import { configuratorInspector } from '../../../i18n/de/configuratorInspector'
import { parseBlockNumber } from './parseBlockNumber'

const t = configuratorInspector.numbers

describe('parseBlockNumber', () => {
  it('accepts a whole number within the bounds', () => {
    expect(parseBlockNumber(' 7 ', { min: 3, max: 10 })).toEqual({ ok: true, value: 7 })
    expect(parseBlockNumber('3', { min: 3, max: 10 })).toEqual({ ok: true, value: 3 })
  })

  it('refuses empty text unless the field is optional', () => {
    expect(parseBlockNumber('', { min: 0 })).toEqual({ ok: false, error: t.required })
    expect(parseBlockNumber('  ', { min: 0, optional: true })).toEqual({ ok: true, value: null })
  })

  it('names the allowed range for values outside it', () => {
    expect(parseBlockNumber('11', { min: 3, max: 10 })).toEqual({ ok: false, error: t.between(3, 10) })
    expect(parseBlockNumber('-1', { min: 0 })).toEqual({ ok: false, error: t.atLeast(0) })
  })

  it('refuses decimals and text', () => {
    expect(parseBlockNumber('2,5', { min: 0 })).toEqual({ ok: false, error: t.integer })
    expect(parseBlockNumber('abc', { min: 0 })).toEqual({ ok: false, error: t.required })
  })
})
