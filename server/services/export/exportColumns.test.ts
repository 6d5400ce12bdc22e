import { Block, type BlockInput } from '@engine/model'
import { describe, expect, it } from 'vitest'
import { distribution } from './blockSummary'
import { answerCell, answerColumns, blockHeader, textCell, wallClock } from './exportColumns'

const aBlock = (id: string, order: number, input: Partial<BlockInput> = {}) =>
  Block.parse({ unique_question_id: id, survey_id: 's1', order, type: 'open', context: `Frage ${id}`, ...input })

describe('the answer columns', () => {
  it('follow the question blocks in dialog order, with an intent column for open blocks that route', () => {
    const blocks = [aBlock('hi', 0, { type: 'message' }), aBlock('job', 1), aBlock('pet', 2, { type: 'single_choice' })]
    const columns = answerColumns(blocks, [{ source: 'job', handle: 'handwerk', target: 'pet' }], [])
    expect(columns.map((c) => [c.id, c.withIntent])).toEqual([
      ['job', true],
      ['pet', false],
    ])
  })

  it('keep answers to blocks deleted since in columns of their own', () => {
    const columns = answerColumns([aBlock('a', 0)], [], [{ uniqueQuestionId: 'gone', answered: 1, withIntent: false }])
    expect(columns.map((c) => c.title)).toEqual(['Frage a', 'gone'])
  })

  it('tell blocks with the same text apart by their id, and use the id when there is no text', () => {
    const columns = answerColumns(
      [aBlock('a', 0, { context: 'Warum?' }), aBlock('b', 1, { context: 'Warum?' })],
      [],
      [],
    )
    expect(columns.map((c) => c.title)).toEqual(['Warum? (a)', 'Warum? (b)'])
    expect(blockHeader({ context: ' #500# ', unique_question_id: 'q7' })).toBe('q7')
  })
})

describe('cells', () => {
  it('writes numbers as numbers and unknown option ids as they are', () => {
    expect(answerCell(42, aBlock('n', 0, { type: 'number' }))).toBe(42)
    expect(answerCell('o9', aBlock('c', 0, { type: 'single_choice', options: [] }))).toBe('o9')
    expect(answerCell(['a', 'b'], undefined)).toBe('a, b')
    expect(answerCell({ x: 1 }, undefined)).toBe('{"x":1}')
  })

  it('writes every text a spreadsheet would start a formula with as an inline string', () => {
    for (const text of ['=1+1', '+49 431', '-2', '@SUM(A1)', '\t=1'])
      expect(textCell(text)).toEqual({ richText: [{ text }] })
    expect(textCell('Hallo = Welt')).toBe('Hallo = Welt')
    expect(textCell('x'.repeat(40_000))).toHaveLength(32_767)
  })

  it('shifts instants to Berlin wall-clock time, summer and winter', () => {
    const local = wallClock('Europe/Berlin')
    expect(local(new Date('2025-07-01T22:30:00Z')).toISOString()).toBe('2025-07-02T00:30:00.000Z')
    expect(local(new Date('2025-01-01T22:30:05.250Z')).toISOString()).toBe('2025-01-01T23:30:05.250Z')
  })
})

describe('the distribution on sheet "Blöcke"', () => {
  it('summarises numbers by minimum, maximum and mean in German number format', () => {
    const values = [
      { uniqueQuestionId: 'n', value: 2, count: 2 },
      { uniqueQuestionId: 'n', value: 3.5, count: 1 },
    ]
    expect(distribution(aBlock('n', 0, { type: 'number' }), values, [])).toBe('Min 2; Max 3,5; Mittelwert 2,5')
  })

  it('leaves open blocks without intents empty', () => {
    expect(distribution(aBlock('o', 0), [], [{ uniqueQuestionId: 'o', intent: null, count: 4 }])).toBe('')
  })
})
