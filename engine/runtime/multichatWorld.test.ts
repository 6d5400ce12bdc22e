import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { liveDialogs, startWorld, step, triggerRules } from './multichatWorld'
import { aDialog } from './testing/aDialog'

const open = (id: string, more: { is_end?: boolean } = {}) => ({
  unique_question_id: id,
  type: 'open' as const,
  ...more,
})
const message = (id: string) => ({ unique_question_id: id, type: 'message' as const })
const trigger = (survey_id: string, unique_question_id: string, value: string, init_survey = false) => ({
  survey_id,
  unique_question_id,
  trigger: value,
  init_survey,
})

const a = aDialog({ survey_id: 'a', blocks: [open('a1'), message('a2'), open('a3')] })
const b = aDialog({ survey_id: 'b', blocks: [open('b1'), message('b2'), open('b3')] })
const c = aDialog({ survey_id: 'c', blocks: [open('c1')] })

describe('multichat triggers in the simulation', () => {
  it('reads waitFor and moveTo triggers by dialog index, and leaves out waitAPI and unconnected dialogs', () => {
    const rules = triggerRules(
      [a, b],
      [
        trigger('a', 'a1', 'waitFor;b;b3', true),
        trigger('b', 'b1', 'moveTo;a;a3'),
        trigger('b', 'b3', 'waitAPI;x;y'),
        trigger('a', 'a1', 'waitFor;fremd;f1'),
      ],
    )
    expect(rules).toEqual([
      { index: 0, kind: 'waitFor', init: true, from: { dialog: 0, question: 'a1' }, to: { dialog: 1, question: 'b3' } },
      { index: 1, kind: 'moveTo', init: false, from: { dialog: 1, question: 'b1' }, to: { dialog: 0, question: 'a3' } },
    ])
  })

  it('a dialog stops mattering once all its waitFor triggers into the target dialogs are released', () => {
    const rules = triggerRules([a, b, c], [trigger('a', 'a1', 'waitFor;b;b1'), trigger('c', 'c1', 'moveTo;a;a1')])
    expect(liveDialogs(rules, 1, 3, [])).toEqual([true, true, true])
    expect(liveDialogs(rules, 1, 3, [0])).toEqual([false, true, false])
  })

  it('startDialog keeps its dialog closed until the source question is finished, then starts it at the target', () => {
    const rules = triggerRules([a, b], [trigger('a', 'a1', 'waitFor;b;b3', true)])
    const start = startWorld([a, b], rules)
    expect(start.world.states[1]).toBeNull()
    const after = step([a, b], rules, start.world, {
      dialog: 0,
      turn: answer(a, start.world.states[0]!, 'eine lange genug Antwort'),
    })
    expect(after.world.released).toEqual([0])
    expect(after.world.states[1]?.current).toBe('b3')
    expect(after.events.map((e) => e.dialog)).toEqual([0, 1])
  })

  it('shown message blocks count as finished, and a moveTo cycle fires each trigger once per step', () => {
    const rules = triggerRules([a, b], [trigger('a', 'a2', 'moveTo;b;b2'), trigger('b', 'b2', 'moveTo;a;a2')])
    const start = startWorld([a, b], rules)
    const after = step([a, b], rules, start.world, {
      dialog: 0,
      turn: answer(a, start.world.states[0]!, 'eine lange genug Antwort'),
    })
    expect(after.events.map((e) => e.dialog)).toEqual([0, 1, 0])
    expect(after.world.states.map((s) => s?.current)).toEqual(['a3', 'b3'])
  })
})
