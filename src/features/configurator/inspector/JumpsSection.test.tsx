// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'
import { CUSTOM_HANDLE } from './jumpHandleChoices'

async function inspect(id: string) {
  const test = await createTestSession(anInspectorSurvey())
  test.session.ui.selectedId = id
  renderInSession(test.session, <BlockInspector />)
  const form = screen.getByRole('form', { name: t.jumps.add })
  return { ...test, form: within(form), user: userEvent.setup() }
}

const target = (n: number, text: string) => t.jumps.blockOption(n, text)

describe('jumps section', () => {
  it('lists the saved jumps with their handle and target', async () => {
    await inspect('q1')
    const select = screen.getByRole('combobox', { name: t.jumps.targetOf('zustimmung') }) as HTMLSelectElement
    expect(select.value).toBe('q2')
  })

  it('removes a jump', async () => {
    const { server, settled, user } = await inspect('q1')
    await user.click(screen.getByRole('button', { name: t.jumps.remove('zustimmung') }))
    await settled()
    expect(server.state.connections).toEqual([])
    expect(screen.getByText(t.jumps.none)).toBeTruthy()
  })

  it('re-targets a jump', async () => {
    const { server, settled, user } = await inspect('q1')
    await user.selectOptions(screen.getByRole('combobox', { name: t.jumps.targetOf('zustimmung') }), 'q4')
    await settled()
    expect(server.state.connections).toEqual([{ source: 'q1', handle: 'zustimmung', target: 'q4' }])
  })

  it('adds a likert range jump', async () => {
    const { server, settled, form, user } = await inspect('q2')
    expect((form.getByLabelText(t.jumps.handle) as HTMLSelectElement).value).toBe(CUSTOM_HANDLE)
    await user.type(form.getByLabelText(t.jumps.rangeLabel), '1-3')
    await user.selectOptions(form.getByLabelText(t.jumps.target), target(4, 'Danke!'))
    await user.click(form.getByRole('button', { name: t.jumps.add }))
    await settled()
    expect(server.state.connections).toContainEqual({ source: 'q2', handle: '1-3', target: 'q4' })
    expect(screen.getByRole('combobox', { name: t.jumps.targetOf('1-3') })).toBeTruthy()
    expect((form.getByLabelText(t.jumps.rangeLabel) as HTMLInputElement).value).toBe('')
  })

  it('refuses a range outside the scale and a missing target, and connects nothing', async () => {
    const { session, form, user } = await inspect('q2')
    await user.type(form.getByLabelText(t.jumps.rangeLabel), '4-6')
    expect(form.getByText(t.jumps.errors.rangeOutside(1, 5))).toBeTruthy()
    await user.click(form.getByRole('button', { name: t.jumps.add }))
    expect(form.getByText(t.jumps.errors.targetRequired)).toBeTruthy()
    expect(session.editor.getState().connections).toHaveLength(1)
  })

  it('refuses an intent label that already has a jump', async () => {
    const { session, form, user } = await inspect('q1')
    await user.type(form.getByLabelText(t.jumps.intentLabel), 'zustimmung')
    await user.selectOptions(form.getByLabelText(t.jumps.target), 'q3')
    await user.click(form.getByRole('button', { name: t.jumps.add }))
    expect(form.getByText(t.jumps.errors.duplicate('zustimmung'))).toBeTruthy()
    expect(session.editor.getState().connections).toHaveLength(1)
  })

  it('adds a jump for a choice option, which then is no longer offered', async () => {
    const { server, settled, form, user } = await inspect('q3')
    await user.selectOptions(form.getByLabelText(t.jumps.handle), 'o2')
    await user.selectOptions(form.getByLabelText(t.jumps.target), 'q1')
    await user.click(form.getByRole('button', { name: t.jumps.add }))
    await settled()
    expect(server.state.connections).toContainEqual({ source: 'q3', handle: 'o2', target: 'q1' })
    const handles = [...(form.getByLabelText(t.jumps.handle) as HTMLSelectElement).options].map((o) => o.value)
    expect(handles).toEqual(['o1', 'default'])
  })

  it('adds the default jump of a message block, after which every exit is taken', async () => {
    const { server, settled, form, user } = await inspect('q4')
    await user.selectOptions(form.getByLabelText(t.jumps.target), 'q1')
    await user.click(form.getByRole('button', { name: t.jumps.add }))
    await settled()
    expect(server.state.connections).toContainEqual({ source: 'q4', handle: 'default', target: 'q1' })
    expect(screen.getByText(t.jumps.allUsed)).toBeTruthy()
  })
})
