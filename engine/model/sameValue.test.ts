import { describe, expect, it } from 'vitest'
import { defaultLanguageFragments, isDefaultLanguageFragments, liveBarFragments } from './languageFragments'
import { sameValue } from './sameValue'

/** The same object with its keys in reverse order, as jsonb may give it back. */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    ) as T
  return value
}

describe('sameValue (values as the server stores them)', () => {
  it('ignores the order of object keys, at every depth', () => {
    const value = { a: 1, b: { c: [1, { d: 'x', e: null }], f: true } }
    expect(JSON.stringify(reordered(value))).not.toBe(JSON.stringify(value))
    expect(sameValue(reordered(value), value)).toBe(true)
  })

  it('tells different values apart', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameValue({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
    expect(sameValue([1], { 0: 1 })).toBe(false)
    expect(sameValue(null, {})).toBe(false)
    expect(sameValue('1', 1)).toBe(false)
    expect(sameValue({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false)
  })

  it('treats an undefined property as absent, as JSON does', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(sameValue({ b: undefined }, { b: null })).toBe(false)
  })

  it('compares dates by their JSON text', () => {
    expect(sameValue(new Date(0), new Date(0))).toBe(true)
    expect(sameValue(new Date(0), new Date(1))).toBe(false)
  })
})

describe('isDefaultLanguageFragments', () => {
  it("recognises a language's defaults read back from jsonb in another key order", () => {
    const stored = reordered(defaultLanguageFragments('de'))
    expect(Object.keys(stored)).not.toEqual(Object.keys(defaultLanguageFragments('de')))
    expect(isDefaultLanguageFragments(stored, 'de')).toBe(true)
    expect(isDefaultLanguageFragments(stored, 'en')).toBe(false)
  })

  it('does not take customised fragments for defaults', () => {
    const custom = { ...defaultLanguageFragments('de'), restart: 'Nochmal' }
    expect(isDefaultLanguageFragments(custom, 'de')).toBe(false)
  })
})

describe('liveBarFragments', () => {
  it("serves the dialog language's defaults for none or another language's defaults", () => {
    expect(liveBarFragments(null, 'en')).toEqual(defaultLanguageFragments('en'))
    expect(liveBarFragments(reordered(defaultLanguageFragments('de')), 'en')).toEqual(defaultLanguageFragments('en'))
    expect(liveBarFragments(defaultLanguageFragments('en'), 'de')).toEqual(defaultLanguageFragments('de'))
  })

  it('keeps stored fragments that are the own defaults or custom', () => {
    const custom = { ...defaultLanguageFragments('de'), privacy: 'Daten' }
    expect(liveBarFragments(custom, 'en')).toBe(custom)
    expect(liveBarFragments(defaultLanguageFragments('en'), 'en')).toEqual(defaultLanguageFragments('en'))
  })
})

describe('sameValue where JSON writes null', () => {
  it('takes NaN, ±Infinity and undefined array items for null, as the stored text does', () => {
    expect(sameValue({ x: Number.NaN }, { x: Number.NaN })).toBe(true)
    expect(sameValue([Number.POSITIVE_INFINITY], [null])).toBe(true)
    expect(sameValue([undefined], [null])).toBe(true)
    expect(sameValue({ x: Number.NaN }, { x: 0 })).toBe(false)
  })
})
