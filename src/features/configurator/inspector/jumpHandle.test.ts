import { Block, type Connection } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { configuratorInspector } from '../../../i18n/de/configuratorInspector'
import { isValidRange, jumpHandleError, normalizeHandle, parseRange } from './jumpHandle'

const t = configuratorInspector.jumps.errors
const block = (input: Partial<Block> & Pick<Block, 'type'>): Block =>
  Block.parse({ unique_question_id: 'q1', survey_id: 's', order: 0, context: '', ...input })

describe('parseRange', () => {
  it('reads a value, a range either way round, negatives and decimal commas', () => {
    expect(parseRange('5')).toEqual({ from: 5, to: 5 })
    expect(parseRange('1-3')).toEqual({ from: 1, to: 3 })
    expect(parseRange(' 3 - 1 ')).toEqual({ from: 1, to: 3 })
    expect(parseRange('-5--1')).toEqual({ from: -5, to: -1 })
    expect(parseRange('2,5')).toEqual({ from: 2.5, to: 2.5 })
  })

  it('is null for anything else', () => {
    for (const text of ['', 'abc', '1-', '1-2-3', '1..3']) expect(parseRange(text)).toBeNull()
  })
})

describe('isValidRange', () => {
  it('checks bounds and whole numbers', () => {
    expect(isValidRange('1-3', { min: 1, max: 5, integer: true })).toBe(true)
    expect(isValidRange('0-3', { min: 1, max: 5 })).toBe(false)
    expect(isValidRange('5-6', { min: 1, max: 5 })).toBe(false)
    expect(isValidRange('1,5', { integer: true })).toBe(false)
    expect(isValidRange('-100')).toBe(true)
    expect(isValidRange(' ')).toBe(false)
  })
})

describe('jumpHandleError', () => {
  const jumps: Connection[] = [
    { source: 'q1', handle: '1-2', target: 'q2' },
    { source: 'q1', handle: 'ja', target: 'q2' },
  ]

  it('keeps likert ranges on the scale and allows na only with "keine Angabe"', () => {
    const likert = block({ type: 'likert', likert_scale: 5 })
    expect(jumpHandleError(likert, '3-5', jumps)).toBeNull()
    expect(jumpHandleError(likert, '4-6', jumps)).toBe(t.rangeOutside(1, 5))
    expect(jumpHandleError(likert, 'na', jumps)).toBe(t.naDisabled)
    expect(jumpHandleError({ ...likert, likert_na: true }, 'NA', jumps)).toBeNull()
    expect(jumpHandleError(likert, '1-2', jumps)).toBe(t.duplicate('1-2'))
  })

  it('accepts any value or range for number blocks', () => {
    expect(jumpHandleError(block({ type: 'number' }), '-10-0', [])).toBeNull()
    expect(jumpHandleError(block({ type: 'number' }), 'viel', [])).toBe(t.rangeInvalid)
  })

  it('wants a unique, non-reserved intent label for open blocks', () => {
    const open = block({ type: 'open' })
    expect(jumpHandleError(open, ' nein ', jumps)).toBeNull()
    expect(jumpHandleError(open, '  ', jumps)).toBe(t.intentRequired)
    expect(jumpHandleError(open, 'Default', jumps)).toBe(t.intentReserved)
    expect(jumpHandleError(open, 'ja', jumps)).toBe(t.duplicate('ja'))
    expect(jumpHandleError(open, 'x'.repeat(201), jumps)).toBe(t.tooLong)
  })

  it('saves handles trimmed, and the likert na handle in lower case', () => {
    expect(normalizeHandle(block({ type: 'likert' }), ' NA ')).toBe('na')
    expect(normalizeHandle(block({ type: 'open' }), ' NA ')).toBe('NA')
  })
})
