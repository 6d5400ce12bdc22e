import { describe, expect, it } from 'vitest'
import { LONE_SURROGATE_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE, textProblem } from './wellFormedText'

/** An array nested `depth` levels (the outermost counts as one), built without recursion. */
function nestedArray(depth: number): unknown {
  let value: unknown = []
  for (let i = 1; i < depth; i++) value = [value]
  return value
}

describe('textProblem', () => {
  it('finds nothing in well-formed text, surrogate pairs (emoji) included', () => {
    expect(textProblem({ a: 'Grüße 😀', b: ['x', { c: '\uD83D\uDE00' }], n: 1, z: null })).toBeUndefined()
  })

  it.each([
    ['\uD800', LONE_SURROGATE_MESSAGE],
    ['a\uDC00', LONE_SURROGATE_MESSAGE],
    ['\uDE00\uD83D', LONE_SURROGATE_MESSAGE],
    ['a\u0000b', NUL_MESSAGE],
  ])('names the path of the first bad text %j', (text, message) => {
    expect(textProblem({ ok: 'x', list: ['y', { text }] })).toEqual({ path: ['list', 1, 'text'], message })
  })

  it('checks object keys too', () => {
    expect(textProblem({ outer: { 'k\uD800': 1 } })).toEqual({
      path: ['outer', 'k\uD800'],
      message: LONE_SURROGATE_MESSAGE,
    })
  })

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, naming the top-level field`, () => {
    expect(textProblem(nestedArray(MAX_JSON_DEPTH))).toBeUndefined()
    expect(textProblem({ field: nestedArray(MAX_JSON_DEPTH - 1) })).toBeUndefined()
    expect(textProblem({ field: nestedArray(MAX_JSON_DEPTH) })).toEqual({ path: ['field'], message: TOO_DEEP_MESSAGE })
  })

  it('walks a value nested a million levels without overflowing the stack', () => {
    expect(textProblem({ field: nestedArray(1_000_000) })?.message).toBe(TOO_DEEP_MESSAGE)
  })
})
