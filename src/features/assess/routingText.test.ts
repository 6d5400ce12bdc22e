import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { blockView, confidenceText, decisionRows, endReasonText, handleRow, preview, reasonText } from './routingText'

describe('the Testansicht texts', () => {
  it('names every routing reason of the runtime in German', () => {
    expect(reasonText('intent')).toBe('Absicht (Intent)')
    expect(reasonText('likert')).toBe('Likert-Bereich')
    expect([
      reasonText('option'),
      reasonText('default'),
      reasonText('order'),
      reasonText('nachfrage'),
      reasonText('fallback'),
    ]).toEqual(['Option', 'Standard', 'Reihenfolge', 'Nachfrage', 'Rückfall'])
  })

  it('shows a confidence as whole percent with a non-breaking space, clamped to 0..100', () => {
    expect(confidenceText(0.873)).toBe('87\u00a0%')
    expect(confidenceText(1)).toBe('100\u00a0%')
    expect(confidenceText(-0.2)).toBe('0\u00a0%')
    expect(confidenceText(1.7)).toBe('100\u00a0%')
  })

  it("says when the AI provider chose the intent, and labels the percentage as the offline model's", () => {
    const t = de.assess
    expect(decisionRows({ handle: 'ja', reason: 'intent', confidence: 0.31, source: 'llm' })).toEqual([
      { label: t.decidedBy, value: 'KI-Anbieter (Modell unsicher)' },
      { label: 'Sicherheit des Modells', value: '31\u00a0%' },
    ])
    expect(decisionRows({ handle: 'ja', reason: 'intent', confidence: 0.92, source: 'offline' })).toEqual([
      { label: 'Sicherheit', value: '92\u00a0%' },
    ])
    // An older server sends no source: the model decided.
    expect(decisionRows({ handle: 'ja', reason: 'intent', confidence: 0.92 })).toEqual([
      { label: 'Sicherheit', value: '92\u00a0%' },
    ])
    expect(decisionRows({ handle: '2', reason: 'likert', confidence: null, source: 'offline' })).toEqual([])
  })

  it('names the AI exit condition that ended the run, and falls back to the reason alone', () => {
    const conditions = [{ id: 'stop', condition: 'Die Person möchte abbrechen.' }]
    expect(endReasonText('exit_condition', 'stop', conditions)).toBe(
      'KI-Abbruchbedingung erfüllt: „Die Person möchte abbrechen.“',
    )
    expect(endReasonText('exit_condition', 'weg', conditions)).toBe(de.assess.endReasons.exit_condition)
    expect(endReasonText('missing_block', null, conditions)).toBe(de.assess.endReasons.missing_block)
    expect(endReasonText('irgendwas', null, [])).toBe('Beendet (irgendwas)')
  })

  it('cuts block previews at 100 characters (docs/product/constants.md) and drops delay markers', () => {
    expect(preview('Hallo! #1500# Wie geht es?')).toBe('Hallo! Wie geht es?')
    const long = preview('a'.repeat(150))
    expect(long).toHaveLength(100)
    expect(long.endsWith('…')).toBe(true)
  })

  it('shows the active block with its German type, or only its id when the dialog does not know it', () => {
    const blocks = [{ unique_question_id: 'q1', type: 'open' as const, context: 'Wie geht es Ihnen?' }]
    expect(blockView('q1', blocks)).toEqual({ id: 'q1', type: 'Offene Frage', text: 'Wie geht es Ihnen?' })
    expect(blockView('weg', blocks)).toEqual({ id: 'weg', type: '–', text: '' })
  })

  it('shows the jump taken; while the follow-up is asked only the guessed intent; no jump as words', () => {
    expect(handleRow({ handle: 'positiv', confidence: 0.9, reason: 'intent' })).toEqual({
      label: 'Sprung',
      value: 'positiv',
      code: true,
    })
    expect(handleRow({ handle: 'negativ', confidence: 0.2, reason: 'nachfrage' })).toEqual({
      label: 'Vermutete Absicht',
      value: 'negativ',
      code: true,
    })
    expect(handleRow({ handle: 'nachfrage', confidence: null, reason: 'nachfrage' })).toBeNull()
    expect(handleRow({ handle: 'order', confidence: null, reason: 'order' })).toEqual({
      label: 'Sprung',
      value: de.assess.noHandle,
      code: false,
    })
  })
})
