// @vitest-environment happy-dom
import { updateBlock } from '@engine/index'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configuratorInspector as t } from '../../../i18n/de/configuratorInspector'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockInspector } from './BlockInspector'
import { anInspectorSurvey } from './inspectorFixture'

async function inspectLikert() {
  const test = await createTestSession(anInspectorSurvey())
  test.session.ui.selectedId = 'q2'
  renderInSession(test.session, <BlockInspector />)
  const scale = screen.getByLabelText(t.likert.scale) as HTMLInputElement
  return { ...test, scale, user: userEvent.setup() }
}

describe('likert fields', () => {
  it('shows an error for a scale of 11, keeps the text and sends nothing', async () => {
    const { session, server, settled, scale, user } = await inspectLikert()
    await user.type(scale, '11', { initialSelectionStart: 0, initialSelectionEnd: scale.value.length })
    await settled()
    expect(screen.getByText(t.numbers.between(3, 10))).toBeTruthy()
    expect(scale.value).toBe('11')
    expect(scale.getAttribute('aria-invalid')).toBe('true')
    expect(session.editor.getState().blocks.get('q2')?.likert_scale).toBe(5)
    expect(server.state.blocks.get('q2')?.likert_scale).toBe(5)
    expect(session.history.get().entries).toEqual([])
  })

  it('goes back to the default scale when the field is emptied, showing the default as placeholder', async () => {
    const { server, settled, scale, user } = await inspectLikert()
    await user.clear(scale)
    await settled()
    expect(screen.queryByText(t.numbers.required)).toBeNull()
    expect(scale.getAttribute('aria-invalid')).toBeNull()
    expect(scale.placeholder).toMatch(/^\d+$/)
    expect(server.state.blocks.get('q2')).not.toHaveProperty('likert_scale')
  })

  it('saves a valid scale and offers one label per point', async () => {
    const { server, settled, scale, user } = await inspectLikert()
    await user.clear(scale)
    await user.type(scale, '7')
    await settled()
    expect(server.state.blocks.get('q2')?.likert_scale).toBe(7)
    expect(screen.getByLabelText(t.likert.labelOf(7))).toBeTruthy()
  })

  it('drops an invalid draft when undo changes the value', async () => {
    const { session, settled, scale, user } = await inspectLikert()
    await user.clear(scale)
    await user.type(scale, '4')
    await settled()
    await user.type(scale, '0')
    expect(scale.value).toBe('40')
    await session.undo()
    await waitFor(() => expect(scale.value).toBe('5'))
    expect(screen.queryByText(t.numbers.between(3, 10))).toBeNull()
  })

  it('saves labels as one list with an entry per point, and the "keine Angabe" switch', async () => {
    const { server, reports, settled, user } = await inspectLikert()
    await user.type(screen.getByLabelText(t.likert.labelOf(1)), 'gar nicht')
    await user.click(screen.getByRole('checkbox', { name: t.likert.na }))
    await settled()
    expect(server.state.blocks.get('q2')?.likert_labels).toEqual(['gar nicht', '', '', '', ''])
    expect(server.state.blocks.get('q2')?.likert_na).toBe(true)
    await user.clear(screen.getByLabelText(t.likert.labelOf(1)))
    await settled()
    expect(server.state.blocks.get('q2')?.likert_labels).toBeUndefined()
    expect(reports).toEqual([])
  })

  it('shows two saved labels at the ends of the scale and keeps them when a middle point is labelled', async () => {
    const { session, server, settled, user } = await inspectLikert()
    await act(
      async () =>
        void (await session.execute(
          updateBlock({ unique_question_id: 'q2', key: 'likert_labels', value: ['gar nicht', 'sehr'] }),
        )),
    )
    expect((screen.getByLabelText(t.likert.labelOf(1)) as HTMLInputElement).value).toBe('gar nicht')
    expect((screen.getByLabelText(t.likert.labelOf(2)) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(t.likert.labelOf(5)) as HTMLInputElement).value).toBe('sehr')
    expect(screen.queryByText(t.likert.labelsMismatch)).toBeNull()
    await user.type(screen.getByLabelText(t.likert.labelOf(3)), 'mittel')
    await settled()
    expect(server.state.blocks.get('q2')?.likert_labels).toEqual(['gar nicht', '', 'mittel', '', 'sehr'])
  })
})
