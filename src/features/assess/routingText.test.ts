import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import {
  blockName,
  blockView,
  confidenceText,
  decisionRows,
  endReasonText,
  handleRow,
  offeredText,
  type PanelBlock,
  preview,
  reasonText,
  stepReasonText,
} from './routingText'

describe('the Testansicht texts', () => {
  it('names every routing reason of the runtime in German', () => {
    expect(reasonText('intent')).toBe('Absicht')
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

  it('explains the clarifying question by its offered intents, and a tap as the respondent\u2019s choice', () => {
    const asked = { handle: 'positiv', reason: 'clarify', confidence: 0.41 } as const
    // The list of offered intents replaces the guess and the single percentage.
    expect(handleRow(asked)).toBeNull()
    expect(decisionRows(asked)).toEqual([])
    expect(stepReasonText({ declined: false }, asked)).toBe('Unsicher: Rückfrage mit Auswahl')
    expect(offeredText({ handle: 'positiv', label: 'Positiv', confidence: 0.41 })).toEqual({
      name: 'Positiv',
      confidence: '41\u00a0%',
    })
    expect(offeredText({ handle: 'positiv', label: 'Gefällt mir', confidence: 0.405 }).name).toBe(
      'Gefällt mir (positiv)',
    )
    const tapped = { handle: 'positiv', reason: 'clarified', confidence: 0.41 } as const
    expect(stepReasonText({ declined: false }, tapped)).toBe('In der Rückfrage gewählt')
    expect(decisionRows(tapped)).toEqual([{ label: 'Sicherheit des Modells', value: '41\u00a0%' }])
    const other = { handle: 'nachfrage', reason: 'nachfrage', confidence: null } as const
    expect(stepReasonText({ declined: true }, other)).toBe('Nachfrage, weil „Etwas anderes“ gewählt wurde')
    expect(stepReasonText({ declined: false }, other)).toBe('Nachfrage')
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

  const choice: PanelBlock = {
    unique_question_id: 'q_mwz3c4wl_0_y1j05j',
    type: 'single_choice',
    context: 'Wie sind Sie auf uns aufmerksam geworden?',
    order: 2,
    options: [
      { id: 'o1', label: 'Empfehlung' },
      { id: 'o2', label: 'Werbung' },
    ],
  }
  const open: PanelBlock = { unique_question_id: 'q1', type: 'open', context: 'Wie geht es Ihnen?', order: 0 }

  it('names the active block as the canvas does ("Frage 3"), with its German type; the id only when unknown', () => {
    expect(blockView('q1', [open, choice])).toEqual({
      id: 'q1',
      name: 'Frage 1',
      type: 'Offene Frage',
      text: 'Wie geht es Ihnen?',
    })
    expect(blockName('q_mwz3c4wl_0_y1j05j', [open, choice])).toBe(de.configurator.block.label(3))
    expect(blockView('weg', [open])).toEqual({ id: 'weg', name: 'weg', type: '–', text: '' })
  })

  it("shows the jump taken by the option's label, not its id; intents as typed; no jump as words", () => {
    expect(handleRow({ handle: 'o2', confidence: null, reason: 'option' }, choice)).toEqual({
      label: 'Sprung',
      value: 'Werbung',
    })
    expect(handleRow({ handle: 'default', confidence: null, reason: 'default' }, choice)?.value).toBe('Standard')
    expect(handleRow({ handle: 'positiv', confidence: 0.9, reason: 'intent' }, open)).toEqual({
      label: 'Sprung',
      value: 'positiv',
    })
    expect(handleRow({ handle: 'negativ', confidence: 0.2, reason: 'nachfrage' }, open)).toEqual({
      label: 'Vermutete Absicht',
      value: 'negativ',
    })
    expect(handleRow({ handle: 'nachfrage', confidence: null, reason: 'nachfrage' })).toBeNull()
    expect(handleRow({ handle: 'order', confidence: null, reason: 'order' })).toEqual({
      label: 'Sprung',
      value: de.assess.noHandle,
    })
  })
})
