import { describe, expect, it } from 'vitest'
import { blockOf } from './createRuntimeDialog'
import { handleMatches, resolveJump } from './resolveJump'
import { aDialog } from './testing/aDialog'

describe('handleMatches', () => {
  it('a range is inclusive and may be written either way round', () => {
    expect(handleMatches('1-3', 1)).toBe(true)
    expect(handleMatches('1-3', 3)).toBe(true)
    expect(handleMatches('3 - 1', 2)).toBe(true)
    expect(handleMatches('1-3', 4)).toBe(false)
  })

  it('a single value matches exactly, also negative and decimal ones', () => {
    expect(handleMatches('5', 5)).toBe(true)
    expect(handleMatches('5', 4)).toBe(false)
    expect(handleMatches('-5--1', -3)).toBe(true)
    expect(handleMatches('2,5', 2.5)).toBe(true)
    expect(handleMatches('default', 1)).toBe(false)
  })
})

describe('resolveJump', () => {
  const dialog = aDialog({
    blocks: [{ type: 'open' }, { type: 'open' }, { type: 'open' }],
    jumps: [
      ['q1', 'x', 'q3'],
      ['q2', 'default', 'q1'],
    ],
  })
  const q = (id: string) => blockOf(dialog, id)!

  it('takes the preferred jump when it exists', () => {
    expect(resolveJump(dialog, q('q1'), { handle: 'x', reason: 'intent', confidence: 0.9 })).toEqual({
      target: 'q3',
      routing: { handle: 'x', reason: 'intent', confidence: 0.9 },
    })
  })

  it('else the default jump, else the next block by order, else the end', () => {
    expect(resolveJump(dialog, q('q2'), null)).toEqual({
      target: 'q1',
      routing: { handle: 'default', reason: 'default', confidence: null },
    })
    expect(resolveJump(dialog, q('q1'), { handle: 'y', reason: 'option', confidence: null }).target).toBe('q2')
    expect(resolveJump(dialog, q('q3'), null)).toEqual({
      target: null,
      routing: { handle: 'order', reason: 'order', confidence: null },
    })
  })
})
