// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { createTestMultichat, renderWorkspace } from './testing/testMultichatSession'

const t = de.multichat
const moveTo = {
  id: 't1',
  dialog_manager_id: 7,
  survey_id: 's1',
  unique_question_id: 'q1',
  trigger: 'moveTo;s2;q1',
  init_survey: false,
}
const drag = {
  source: { survey_id: 's1', unique_question_id: 'q2' },
  target: { survey_id: 's2', unique_question_id: 'q1' },
  screen: { x: 10, y: 10 },
}
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(async () => void fireEvent.keyDown(window, { key, ...init }))
const click = (element: Element) => act(async () => void fireEvent.click(element))

afterEach(() => cleanup())

describe('the multichat editor', () => {
  it('shows every connected dialog as a group, the lead first and marked', async () => {
    const { session } = await createTestMultichat()
    renderWorkspace(session)
    const lead = await screen.findByRole('group', { name: t.group.label('Verhör', true) })
    expect(within(lead).getByText(t.group.lead)).toBeTruthy()
    const other = screen.getByRole('group', { name: t.group.label('Zeugin', false) })
    expect(within(other).queryByText(t.group.lead)).toBeNull()
  })

  it('creates a moveTo trigger from the menu after a drag between two dialogs', async () => {
    const { session, fake, settled } = await createTestMultichat()
    renderWorkspace(session)
    act(() => {
      session.ui.pendingTrigger = drag
    })
    await click(await screen.findByRole('menuitem', { name: t.actions.moveDialog }))
    await settled()
    expect(session.editor.getState().triggers).toMatchObject([
      { survey_id: 's1', unique_question_id: 'q2', trigger: 'moveTo;s2;q1', init_survey: false },
    ])
    expect(fake.triggers.state.triggers).toHaveLength(1)
    expect(screen.queryByRole('menuitem')).toBeNull()
  })

  it('creates a waitAPI trigger with "Automatisch freigeben nach … s"', async () => {
    const { session, settled } = await createTestMultichat()
    renderWorkspace(session)
    act(() => {
      session.ui.pendingTrigger = drag
    })
    await click(await screen.findByRole('menuitem', { name: t.actions.waitAPI }))
    const field = screen.getByLabelText(t.menu.releaseAfter)
    fireEvent.change(field, { target: { value: 'x' } })
    expect((screen.getByRole('button', { name: t.menu.create }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: '30' } })
    await click(screen.getByRole('button', { name: t.menu.create }))
    await settled()
    expect(session.editor.getState().triggers).toMatchObject([
      { survey_id: 's2', trigger: 'waitAPI;s1;q2', release_after_seconds: 30 },
    ])
  })

  it('deletes the selected trigger with the button and with Delete; undo and redo by buttons and keys', async () => {
    const { session, fake, settled } = await createTestMultichat({ triggers: [moveTo] })
    renderWorkspace(session)
    const ids = () => session.editor.getState().triggers.map((x) => x.id)
    act(() => {
      session.ui.selectedEdgeId = 'trigger:t1'
    })
    await click(await screen.findByRole('button', { name: t.toolbar.deleteTrigger }))
    expect(ids()).toEqual([])
    await click(screen.getByRole('button', { name: t.toolbar.undo }))
    expect(ids()).toEqual(['t1'])
    await click(screen.getByRole('button', { name: t.toolbar.redo }))
    expect(ids()).toEqual([])
    await press('z', { ctrlKey: true })
    expect(ids()).toEqual(['t1'])
    await press('Z', { ctrlKey: true, shiftKey: true })
    expect(ids()).toEqual([])
    await press('z', { ctrlKey: true })
    act(() => {
      session.ui.selectedEdgeId = 'trigger:t1'
    })
    await press('Delete')
    expect(ids()).toEqual([])
    await press('z', { ctrlKey: true })
    await press('y', { ctrlKey: true })
    expect(ids()).toEqual([])
    await settled()
    expect(fake.triggers.state.triggers).toEqual([])
  })

  it('makes another dialog the lead: the server swaps them and the groups follow', async () => {
    const { session, fake, reports, settled } = await createTestMultichat()
    renderWorkspace(session)
    const group = await screen.findByRole('group', { name: t.group.label('Zeugin', false) })
    await click(within(group).getByRole('button', { name: t.group.makeLead }))
    await settled()
    expect(fake.calls.at(-1)).toEqual({ method: 'POST', path: '/api/dialogmanagers/7/lead', body: { survey_id: 's2' } })
    expect(session.editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s2', 's1'])
    await waitFor(() => expect(screen.getByRole('group', { name: t.group.label('Zeugin', true) })).toBeTruthy())
    expect(reports).toEqual([{ message: t.lead.done('Zeugin'), intent: 'success' }])
  })

  it('rolls a refused trigger back and says so in a toast', async () => {
    const { session, reports, settled } = await createTestMultichat({
      refuse: (_m, path) => (path === '/api/create_trigger' ? 'Keine Berechtigung.' : undefined),
    })
    renderWorkspace(session)
    act(() => {
      session.ui.pendingTrigger = drag
    })
    await click(await screen.findByRole('menuitem', { name: t.actions.startDialog }))
    await settled()
    expect(session.editor.getState().triggers).toEqual([])
    expect(reports).toEqual([{ message: t.rolledBack('Keine Berechtigung.'), intent: 'danger' }])
    expect((screen.getByRole('button', { name: t.toolbar.undo }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a shed call (503) rolls the trigger back and fails the lead change without a toast: the server_busy banner tells', async () => {
    const { session, reports, settled } = await createTestMultichat({
      refuse: (_m, path) =>
        path === '/api/create_trigger' || path.endsWith('/lead')
          ? new ApiError(503, de.live.errors.serverBusy, { code: 'server_busy' })
          : undefined,
    })
    renderWorkspace(session)
    act(() => {
      session.ui.pendingTrigger = drag
    })
    await click(await screen.findByRole('menuitem', { name: t.actions.startDialog }))
    await settled()
    expect(session.editor.getState().triggers).toEqual([])
    await click(
      within(await screen.findByRole('group', { name: t.group.label('Zeugin', false) })).getByRole('button', {
        name: t.group.makeLead,
      }),
    )
    await settled()
    expect(session.editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s1', 's2'])
    expect(reports).toEqual([])
  })

  it('disconnects a dialog only after confirmation, then opens a fresh session', async () => {
    const { session, fake, reopened, settled } = await createTestMultichat()
    renderWorkspace(session)
    await click(await screen.findByRole('button', { name: `${t.group.disconnect}: Zeugin` }))
    const dialog = await screen.findByRole('alertdialog', { name: t.disconnect.header })
    expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(false)
    await click(within(dialog).getByRole('button', { name: t.disconnect.confirm }))
    await settled()
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/dialogmanagers/7/surveys/s2' })
    expect(reopened()).toBe(1)
  })

  it("connects one of the editor's dialogs", async () => {
    const { session, settled } = await createTestMultichat()
    renderWorkspace(session)
    await click(await screen.findByRole('button', { name: t.toolbar.connect }))
    await click(await screen.findByRole('button', { name: t.connect.submit }))
    await settled()
    expect(session.editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s1', 's2', 's3'])
    expect(session.editor.getState().dialogs[2]?.state?.blocks.size).toBe(2)
  })

  it('shows why a dialog was not connected when the server refuses it (a full multichat)', async () => {
    const refusal = 'Zu groß: Ein Dialogmanager verbindet höchstens 50 Dialoge.'
    const { session, reports, settled } = await createTestMultichat({
      refuse: (method, path) => (method === 'POST' && path.endsWith('/surveys') ? refusal : undefined),
    })
    renderWorkspace(session)
    await click(await screen.findByRole('button', { name: t.toolbar.connect }))
    await click(await screen.findByRole('button', { name: t.connect.submit }))
    await settled()
    expect(reports).toEqual([{ message: refusal, intent: 'danger' }])
    expect(session.editor.getState().dialogs.map((d) => d.survey_id)).toEqual(['s1', 's2'])
  })

  it("simulates the path to a block and opens the test drawer; an error shows the server's message", async () => {
    const { session, reports, settled } = await createTestMultichat({
      refuse: (_m, path) =>
        path.includes('simulate') && reports.length === 0 ? 'Diese Frage ist auf keinem Weg erreichbar.' : undefined,
    })
    renderWorkspace(session)
    const [button] = await screen.findAllByRole('button', { name: `${t.block.simulate}: Zeugin, ${t.block.label(1)}` })
    await click(button!)
    await settled()
    expect(reports).toEqual([{ message: 'Diese Frage ist auf keinem Weg erreichbar.', intent: 'danger' }])
    await click(button!)
    await settled()
    expect(await screen.findByText(t.test.from(1))).toBeTruthy()
    expect(session.ui.test).toMatchObject({ survey_id: 's2', unique_question_id: 'q1' })
  })
})
