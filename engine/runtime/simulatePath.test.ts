import { describe, expect, it } from 'vitest'
import { testContext } from '../testing/aSurvey'
import type { RuntimeDialog } from './createRuntimeDialog'
import { type SimulatePathInput, type SimulatePathResult, simulatePath } from './simulatePath'
import { aDialog, type DialogFixture } from './testing/aDialog'

const { now } = testContext()

function simulate(dialogs: RuntimeDialog | RuntimeDialog[], target: string, more: Partial<SimulatePathInput> = {}) {
  return simulatePath({ dialogs: [dialogs].flat(), target_unique_question_id: target, now: now(), ...more })
}

function pathOf(result: SimulatePathResult) {
  if (!result.ok) throw new Error(`no path: ${result.reason}`)
  return result
}

const inputs = (result: SimulatePathResult) => pathOf(result).answers.map((a) => a.input)
const lastEntry = (result: SimulatePathResult, survey = 's1') => pathOf(result).histories[survey]?.at(-1)
const choice = (ids: string[]) => ids.map((id) => ({ id, label: `Antwort ${id}` }))

describe('simulatePath in one dialog', () => {
  it('a target the dialog starts with needs no answer and ends the history with its question', () => {
    const result = pathOf(simulate(aDialog({ blocks: [{ type: 'open' }, { type: 'open' }], welcome: 'Hallo!' }), 'q1'))
    expect(result.answers).toEqual([])
    expect(result.histories.s1?.map((e) => [e.user_or_bot, e.type, e.context])).toEqual([
      ['bot', 'welcome', 'Hallo!'],
      ['bot', 'open', 'Frage q1'],
    ])
  })

  it('takes the shortest way: one option jump instead of three answers by order', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'single_choice', options: choice(['a', 'b']) },
        { type: 'open' },
        { type: 'open' },
        { type: 'open' },
      ],
      jumps: [['q1', 'b', 'q4']],
    })
    expect(inputs(simulate(dialog, 'q4'))).toEqual(['b'])
    expect(inputs(simulate(dialog, 'q3'))).toHaveLength(2)
  })

  it('finds a target behind a single_choice option jump and shows the option label as the reply', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'single_choice', options: choice(['a', 'b', 'c']) },
        { type: 'open', is_end: true },
        { type: 'open' },
      ],
      jumps: [['q1', 'c', 'q3']],
    })
    const result = pathOf(simulate(dialog, 'q3'))
    expect(result.answers).toEqual([{ survey_id: 's1', unique_question_id: 'q1', input: 'c', display: 'Antwort c' }])
    expect(result.histories.s1?.map((e) => [e.user_or_bot, e.type, e.context])).toEqual([
      ['bot', 'single_choice', 'Frage q1'],
      ['user', 'single_choice-r', 'Antwort c'],
      ['bot', 'open', 'Frage q3'],
    ])
  })

  it('finds a target behind an open block intent jump by answering with the intent label', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'open', nachfrage: 'Wie meinen Sie das?' },
        { type: 'open', is_end: true },
        { type: 'open' },
        { type: 'open' },
      ],
      jumps: [
        ['q1', 'lob', 'q3'],
        ['q1', 'kritik', 'q4'],
      ],
    })
    expect(pathOf(simulate(dialog, 'q4')).answers).toMatchObject([{ unique_question_id: 'q1', input: 'kritik' }])
  })

  it('the default way of an intent block is an unclear answer, then the nachfrage', () => {
    const dialog = aDialog({
      blocks: [{ type: 'open', nachfrage: 'Wie meinen Sie das?' }, { type: 'open' }, { type: 'open' }],
      jumps: [
        ['q1', 'lob', 'q3'],
        ['q1', 'default', 'q2'],
      ],
    })
    const result = pathOf(simulate(dialog, 'q2'))
    expect(result.answers).toHaveLength(2)
    const types = result.histories.s1?.map((e) => [e.type, e.nachfrage_id])
    expect(types).toEqual([
      ['open', null],
      ['open-r', null],
      ['nachfrage', 'q1'],
      ['open-r', 'q1'],
      ['open', null],
    ])
  })

  it('reaches likert ranges, number ranges, multiple choice jumps and passes qa blocks', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'likert', likert_scale: 5 },
        { type: 'number', min: 0, max: 120 },
        { type: 'multiple_choice', options: choice(['a', 'b', 'c']), min: 2 },
        { type: 'qa' },
        { type: 'open' },
        { type: 'open', is_end: true },
      ],
      jumps: [
        ['q1', '4-5', 'q2'],
        ['q1', 'default', 'q6'],
        ['q2', '50-99', 'q3'],
        ['q2', 'default', 'q6'],
        ['q3', 'b', 'q4'],
        ['q3', 'default', 'q6'],
      ],
    })
    const result = pathOf(simulate(dialog, 'q5'))
    expect(result.answers.map((a) => [a.unique_question_id, a.input])).toEqual([
      ['q1', '4'],
      ['q2', '50'],
      ['q3', '["a","b"]'],
      ['q4', 'weiter'],
    ])
    expect(result.answers[2]?.display).toBe('Antwort a, Antwort b')
  })

  it('a message block target counts as asked when it is shown, and the history stops there', () => {
    const dialog = aDialog({ blocks: [{ type: 'open' }, { type: 'message' }, { type: 'message' }, { type: 'open' }] })
    const result = pathOf(simulate(dialog, 'q2'))
    expect(result.answers).toHaveLength(1)
    expect(lastEntry(result)).toMatchObject({ user_or_bot: 'bot', type: 'message', unique_question_id: 'q2' })
  })

  it('reports a target behind the end as unreachable, and an unknown one as not found', () => {
    const dialog = aDialog({ blocks: [{ type: 'open', is_end: true }, { type: 'open' }] })
    expect(simulate(dialog, 'q2')).toMatchObject({ ok: false, reason: 'unreachable' })
    expect(simulate(dialog, 'gibt-es-nicht')).toEqual({ ok: false, reason: 'not_found', explored: 0 })
  })

  it('terminates on a graph of cycles that never reaches the target', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'single_choice', options: choice(['a', 'b']) },
        { type: 'open', nachfrage: 'Mehr?' },
        { type: 'open' },
      ],
      jumps: [
        ['q1', 'a', 'q1'],
        ['q1', 'b', 'q2'],
        ['q2', 'default', 'q1'],
        ['q2', 'zurück', 'q2'],
      ],
    })
    expect(simulate(dialog, 'q3')).toMatchObject({ ok: false, reason: 'unreachable' })
  })

  it('gives up with reason limit when the search would keep more states than allowed', () => {
    const dialog = aDialog({ blocks: Array.from({ length: 8 }, () => ({ type: 'open' as const })) })
    expect(simulate(dialog, 'q8', { maxStates: 3 })).toEqual({ ok: false, reason: 'limit', explored: 3 })
  })
})

describe('the simulated history (docs/product/entities.md local chat history)', () => {
  it('has increasing times; a reply is stamped 10 ms before the bot entry after it', () => {
    const fixture: DialogFixture = {
      blocks: [{ type: 'open', acknowledgement: 'Danke.' }, { type: 'email' }, { type: 'open' }],
      welcome: 'Hallo!',
    }
    const history = pathOf(simulate(aDialog(fixture), 'q3')).histories.s1 ?? []
    const times = history.map((e) => e.created_on)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(new Set(times).size).toBe(times.length)
    history.forEach((e, i) => {
      if (e.user_or_bot === 'user') expect((history[i + 1]?.created_on ?? 0) - e.created_on).toBe(10)
    })
    expect(history.find((e) => e.type === 'email-r')).toEqual({
      context: 'test@example.org',
      created_on: expect.any(Number),
      type: 'email-r',
      unique_question_id: 'q2',
      nachfrage_id: null,
      current_question_id: 'q2',
      finished_question_id: 'q2',
      user_or_bot: 'user',
    })
    expect(history.find((e) => e.type === 'ack')).toMatchObject({
      finished_question_id: 'q1',
      current_question_id: 'q2',
    })
  })
})

describe('simulatePath across the dialogs of a multichat', () => {
  const witness = aDialog({
    survey_id: 'zeuge',
    blocks: ['z1', 'z2', 'z3'].map((id) => ({ unique_question_id: id, type: 'open' as const })),
  })
  const suspect = aDialog({
    survey_id: 'taeter',
    blocks: [
      { unique_question_id: 't1', type: 'single_choice', options: choice(['a']) },
      { unique_question_id: 't2', type: 'open', is_end: true },
      { unique_question_id: 't3', type: 'open' },
    ],
  })
  const trigger = (survey_id: string, unique_question_id: string, trigger: string, init_survey = false) => ({
    survey_id,
    unique_question_id,
    trigger,
    init_survey,
  })

  it('a waitFor target is reached only after its source question in the other dialog is finished', () => {
    const result = pathOf(
      simulate([witness, suspect], 't2', { triggers: [trigger('zeuge', 'z2', 'waitFor;taeter;t2')] }),
    )
    expect(result.answers.map((a) => a.unique_question_id).sort()).toEqual(['t1', 'z1', 'z2'])
    expect(lastEntry(result, 'taeter')).toMatchObject({ type: 'open', unique_question_id: 't2' })
    const release = result.histories.zeuge?.find((e) => e.user_or_bot === 'user' && e.unique_question_id === 'z2')
    expect(release).toBeDefined()
  })

  it('startDialog starts the target dialog only when the source question is finished', () => {
    const result = pathOf(
      simulate([witness, suspect], 't1', { triggers: [trigger('zeuge', 'z1', 'waitFor;taeter;t1', true)] }),
    )
    expect(result.answers.map((a) => a.unique_question_id)).toEqual(['z1'])
    const reply = result.histories.zeuge?.find((e) => e.user_or_bot === 'user')
    expect(result.histories.taeter?.[0]?.created_on).toBeGreaterThan(reply?.created_on ?? Infinity)
  })

  it('moveTo brings the other dialog to its target question', () => {
    const result = pathOf(
      simulate([witness, suspect], 't3', { triggers: [trigger('zeuge', 'z1', 'moveTo;taeter;t3')] }),
    )
    expect(result.answers.map((a) => a.unique_question_id)).toEqual(['z1'])
    expect(lastEntry(result, 'taeter')).toMatchObject({ unique_question_id: 't3' })
  })

  it('treats waitAPI triggers as released, since no answer can send the signal', () => {
    const result = simulate([witness, suspect], 't1', { triggers: [trigger('taeter', 't1', 'waitAPI;taeter;t1')] })
    expect(pathOf(result).answers).toEqual([])
  })

  it('a message target shown just before a gate that never opens is still reached', () => {
    // Found by the brute-force property: the bound charged the closed gate after the message.
    const story = aDialog({
      survey_id: 'akte',
      blocks: [
        { unique_question_id: 'a1', type: 'number' },
        { unique_question_id: 'a2', type: 'message' },
        { unique_question_id: 'a3', type: 'single_choice', options: choice(['x']) },
      ],
    })
    const closed = aDialog({
      survey_id: 'tot',
      blocks: [
        { unique_question_id: 'b1', type: 'message', is_end: true },
        { unique_question_id: 'b2', type: 'message' },
      ],
    })
    const result = pathOf(simulate([story, closed], 'a2', { triggers: [trigger('tot', 'b2', 'waitFor;akte;a3')] }))
    expect(result.answers.map((a) => a.unique_question_id)).toEqual(['a1'])
    expect(lastEntry(result, 'akte')).toMatchObject({ type: 'message', unique_question_id: 'a2' })
  })

  it('answers only in dialogs that can matter for the target', () => {
    const result = pathOf(simulate([witness, suspect], 'z3'))
    expect(result.answers.every((a) => a.survey_id === 'zeuge')).toBe(true)
    expect(result.histories.taeter).toHaveLength(1)
  })
})
