// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'

async function inspectChoice() {
  const test = await createTestSession(anInspectorSurvey())
  test.session.ui.selectedId = 'q3'
  renderInSession(test.session, <BlockInspector />)
  const options = () => test.server.state.blocks.get('q3')?.options
  return { ...test, options, user: userEvent.setup() }
}

describe('choice options', () => {
  it('adds an option with a new id and lets the user name it', async () => {
    const { options, settled, user } = await inspectChoice()
    await user.click(screen.getByRole('button', { name: t.choice.add }))
    await user.type(screen.getByLabelText(t.choice.optionLabel(3)), 'Vielleicht')
    await settled()
    expect(options()).toEqual([
      { id: 'o1', label: 'Ja' },
      { id: 'o2', label: 'Nein' },
      { id: 'o3', label: 'Vielleicht' },
    ])
  })

  it('renames an option', async () => {
    const { options, settled, user } = await inspectChoice()
    const first = screen.getByLabelText(t.choice.optionLabel(1)) as HTMLInputElement
    expect(first.value).toBe('Ja')
    await user.type(first, ', gern')
    await settled()
    expect(options()?.[0]).toEqual({ id: 'o1', label: 'Ja, gern' })
  })

  it('removes an option', async () => {
    const { options, settled, user } = await inspectChoice()
    await user.click(screen.getByRole('button', { name: t.choice.remove('Ja') }))
    await settled()
    expect(options()).toEqual([{ id: 'o2', label: 'Nein' }])
    expect(screen.queryByDisplayValue('Ja')).toBeNull()
  })

  it('moves an option up and down', async () => {
    const { options, settled, user } = await inspectChoice()
    expect((screen.getByRole('button', { name: t.choice.moveUp('Ja') }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: t.choice.moveUp('Nein') }))
    await settled()
    expect(options()?.map((o) => o.id)).toEqual(['o2', 'o1'])
    await user.click(screen.getByRole('button', { name: t.choice.moveDown('Nein') }))
    await settled()
    expect(options()?.map((o) => o.id)).toEqual(['o1', 'o2'])
  })

  it('edits min and max of a multiple choice and refuses a minimum above the maximum', async () => {
    const { session, server, reports, settled, user } = await inspectChoice()
    await user.selectOptions(screen.getByLabelText(t.type), 'multiple_choice')
    await user.type(screen.getByLabelText(t.choice.max), '1')
    await user.type(screen.getByLabelText(t.choice.min), '2')
    await settled()
    expect(screen.getAllByText(t.choice.minAboveMax)).toHaveLength(1)
    expect(server.state.blocks.get('q3')?.max).toBe(1)
    expect(server.state.blocks.get('q3')?.min).toBeUndefined()
    await user.clear(screen.getByLabelText(t.choice.max))
    await settled()
    expect(session.editor.getState().blocks.get('q3')?.max).toBeUndefined()
    expect(server.state.blocks.get('q3')?.max).toBeUndefined()
    expect(reports).toEqual([])
  })
})
