// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'

async function inspectOpenBlock() {
  const test = await createTestSession(anInspectorSurvey())
  test.session.ui.selectedId = 'q1'
  renderInSession(test.session, <BlockInspector />)
  const text = screen.getByLabelText(t.fields.context) as HTMLTextAreaElement
  return { ...test, text, user: userEvent.setup() }
}

describe('text fields of the block inspector', () => {
  it('sends what is typed into the engine and on to the server', async () => {
    const { session, server, settled, text, user } = await inspectOpenBlock()
    await user.clear(text)
    await user.type(text, 'Hallo')
    expect(session.editor.getState().blocks.get('q1')?.context).toBe('Hallo')
    await settled()
    expect(server.state.blocks.get('q1')?.context).toBe('Hallo')
    expect(text.value).toBe('Hallo')
  })

  it('shows the old text again after undo, as one step for the whole typing', async () => {
    const { session, settled, text, user } = await inspectOpenBlock()
    await user.type(text, '!!!')
    await settled()
    await session.undo()
    await waitFor(() => expect(text.value).toBe('Frage 1: Wie war Ihr Tag?'))
    await session.redo()
    await waitFor(() => expect(text.value).toBe('Frage 1: Wie war Ihr Tag?!!!'))
  })

  it('keeps the cursor where the user types in the middle of the text', async () => {
    const { text, user } = await inspectOpenBlock()
    await user.type(text, 'X', { initialSelectionStart: 5, initialSelectionEnd: 5 })
    expect(text.value).toBe('FrageX 1: Wie war Ihr Tag?')
    expect(text.selectionStart).toBe(6)
    await user.keyboard('Y')
    expect(text.value).toBe('FrageXY 1: Wie war Ihr Tag?')
  })

  it('edits the nachfrage of an open block', async () => {
    const { server, settled, user } = await inspectOpenBlock()
    await user.type(screen.getByLabelText(t.fields.nachfrage), 'Wie meinen Sie das?')
    await settled()
    expect(server.state.blocks.get('q1')?.nachfrage).toBe('Wie meinen Sie das?')
  })
})
