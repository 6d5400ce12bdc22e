import { describe, expect, it } from 'vitest'
import { aDialog } from '../runtime/testing/aDialog'
import { jumpKey } from './pathPicture'
import { simulateRespondents } from './simulateRespondents'

const choice = aDialog({
  blocks: [
    { type: 'message' },
    {
      type: 'single_choice',
      options: [
        { id: 'ja', label: 'Ja' },
        { id: 'nein', label: 'Nein' },
      ],
    },
    { type: 'message', is_end: true },
    { type: 'number', min: 0, max: 120 },
    { type: 'message' },
    { type: 'message', is_end: true },
  ],
  jumps: [
    ['q2', 'ja', 'q3'],
    ['q2', 'nein', 'q4'],
    ['q4', '18-120', 'q6'],
    ['q5', 'default', 'q1'],
  ],
})

describe('simulateRespondents', () => {
  it('sends every respondent through the runtime: options split them, message blocks move on, all finish', () => {
    const { picture, neverReached, neverTaken, outOfAnswers } = simulateRespondents({
      dialogs: [choice],
      respondents: 400,
      seed: 7,
    })
    expect(picture.respondents).toBe(400)
    expect(picture.finished).toBe(400)
    expect(outOfAnswers).toBe(0)
    expect(picture.reached.q1).toBe(400)
    expect(picture.reached.q2).toBe(400)
    expect((picture.reached.q3 ?? 0) + (picture.reached.q4 ?? 0)).toBeGreaterThanOrEqual(400)
    expect(picture.reached.q3).toBeGreaterThan(120)
    expect(picture.reached.q4).toBeGreaterThan(120)
    expect(picture.jumps[jumpKey('q1', 'order')]).toBe(400)
    expect(picture.jumps[jumpKey('q2', 'ja')]).toBe(picture.reached.q3)
    // q5 is only reached with a number below 18: it is shown and goes back to the start by its default jump.
    expect(picture.reached.q5).toBe(picture.jumps[jumpKey('q4', 'order')])
    expect(picture.jumps[jumpKey('q5', 'default')]).toBe(picture.reached.q5)
    expect(picture.reached.q6).toBe(picture.jumps[jumpKey('q4', '18-120')])
    expect(neverReached).toEqual([])
    expect(neverTaken).toEqual([])
    expect(picture.paths[0]?.blocks[0]).toBe('q1')
  })

  it('is the same picture for the same seed, and another for another seed', () => {
    const run = (seed: number) => simulateRespondents({ dialogs: [choice], respondents: 200, seed }).picture
    expect(run(3)).toEqual(run(3))
    expect(run(3)).not.toEqual(run(4))
  })

  it('names the blocks nobody reaches and the jumps nobody takes from a reached block', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'single_choice', options: [{ id: 'a', label: 'A' }] },
        { type: 'message', is_end: true },
        { type: 'message', is_end: true },
      ],
      jumps: [
        ['q1', 'b', 'q3'],
        ['q1', 'default', 'q2'],
      ],
    })
    const result = simulateRespondents({ dialogs: [dialog], respondents: 50 })
    expect(result.neverReached).toEqual([{ survey_id: 's1', block: 'q3' }])
    expect(result.neverTaken).toEqual([{ survey_id: 's1', source: 'q1', handle: 'b', target: 'q3' }])
  })

  it('routes open answers with the classifier trained on the examples, and a tap on the clarifying question', () => {
    const dialog = aDialog({
      blocks: [
        { type: 'open', clarify_mode: 'buttons', nachfrage: 'Wie meinen Sie das?' },
        { type: 'message', is_end: true },
        { type: 'message', is_end: true },
        { type: 'message', is_end: true },
      ],
      jumps: [
        ['q1', 'lob', 'q2'],
        ['q1', 'kritik', 'q3'],
        ['q1', 'default', 'q4'],
      ],
    })
    const examples = {
      q1: {
        lob: ['Das war super', 'Sehr gut gemacht', 'Toll, danke', 'Hat mir gefallen'],
        kritik: ['Das war schlecht', 'Zu langsam und teuer', 'Nicht zufrieden', 'Hat mich geärgert'],
      },
    }
    const { picture } = simulateRespondents({ dialogs: [dialog], examples, respondents: 300, seed: 2 })
    expect(picture.finished).toBe(300)
    for (const id of ['q2', 'q3', 'q4']) expect(picture.reached[id]).toBeGreaterThan(30)
  })

  it('ends respondents caught in a loop after maxAnswers, and reports where they stopped', () => {
    const dialog = aDialog({
      blocks: [{ type: 'email' }, { type: 'email' }],
      jumps: [
        ['q1', 'default', 'q2'],
        ['q2', 'default', 'q1'],
      ],
    })
    const { picture, outOfAnswers } = simulateRespondents({ dialogs: [dialog], respondents: 10, maxAnswers: 7 })
    expect(outOfAnswers).toBe(10)
    expect(picture.finished).toBe(0)
    expect(picture.stopped.q2).toBe(10)
  })

  it('plays a whole multichat: a startDialog trigger opens the second chat, a waitFor holds the lead until released', () => {
    const lead = aDialog({
      survey_id: 'lead',
      blocks: [
        { unique_question_id: 'l1', type: 'email' },
        { unique_question_id: 'l2', type: 'email' },
        { unique_question_id: 'l3', type: 'message', is_end: true },
      ],
    })
    const other = aDialog({
      survey_id: 'other',
      blocks: [
        { unique_question_id: 'o1', type: 'email' },
        { unique_question_id: 'o2', type: 'message', is_end: true },
      ],
    })
    const triggers = [
      { survey_id: 'lead', unique_question_id: 'l1', trigger: 'waitFor;other;o1', init_survey: true },
      { survey_id: 'other', unique_question_id: 'o1', trigger: 'waitFor;lead;l2', init_survey: false },
    ]
    const progress: number[] = []
    const { picture, neverReached } = simulateRespondents({
      dialogs: [lead, other],
      triggers,
      respondents: 20,
      progressEvery: 10,
      onProgress: (done) => progress.push(done),
    })
    expect(neverReached).toEqual([])
    expect(picture.finished).toBe(20)
    expect(picture.reached).toMatchObject({ l1: 20, l2: 20, l3: 20, o1: 20, o2: 20 })
    expect(picture.paths).toEqual([{ blocks: ['l1', 'l2', 'l3', 'o1', 'o2'], count: 20, finished: true }])
    expect(progress).toEqual([10, 20])
  })
})
