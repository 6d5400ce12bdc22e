import type { Block, ExitCondition } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { blockLabel, blockOptions, changedFields, checkDraft, splitExamples, toDraft } from './exitConditionForm'

const t = configuratorSettings.exit

const stored: ExitCondition = {
  id: 'c1',
  survey_id: 's1',
  unique_question_id: 'q1',
  condition: 'Wohnort genannt',
  examples: ['Berlin', 'München'],
}

describe('exit condition form', () => {
  it('needs a condition of at most 2000 characters and sends it trimmed', () => {
    expect(checkDraft({ condition: '  ', blockId: '', examples: '' })).toEqual({
      ok: false,
      errors: { condition: t.conditionRequired },
    })
    expect(checkDraft({ condition: 'x'.repeat(2001), blockId: '', examples: '' })).toMatchObject({
      ok: false,
      errors: { condition: t.conditionTooLong },
    })
    expect(checkDraft({ condition: ' Ort genannt ', blockId: '', examples: '' })).toEqual({
      ok: true,
      input: { condition: 'Ort genannt', unique_question_id: null, examples: [] },
    })
  })

  it('reads examples one per line and ties the condition to a block or to all', () => {
    expect(splitExamples(' Berlin \n\n Hamburg\n')).toEqual(['Berlin', 'Hamburg'])
    expect(checkDraft({ condition: 'Ort', blockId: 'q2', examples: 'a\nb' })).toEqual({
      ok: true,
      input: { condition: 'Ort', unique_question_id: 'q2', examples: ['a', 'b'] },
    })
    expect(checkDraft({ condition: 'Ort', blockId: '', examples: `a\n${'x'.repeat(501)}` })).toEqual({
      ok: false,
      errors: { examples: t.exampleTooLong(2) },
    })
  })

  it('round-trips a stored condition and sends only what changed', () => {
    const draft = toDraft(stored)
    expect(draft).toEqual({ condition: 'Wohnort genannt', blockId: 'q1', examples: 'Berlin\nMünchen' })
    const same = checkDraft(draft)
    expect(same.ok && changedFields(stored, same.input)).toEqual({})
    const other = checkDraft({ ...draft, blockId: '', examples: 'Berlin' })
    expect(other.ok && changedFields(stored, other.input)).toEqual({ unique_question_id: null, examples: ['Berlin'] })
  })

  it('labels blocks by number and text', () => {
    const block = { unique_question_id: 'q1', context: 'Hallo#1500#Wo wohnen Sie?' } as Block
    expect(blockLabel(block, 0)).toBe('Frage 1: Hallo (Pause 1,5 s) Wo wohnen Sie?')
    expect(blockLabel({ ...block, context: '' }, 1)).toBe('Frage 2: (ohne Text)')
    expect(blockOptions([block])).toEqual([
      { value: '', label: t.allBlocks },
      { value: 'q1', label: 'Frage 1: Hallo (Pause 1,5 s) Wo wohnen Sie?' },
    ])
  })
})
