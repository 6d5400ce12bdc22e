import { describe, expect, it } from 'vitest'
import { Block } from './block'
import { DEFAULT_SPEED, Survey } from './survey'

describe('Survey model', () => {
  it('fills the defaults of docs/product/constants.md: speed 0.5, language de, every module enabled', () => {
    const survey = Survey.parse({ survey_id: 'abc_1', survey_id_int: 1, survey_name: 'Feedback' })
    expect(survey.speed).toBe(DEFAULT_SPEED)
    expect(survey.speed).toBe(0.5)
    expect(survey.language).toBe('de')
    expect([survey.bearbeiten, survey.intrance, survey.testen, survey.analyse, survey.live_switch]).toEqual([
      1, 1, 1, 1, 1,
    ])
  })

  it('rejects a survey id that is not URL-safe', () => {
    const result = Survey.safeParse({ survey_id: 'a/b', survey_id_int: 1, survey_name: 'x' })
    expect(result.success).toBe(false)
  })
})

describe('Block model', () => {
  const base = { unique_question_id: 'q1', survey_id: 's1', order: 0, type: 'open', context: 'Wie geht es Ihnen?' }

  it('accepts an open question and defaults its optional fields (docs/product/entities.md)', () => {
    const block = Block.parse(base)
    expect(block).toMatchObject({ nachfrage: '', likert_na: false, is_end: false, position: null, start_page: false })
  })

  it('rejects an unknown block type and unknown extra fields', () => {
    expect(Block.safeParse({ ...base, type: 'dropdown' }).success).toBe(false)
    expect(Block.safeParse({ ...base, contxt: 'typo' }).success).toBe(false)
  })

  it('rejects a likert scale outside 3..10 points', () => {
    expect(Block.safeParse({ ...base, type: 'likert', likert_scale: 11 }).success).toBe(false)
    expect(Block.safeParse({ ...base, type: 'likert', likert_scale: 5 }).success).toBe(true)
  })
})
