import { describe, expect, it } from 'vitest'
import { Block, type BlockInput } from '../model/block'
import { awaitingFor } from './awaitingFor'
import { parseAnswer } from './parseAnswer'
import { runtimeTexts, runtimeTextsEn } from './runtimeTexts'

const block = (b: Partial<BlockInput> & Pick<BlockInput, 'type'>) =>
  Block.parse({ unique_question_id: 'q1', survey_id: 's1', order: 0, context: '', ...b })
const options = [
  { id: 'a', label: 'Apfel' },
  { id: 'b', label: 'Birne' },
  { id: 'c', label: 'Kirsche' },
]

describe('parseAnswer', () => {
  it('an empty answer is asked for again', () => {
    expect(parseAnswer(block({ type: 'open' }), '   ')).toEqual({ ok: false, error: runtimeTexts.empty })
  })

  it('an answer longer than the maximum input length is refused', () => {
    expect(parseAnswer(block({ type: 'open' }), 'x'.repeat(2001))).toEqual({
      ok: false,
      error: runtimeTexts.tooLong(2000),
    })
  })

  it('number accepts a German decimal comma and refuses text', () => {
    expect(parseAnswer(block({ type: 'number' }), ' 3,5 ')).toEqual({ ok: true, value: 3.5 })
    expect(parseAnswer(block({ type: 'number' }), '-2')).toEqual({ ok: true, value: -2 })
    expect(parseAnswer(block({ type: 'number' }), 'drei')).toEqual({
      ok: false,
      error: 'Bitte geben Sie eine Zahl ein.',
    })
  })

  it('number respects the block min and max', () => {
    expect(parseAnswer(block({ type: 'number', min: 18 }), '17')).toEqual({
      ok: false,
      error: runtimeTexts.numberMin(18),
    })
    expect(parseAnswer(block({ type: 'number', max: 99 }), '100')).toEqual({
      ok: false,
      error: runtimeTexts.numberMax(99),
    })
  })

  it('email needs text, at sign, text, dot, text', () => {
    expect(parseAnswer(block({ type: 'email' }), 'max@example.de')).toEqual({ ok: true, value: 'max@example.de' })
    for (const bad of ['max', 'max@example', '@example.de', 'max muster@example.de']) {
      expect(parseAnswer(block({ type: 'email' }), bad)).toEqual({
        ok: false,
        error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      })
    }
  })

  it('likert takes 1..likert_scale, and na only with likert_na', () => {
    expect(parseAnswer(block({ type: 'likert', likert_scale: 7 }), '7')).toEqual({ ok: true, value: '7' })
    expect(parseAnswer(block({ type: 'likert', likert_scale: 7 }), '8')).toEqual({
      ok: false,
      error: runtimeTexts.likert(7),
    })
    expect(parseAnswer(block({ type: 'likert' }), '0')).toEqual({ ok: false, error: runtimeTexts.likert(5) })
    expect(parseAnswer(block({ type: 'likert' }), 'na')).toEqual({ ok: false, error: runtimeTexts.likert(5) })
    expect(parseAnswer(block({ type: 'likert', likert_na: true }), 'na')).toEqual({ ok: true, value: 'na' })
    expect(parseAnswer(block({ type: 'likert', likert_na: true }), 'Keine Angabe')).toEqual({ ok: true, value: 'na' })
  })

  it('single choice takes an option id or its label', () => {
    expect(parseAnswer(block({ type: 'single_choice', options }), 'b')).toEqual({ ok: true, value: 'b' })
    expect(parseAnswer(block({ type: 'single_choice', options }), 'kirsche')).toEqual({ ok: true, value: 'c' })
    expect(parseAnswer(block({ type: 'single_choice', options }), 'x')).toEqual({
      ok: false,
      error: 'Bitte wählen Sie eine der Antworten.',
    })
  })

  it('multiple choice takes comma-separated ids or a JSON array, normalised to option order', () => {
    const b = block({ type: 'multiple_choice', options })
    expect(parseAnswer(b, 'c, a')).toEqual({ ok: true, value: ['a', 'c'] })
    expect(parseAnswer(b, '["c","b","c"]')).toEqual({ ok: true, value: ['b', 'c'] })
    expect(parseAnswer(b, '["x"]')).toEqual({ ok: false, error: runtimeTexts.choice })
    expect(parseAnswer(b, '[1,2')).toEqual({ ok: false, error: runtimeTexts.choice })
  })

  it('multiple choice enforces min and max with German messages', () => {
    const b = block({ type: 'multiple_choice', options, min: 2, max: 2 })
    expect(parseAnswer(b, 'a')).toEqual({ ok: false, error: 'Bitte wählen Sie mindestens 2 Antworten.' })
    expect(parseAnswer(b, 'a,b,c')).toEqual({ ok: false, error: 'Bitte wählen Sie höchstens 2 Antworten.' })
    expect(parseAnswer(block({ type: 'multiple_choice', options }), '')).toEqual({
      ok: false,
      error: 'Bitte wählen Sie mindestens eine Antwort.',
    })
    expect(parseAnswer(block({ type: 'multiple_choice', options, min: 0 }), '[]')).toEqual({ ok: true, value: [] })
  })

  it('a choice block without options accepts any text instead of trapping the respondent', () => {
    expect(parseAnswer(block({ type: 'single_choice' }), 'egal')).toEqual({ ok: true, value: 'egal' })
    expect(parseAnswer(block({ type: 'multiple_choice', options: [] }), 'egal')).toEqual({ ok: true, value: ['egal'] })
  })
})

describe('an English dialog answers in English', () => {
  it('validation errors are in the dialog language, German when it has none', () => {
    expect(parseAnswer(block({ type: 'number' }), 'zwölf', 'en')).toEqual({
      ok: false,
      error: 'Please enter a number.',
    })
    expect(parseAnswer(block({ type: 'number', min: 18 }), '3', 'en')).toEqual({
      ok: false,
      error: runtimeTextsEn.numberMin(18),
    })
    expect(parseAnswer(block({ type: 'number' }), 'zwölf', 'de')).toEqual({ ok: false, error: runtimeTexts.number })
    expect(parseAnswer(block({ type: 'number' }), 'zwölf')).toEqual({ ok: false, error: runtimeTexts.number })
  })

  it('the likert "no answer" point is labelled in the dialog language and either label is accepted', () => {
    const likert = block({ type: 'likert', likert_na: true })
    expect(awaitingFor(likert, 'en')?.options?.at(-1)).toEqual({ id: 'na', label: 'no answer' })
    expect(awaitingFor(likert)?.options?.at(-1)).toEqual({ id: 'na', label: 'keine Angabe' })
    expect(parseAnswer(likert, 'No answer', 'en')).toEqual({ ok: true, value: 'na' })
    expect(parseAnswer(likert, 'keine Angabe', 'en')).toEqual({ ok: true, value: 'na' })
  })
})
