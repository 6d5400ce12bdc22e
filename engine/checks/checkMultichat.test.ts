import { describe, expect, it } from 'vitest'
import { toEditorState } from '../model/snapshot'
import { checkMultichat, type CheckedMultichatDialog } from './checkMultichat'

/** A dialog of `n` open questions a1, a2, … (ids prefixed by its survey id); the one at `end` (default: the last) is an end block. */
function dialog(survey_id: string, order: number, n: number, end = n - 1): CheckedMultichatDialog {
  const all_questions = Array.from({ length: n }, (_, i) => ({
    unique_question_id: `${survey_id}${i + 1}`,
    survey_id,
    order: i,
    type: 'open' as const,
    context: `Frage ${i + 1}`,
    is_end: i === end,
  }))
  return {
    survey_id,
    order,
    state: toEditorState({ survey: { survey_id, survey_id_int: order + 1, survey_name: survey_id, all_questions } }),
  }
}

let ids = 0
const trigger = (survey_id: string, question: string, kind: string, to: string, init_survey = false) => ({
  id: `t${++ids}`,
  dialog_manager_id: 1,
  survey_id,
  unique_question_id: question,
  trigger: `${kind};${to}`,
  init_survey,
})

const kinds = (problems: readonly { kind: string; block: string | null }[]) =>
  problems.map((p) => `${p.kind}@${p.block}`)

describe('multichat checks: each finds its problem and nothing on the multichat without it', () => {
  const a = dialog('a', 0, 2)
  const b = dialog('b', 1, 2)

  it('a multichat whose triggers all fire has no problems', () => {
    expect(checkMultichat({ dialogs: [a, b], triggers: [trigger('a', 'a1', 'waitFor', 'b;b2')] })).toEqual([])
  })

  it('a trigger pointing at a deleted question or at a dialog that is not connected', () => {
    expect(kinds(checkMultichat({ dialogs: [a, b], triggers: [trigger('a', 'a1', 'moveTo', 'b;gone')] }))).toEqual([
      'trigger_dangling@a1',
    ])
    expect(checkMultichat({ dialogs: [a], triggers: [trigger('a', 'a1', 'moveTo', 'c;c1')] })).toMatchObject([
      { kind: 'trigger_dangling', missing: 'dialog', block: 'a1' },
    ])
  })

  it('a dialog started only by a trigger whose source is never reached', () => {
    const c = dialog('c', 1, 1)
    const start = trigger('a', 'a3', 'waitFor', 'c;c1', true)
    // a2 ends the dialog, so a3 (and with it the startDialog trigger) is never reached.
    const problems = checkMultichat({ dialogs: [dialog('a', 0, 3, 1), c], triggers: [start] })
    expect(kinds(problems)).toEqual(['multichat_unreachable@a3', 'multichat_unreachable@c1', 'trigger_never_fires@a3'])
    expect(checkMultichat({ dialogs: [dialog('a', 0, 3), c], triggers: [start] })).toEqual([])
  })

  it('a question held by a waitFor whose source is only reached after it waits forever', () => {
    const held = trigger('a', 'a2', 'waitFor', 'a;a1')
    expect(checkMultichat({ dialogs: [a], triggers: [held] })).toMatchObject([
      { kind: 'multichat_stuck', block: 'a1', waitsFor: [{ survey_id: 'a', unique_question_id: 'a2' }] },
      { kind: 'multichat_unreachable', block: 'a2' },
      { kind: 'trigger_never_fires', block: 'a2' },
    ])
    expect(kinds(checkMultichat({ dialogs: [a], triggers: [trigger('a', 'a1', 'waitFor', 'a;a2')] }))).toEqual([])
  })

  it('a dialog the editor may not view is not checked, and its triggers count as fired', () => {
    const hidden = { survey_id: 'b', order: 1, state: null }
    expect(checkMultichat({ dialogs: [a, hidden], triggers: [trigger('b', 'b1', 'waitFor', 'a;a2')] })).toEqual([])
  })
})
