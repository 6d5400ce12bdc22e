import fc from 'fast-check'
import { Block, type BlockInput } from '@engine/model'
import { describe, expect, it } from 'vitest'
import { distribution } from './blockSummary'
import { answerCell, answerColumns, blockHeader, textCell, wallClock, zoneOffset } from './exportColumns'

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

  it('keeps texts as they are, cut to what an Excel cell holds', () => {
    // Formula-looking texts stay text: the writer writes every text as an inline string (xlsxWriter.test.ts).
    for (const text of ['=1+1', '+49 431', '-2', '@SUM(A1)', '\t=1', 'Hallo = Welt']) expect(textCell(text)).toBe(text)
    expect(textCell('x'.repeat(40_000))).toHaveLength(32_767)
  })

  it('shifts instants to Berlin wall-clock time, summer and winter', () => {
    const local = wallClock('Europe/Berlin')
    expect(local(new Date('2025-07-01T22:30:00Z')).toISOString()).toBe('2025-07-02T00:30:00.000Z')
    expect(local(new Date('2025-01-01T22:30:05.250Z')).toISOString()).toBe('2025-01-01T23:30:05.250Z')
  })

  it('gives the wall-clock time of every instant, also around offset changes, as asking the zone at each instant would', () => {
    // Zones with summer time, half-hour and 45-minute offsets, a 30-minute summer shift, and
    // historical local mean times whose offsets have seconds.
    const zones = ['Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham']
    // Instants near Berlin's changes of 2025 (30 March 01:00 UTC, 26 October 01:00 UTC), near its
    // change from local mean time (+0:53:28) to CET at 23:06:32 UTC, inside a quarter hour, and anywhere.
    const changes = [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1), Date.UTC(1893, 2, 31, 23, 6, 32)]
    const nearChange = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3_600_000, max: 3_600_000 }))
      .map(([at, delta]) => at + delta)
    const anywhere = fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2100, 0, 1) })
    for (const zone of zones) {
      const local = wallClock(zone)
      const offset = zoneOffset(zone)
      fc.assert(
        fc.property(fc.array(fc.oneof(nearChange, anywhere), { maxLength: 50 }), (instants) => {
          // In turn, so that remembered quarter hours are asked again.
          for (const ms of [...instants, ...instants]) expect(local(new Date(ms)).getTime()).toBe(ms + offset(ms))
        }),
        { numRuns: 40 },
      )
    }
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
