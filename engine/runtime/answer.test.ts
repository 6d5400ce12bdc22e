import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { replay } from './replay'
import { startConversation } from './startConversation'
import { aDialog, type DialogFixture, textsOf } from './testing/aDialog'

/** The turn after answering the first question with `input`. */
const after = (fixture: DialogFixture, ...inputs: string[]) => replay(aDialog(fixture), inputs).at(-1)!
const options = [
  { id: 'a', label: 'Ja' },
  { id: 'b', label: 'Nein' },
  { id: 'c', label: 'Vielleicht' },
]
const tail = [{ type: 'open' as const }, { type: 'open' as const }, { type: 'open' as const }]

describe('answer', () => {
  it('a valid answer finishes the question, is recorded and the next block is asked', () => {
    const turn = after({ blocks: [{ type: 'email' }, { type: 'open' }] }, ' max@example.de ')
    expect(turn.finished_question_id).toBe('q1')
    expect(turn.answer).toEqual({
      unique_question_id: 'q1',
      type: 'email',
      raw: 'max@example.de',
      value: 'max@example.de',
      nachfrage: false,
    })
    expect(turn.routing).toEqual({ handle: 'order', confidence: null, reason: 'order' })
    expect(turn.awaiting?.unique_question_id).toBe('q2')
  })

  it('an invalid answer sends the German error and asks the same question again, state unchanged', () => {
    const dialog = aDialog({ blocks: [{ type: 'email' }, { type: 'open' }] })
    const start = startConversation(dialog)
    const turn = answer(dialog, start.state, 'keine-adresse')
    expect(turn.messages.map((m) => m.type)).toEqual(['error', 'email'])
    expect(textsOf(turn)).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Frage q1'])
    expect(turn.state).toBe(start.state)
    expect(turn).toMatchObject({ finished_question_id: null, is_end: false, awaiting: start.awaiting })
    expect(turn.answer).toBeUndefined()
  })

  it('the acknowledgement follows a valid answer', () => {
    const turn = after({ blocks: [{ type: 'number', acknowledgement: 'Danke.' }, { type: 'open' }] }, '42')
    expect(turn.messages.map((m) => [m.type, m.unique_question_id])).toEqual([
      ['ack', 'q1'],
      ['open', 'q2'],
    ])
    expect(turn.answer?.value).toBe(42)
  })

  it('single choice jumps by the option id', () => {
    const turn = after(
      {
        blocks: [{ type: 'single_choice', options }, ...tail],
        jumps: [
          ['q1', 'b', 'q4'],
          ['q1', 'default', 'q3'],
        ],
      },
      'b',
    )
    expect(turn.routing).toEqual({ handle: 'b', confidence: null, reason: 'option' })
    expect(turn.awaiting?.unique_question_id).toBe('q4')
  })

  it('single choice without a jump for the option takes the default jump', () => {
    const turn = after(
      {
        blocks: [{ type: 'single_choice', options }, ...tail],
        jumps: [
          ['q1', 'b', 'q4'],
          ['q1', 'default', 'q3'],
        ],
      },
      'a',
    )
    expect(turn.routing?.reason).toBe('default')
    expect(turn.awaiting?.unique_question_id).toBe('q3')
  })

  it('multiple choice jumps by the first selected option (in option order) that has a jump', () => {
    const fixture: DialogFixture = {
      blocks: [{ type: 'multiple_choice', options }, ...tail],
      jumps: [
        ['q1', 'c', 'q4'],
        ['q1', 'b', 'q3'],
      ],
    }
    expect(after(fixture, '["c","b"]').awaiting?.unique_question_id).toBe('q3')
    expect(after(fixture, 'a,c').awaiting?.unique_question_id).toBe('q4')
    expect(after(fixture, 'a').awaiting?.unique_question_id).toBe('q2')
  })

  it('multiple choice below min is refused with the German message', () => {
    const turn = after({ blocks: [{ type: 'multiple_choice', options, min: 2 }] }, 'a')
    expect(textsOf(turn)[0]).toBe('Bitte wählen Sie mindestens 2 Antworten.')
    expect(turn.awaiting).toMatchObject({ unique_question_id: 'q1', kind: 'multiple_choice', min: 2, max: 3 })
  })

  it('likert jumps by range, exact value and na', () => {
    const fixture: DialogFixture = {
      blocks: [{ type: 'likert', likert_scale: 7, likert_na: true }, ...tail],
      jumps: [
        ['q1', '1-3', 'q2'],
        ['q1', '7', 'q3'],
        ['q1', 'na', 'q4'],
      ],
    }
    expect(after(fixture, '2').routing).toEqual({ handle: '1-3', confidence: null, reason: 'likert' })
    expect(after(fixture, '2').awaiting?.unique_question_id).toBe('q2')
    expect(after(fixture, '7').awaiting?.unique_question_id).toBe('q3')
    expect(after(fixture, 'na').awaiting?.unique_question_id).toBe('q4')
    expect(after(fixture, '5').routing?.reason).toBe('order')
  })

  it('likert offers 1..N and keine Angabe with likert_na', () => {
    const turn = startConversation(
      aDialog({
        blocks: [{ type: 'likert', likert_scale: 3, likert_na: true, likert_labels: ['schlecht', 'mittel', 'gut'] }],
      }),
    )
    expect(turn.awaiting?.options).toEqual([
      { id: '1', label: 'schlecht' },
      { id: '2', label: 'mittel' },
      { id: '3', label: 'gut' },
      { id: 'na', label: 'keine Angabe' },
    ])
  })

  it('number jumps by range handles', () => {
    const fixture: DialogFixture = {
      blocks: [{ type: 'number' }, ...tail],
      jumps: [
        ['q1', '0-17', 'q4'],
        ['q1', '18-120', 'q3'],
      ],
    }
    expect(after(fixture, '12').awaiting?.unique_question_id).toBe('q4')
    expect(after(fixture, '40').routing).toEqual({ handle: '18-120', confidence: null, reason: 'range' })
    expect(after(fixture, '200').awaiting?.unique_question_id).toBe('q2')
  })

  it('a jump to a deleted block is ignored and the order followed', () => {
    const turn = after({ blocks: [{ type: 'single_choice', options }, ...tail], jumps: [['q1', 'a', 'gone']] }, 'a')
    expect(turn.routing?.reason).toBe('order')
    expect(turn.awaiting?.unique_question_id).toBe('q2')
  })

  it('after an is_end block the ending message is sent and the dialog is finished', () => {
    const turn = after(
      { ending: 'Vielen Dank!', blocks: [{ type: 'number', is_end: true, acknowledgement: 'Gut.' }, { type: 'open' }] },
      '3',
    )
    expect(textsOf(turn)).toEqual(['Gut.', 'Vielen Dank!'])
    expect(turn).toMatchObject({
      is_end: true,
      awaiting: null,
      finished_question_id: 'q1',
      state: { finished: true, current: null },
    })
    expect(turn.routing).toBeUndefined()
  })

  it('the dialog ends when the order runs out', () => {
    const turn = after({ ending: 'Ende', blocks: [{ type: 'number' }] }, '3')
    expect(textsOf(turn)).toEqual(['Ende'])
    expect(turn.is_end).toBe(true)
  })

  it('an answer after the end gives an empty end turn and never throws', () => {
    const turns = replay(aDialog({ ending: 'Ende', blocks: [{ type: 'number' }] }), ['3', 'noch was', '4'])
    expect(turns[2]).toEqual({
      state: turns[1]!.state,
      messages: [],
      awaiting: null,
      finished_question_id: null,
      is_end: true,
    })
    expect(turns[3]).toEqual(turns[2])
  })

  it('a state whose block was deleted meanwhile ends the dialog', () => {
    const dialog = aDialog({ ending: 'Ende', blocks: [{ type: 'open' }] })
    const turn = answer(
      dialog,
      { current: 'gone', phase: 'answer', pendingAnswers: [], qaCount: 0, finished: false, visited: [] },
      'hallo',
    )
    expect(turn).toMatchObject({ is_end: true, end_reason: 'missing_block' })
  })
})
