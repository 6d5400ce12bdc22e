// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { de } from '../../../i18n/de'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'
import { MediaCallsContext } from '../settings/useMediaList'

async function inspect(id: string | null) {
  const test = await createTestSession(anInspectorSurvey())
  test.session.ui.selectedId = id
  // A qa block lists the dialog's documents: no network in component tests.
  const calls = {
    list: async () => [],
    upload: async () => Promise.reject(new Error('no upload')),
    remove: async () => {},
  }
  renderInSession(
    test.session,
    <MediaCallsContext.Provider value={calls}>
      <BlockInspector />
    </MediaCallsContext.Provider>,
  )
  return { ...test, user: userEvent.setup() }
}

describe('BlockInspector', () => {
  it('shows the empty state when no block is selected', async () => {
    await inspect(null)
    expect(screen.getByText(de.configurator.panels.noSelection)).toBeTruthy()
    expect(screen.getByText(de.configurator.panels.noSelectionText)).toBeTruthy()
  })

  it('shows number and type of the selected block', async () => {
    await inspect('q2')
    expect(screen.getByRole('heading', { name: 'Frage 2' })).toBeTruthy()
    expect((screen.getByLabelText(t.type) as HTMLSelectElement).value).toBe('likert')
  })

  it('copies the block and selects the copy', async () => {
    const { session, server, settled, user } = await inspect('q1')
    await user.click(screen.getByRole('button', { name: t.copy }))
    await settled()
    expect(session.ui.selectedId).toBe('n1')
    expect(server.state.blocks.get('n1')?.order).toBe(1)
    expect(await screen.findByRole('heading', { name: 'Frage 2' })).toBeTruthy()
  })

  it('asks the workspace to confirm a delete instead of deleting', async () => {
    const { session, user } = await inspect('q3')
    await user.click(screen.getByRole('button', { name: t.delete }))
    expect(session.ui.confirmDeleteId).toBe('q3')
    expect(session.editor.getState().blocks.has('q3')).toBe(true)
  })

  it('switches "Dialog endet nach diesem Block" on and saves it', async () => {
    const { server, settled, user } = await inspect('q1')
    const end = screen.getByRole('checkbox', { name: t.fields.isEnd }) as HTMLInputElement
    expect(end.checked).toBe(false)
    await user.click(end)
    await settled()
    expect(server.state.blocks.get('q1')?.is_end).toBe(true)
    await waitFor(() => expect(end.checked).toBe(true))
  })

  it('changes the type with the type select', async () => {
    const { server, settled, user } = await inspect('q4')
    expect(screen.queryByLabelText(t.fields.acknowledgement)).toBeNull()
    await user.selectOptions(screen.getByLabelText(t.type), 'qa')
    await settled()
    expect(server.state.blocks.get('q4')?.type).toBe('qa')
    expect(screen.getByText(t.qa.noDocument, { selector: '.bp6-form-helper-text' })).toBeTruthy()
  })

  it('follows the selection to another block', async () => {
    const { session } = await inspect('q1')
    session.ui.selectedId = 'q4'
    expect(await screen.findByRole('heading', { name: 'Frage 4' })).toBeTruthy()
  })
})
