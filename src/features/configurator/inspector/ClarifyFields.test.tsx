// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EditorSnapshot } from '@engine/index'
import { ref } from 'valtio'
import { describe, expect, it } from 'vitest'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { SidePanel } from '../SidePanel'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'
import { withIntentLabel } from './IntentLabelsField'

const c = t.clarify

/** q1 open with the intents zustimmung and ablehnung (and a default jump, which is no intent). */
function withIntents(extra: Record<string, unknown> = {}, language: 'de' | 'en' = 'de'): EditorSnapshot {
  const base = anInspectorSurvey()
  const [q1, ...rest] = base.survey.all_questions ?? []
  return {
    survey: { ...base.survey, language, all_questions: [{ ...q1!, ...extra }, ...rest] },
    connections: [
      ...(base.connections ?? []),
      { source: 'q1', handle: 'ablehnung', target: 'q3' },
      { source: 'q1', handle: 'default', target: 'q4' },
    ],
  }
}

async function inspect(snapshot: EditorSnapshot) {
  const test = await createTestSession(snapshot)
  test.session.ui.selectedId = 'q1'
  renderInSession(test.session, <BlockInspector />)
  return { ...test, user: userEvent.setup() }
}

const modeGroup = () => screen.getByRole('group', { name: c.mode })
const radio = (name: string) => within(modeGroup()).getByRole('radio', { name }) as HTMLInputElement

describe('the inspector\u2019s "Bei unsicherer Antwort"', () => {
  it('shows "Nur Nachfrage" for a stored block without the setting, and no button fields', async () => {
    await inspect(withIntents())
    expect(radio(c.modes.nachfrage).checked).toBe(true)
    expect(radio(c.modes.buttons).checked).toBe(false)
    expect(screen.queryByLabelText(c.question)).toBeNull()
    expect(screen.getByText(c.modeHints.nachfrage)).toBeTruthy()
  })

  it('saves "Auswahl anbieten" as one undoable edit; undo gives the block back without the field', async () => {
    const { session, server, settled, user } = await inspect(withIntents())
    await user.click(radio(c.modes.buttons))
    await settled()
    expect(server.state.blocks.get('q1')?.clarify_mode).toBe('buttons')
    expect(session.history.get().entries).toHaveLength(1)
    await session.undo()
    await settled()
    expect(server.state.blocks.get('q1')).not.toHaveProperty('clarify_mode')
    expect(radio(c.modes.nachfrage).checked).toBe(true)
  })

  it('with buttons: the question shows the dialog language\u2019s default as placeholder, German and English', async () => {
    await inspect(withIntents({ clarify_mode: 'buttons' }))
    expect((screen.getByLabelText(c.question) as HTMLTextAreaElement).placeholder).toBe('Meinten Sie eines davon?')
  })

  it('an English dialog shows the English default question', async () => {
    await inspect(withIntents({ clarify_mode: 'buttons' }, 'en'))
    expect((screen.getByLabelText(c.question) as HTMLInputElement).placeholder).toBe('Did you mean one of these?')
  })

  it('offers one label per intent (not for the default jump) with the runtime\u2019s default as placeholder', async () => {
    await inspect(withIntents({ clarify_mode: 'buttons', intent_labels: { ablehnung: 'Eher nicht' } }))
    const zustimmung = screen.getByLabelText(c.labelOf('zustimmung')) as HTMLInputElement
    const ablehnung = screen.getByLabelText(c.labelOf('ablehnung')) as HTMLInputElement
    expect(zustimmung.placeholder).toBe('Zustimmung')
    expect(zustimmung.value).toBe('')
    expect(ablehnung.value).toBe('Eher nicht')
    expect(screen.queryByLabelText(c.labelOf('default'))).toBeNull()
  })

  it('saves a typed label as one undo step, and an emptied one leaves no labels behind', async () => {
    const { session, server, settled, user } = await inspect(withIntents({ clarify_mode: 'buttons' }))
    const field = screen.getByLabelText(c.labelOf('zustimmung'))
    await user.type(field, 'Ja, genau')
    await settled()
    expect(server.state.blocks.get('q1')?.intent_labels).toEqual({ zustimmung: 'Ja, genau' })
    expect(session.history.get().entries).toHaveLength(1)
    await user.clear(field)
    await settled()
    expect(server.state.blocks.get('q1')).not.toHaveProperty('intent_labels')
  })

  it('says how to get intents when the block has none', async () => {
    const snapshot = withIntents({ clarify_mode: 'buttons' })
    await inspect({ ...snapshot, connections: [] })
    expect(screen.getByText(c.noIntents)).toBeTruthy()
  })

  it('cannot be changed while a past version is shown', async () => {
    const test = await createTestSession(withIntents({ clarify_mode: 'buttons' }))
    const doc = test.session.editor.getState()
    test.session.ui.selectedId = 'q1'
    test.session.ui.version = { version: 1, createdOn: '2026-11-28T09:00:00Z', doc: ref(doc), compare: false }
    renderInSession(test.session, <SidePanel />)
    // A disabled fieldset disables every control in it (SidePanel's Viewed).
    // (happy-dom does not apply it to :disabled; the browser test checks the real thing.)
    expect(radio(c.modes.nachfrage).closest('fieldset[disabled]')).not.toBeNull()
    expect(screen.getByLabelText(c.labelOf('zustimmung')).closest('fieldset[disabled]')).not.toBeNull()
    expect(screen.getByLabelText(c.question).closest('fieldset[disabled]')).not.toBeNull()
  })
})

describe('withIntentLabel', () => {
  it('sets, replaces and removes one label and keeps the others', () => {
    expect(withIntentLabel(undefined, 'a', 'A')).toEqual({ a: 'A' })
    expect(withIntentLabel({ a: 'A', b: 'B' }, 'a', 'Neu')).toEqual({ a: 'Neu', b: 'B' })
    expect(withIntentLabel({ a: 'A', b: 'B' }, 'a', '')).toEqual({ b: 'B' })
    expect(withIntentLabel({ a: 'A' }, 'a', '')).toBeUndefined()
  })
})
