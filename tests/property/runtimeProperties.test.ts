import { answer, type AwaitingInput, type RuntimeDeps, replay, type Turn } from '@engine/index'
import { aDialog, type BlockFixture, type DialogFixture } from '@engine/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const types = ['message', 'open', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa'] as const
const optionIds = ['o1', 'o2', 'o3']
const handles = ['default', ...optionIds, '1-3', '4-10', '5', 'na', '0-17', '18-99', 'lob', 'kritik']

const text = fc.oneof(fc.constantFrom('', 'Hallo', 'Hallo#800#Welt', '#1500#Frage?#300#'), fc.string({ maxLength: 20 }))
const blockArb: fc.Arbitrary<BlockFixture> = fc.record(
  {
    type: fc.constantFrom(...types),
    context: text,
    nachfrage: fc.constantFrom('', 'Können Sie das genauer sagen?'),
    acknowledgement: fc.constantFrom('', 'Danke.'),
    is_end: fc.boolean(),
    start_page: fc.boolean(),
    likert_na: fc.boolean(),
    only_search: fc.boolean(),
    min_words: fc.integer({ min: 0, max: 5 }),
    likert_scale: fc.integer({ min: 3, max: 10 }),
    options: fc.subarray(optionIds).map((ids) => ids.map((id) => ({ id, label: `Antwort ${id}` }))),
    min: fc.integer({ min: 0, max: 4 }),
    max: fc.integer({ min: 0, max: 4 }),
    qa_max_questions: fc.integer({ min: 1, max: 4 }),
    qa_exit_phrase: fc.constantFrom('weiter', 'fertig'),
    qa_fallback: fc.constantFrom('', 'Keine Ahnung.'),
  },
  { requiredKeys: ['type'] },
)

/** Random dialogs with every block type and jumps anywhere: cycles, self-loops, missing targets. */
const dialogArb = fc.integer({ min: 0, max: 6 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => `q${i + 1}`)
  const endpoint = fc.constantFrom(...ids, 'gone')
  return fc.record({
    blocks: fc.array(blockArb, { minLength: n, maxLength: n }),
    jumps:
      n === 0
        ? fc.constant([])
        : fc.array(fc.tuple(endpoint, fc.constantFrom(...handles), endpoint), { maxLength: 10 }),
    welcome: fc.constantFrom('', 'Willkommen!'),
    ending: fc.constantFrom('', 'Danke!#500#Tschüss'),
    speed: fc.constantFrom(0, 0.5, 1.3),
  }) as fc.Arbitrary<DialogFixture>
})

const inputArb = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.constantFrom(
    ...optionIds,
    'na',
    'keine Angabe',
    'weiter',
    'fertig',
    'o1,o3',
    '["o2","o1"]',
    '[]',
    'max@example.de',
    '3,5',
    'super Sache, wirklich gut',
    'eher schlecht',
  ),
)

/** Pure stand-ins for classifier and retrieval, so replays are comparable. */
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 7)
const deps: RuntimeDeps = {
  classify: (_b, texts) => [
    { handle: hash(texts.join('|')) % 2 ? 'lob' : 'kritik', confidence: (hash(texts.join('|')) % 100) / 100 },
  ],
  retrieve: (_b, q) => (hash(q) % 3 === 0 ? null : { answer: `Antwort auf ${q}`, passages: [`Stelle ${hash(q)}`] }),
}
const depsArb = fc.constantFrom<RuntimeDeps>({}, deps)

const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

function expectWellFormed(turn: Turn) {
  expect(turn.is_end).toBe(turn.awaiting === null)
  expect(turn.state.finished).toBe(turn.is_end)
  expect(turn.state.current).toBe(turn.awaiting?.unique_question_id ?? null)
}

describe('dialog runtime laws', () => {
  it('for any dialog and answers: no throw, and every turn either awaits input or is the end', () => {
    fc.assert(
      fc.property(dialogArb, fc.array(inputArb, { maxLength: 15 }), depsArb, (fixture, inputs, d) => {
        replay(aDialog(fixture), inputs, d).forEach(expectWellFormed)
      }),
      { numRuns: 400 },
    )
  })

  it('replaying the same inputs gives deeply equal turns', () => {
    fc.assert(
      fc.property(dialogArb, fc.array(inputArb, { maxLength: 15 }), depsArb, (fixture, inputs, d) => {
        expect(replay(aDialog(fixture), inputs, d)).toEqual(replay(aDialog(fixture), inputs, d))
      }),
      { numRuns: 200 },
    )
  })

  it('turns survive a JSON round trip, and a stored state continues exactly like the live one', () => {
    fc.assert(
      fc.property(dialogArb, fc.array(inputArb, { maxLength: 15 }), depsArb, (fixture, inputs, d) => {
        const dialog = aDialog(fixture)
        const turns = replay(dialog, inputs, d)
        turns.forEach((turn, i) => {
          expect(roundTrip(turn)).toEqual(turn)
          const input = inputs[i]
          if (input !== undefined) expect(answer(dialog, roundTrip(turn.state), input, d)).toEqual(turns[i + 1])
        })
      }),
      { numRuns: 200 },
    )
  })
})

/** An answer the block awaiting it accepts (what a cooperative respondent sends). */
function validAnswer(a: AwaitingInput): string {
  const ids = (a.options ?? []).map((o) => o.id)
  switch (a.kind) {
    case 'likert':
    case 'single_choice':
      return ids[0] ?? 'irgendwas'
    case 'multiple_choice':
      return ids.length === 0 ? 'irgendwas' : JSON.stringify(ids.slice(0, Math.max(a.min ?? 1, 0)))
    case 'number':
      return String(a.min ?? 7)
    case 'email':
      return 'max@example.de'
    case 'qa':
      return 'weiter'
    default:
      return 'eine ausreichend lange Antwort'
  }
}

describe('dialog runtime progress', () => {
  it('a respondent who answers validly reaches the end of a dialog whose jumps only go forward', () => {
    fc.assert(
      fc.property(dialogArb, depsArb, (fixture, d) => {
        const forward = {
          ...fixture,
          jumps: (fixture.jumps ?? []).filter(([s, , t]) => Number(t.slice(1)) > Number(s.slice(1))),
        }
        // number blocks need a satisfiable range for a valid answer to exist
        const blocks = fixture.blocks.map((b) => (b.type === 'number' ? { ...b, max: undefined } : b))
        const dialog = aDialog({ ...forward, blocks })
        let turn = replay(dialog, [], d)[0] as Turn
        // Each block needs at most 4 answers (a qa block with qa_max_questions 4); open blocks 2.
        for (let step = 0; step <= 4 * blocks.length && turn.awaiting; step++)
          turn = answer(dialog, turn.state, validAnswer(turn.awaiting), d)
        expect(turn.is_end).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
