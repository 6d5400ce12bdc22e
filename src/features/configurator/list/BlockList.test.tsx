// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { de } from '../../../i18n/de'
import { createTestSession, renderInSession } from '../testing/testSession'
import { BlockList } from './BlockList'

const t = de.configurator

describe('BlockList', () => {
  it('shows the blocks in order and selects one on click', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 3 }))
    renderInSession(session, <BlockList />)
    const rows = within(screen.getByRole('list', { name: t.list.label })).getAllByRole('listitem')
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['Frage 1', 'Frage 2', 'Frage 3'])
    fireEvent.click(within(rows[1] as HTMLElement).getByText('Frage 2'))
    expect(session.ui.selectedId).toBe('q2')
  })

  it('moves a block with its arrow buttons as one undoable, saved step', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3 }))
    renderInSession(session, <BlockList />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Frage 1: ${t.list.moveDown}` })))
    await settled()
    expect(server.state.blocks.ids).toEqual(['q2', 'q1', 'q3'])
    expect(screen.getByRole('button', { name: `Frage 1: ${t.list.moveUp}` }).hasAttribute('disabled')).toBe(true)
    await act(async () => void (await session.undo()))
    await settled()
    expect(server.state.blocks.ids).toEqual(['q1', 'q2', 'q3'])
  })

  it('reorders by drag and drop', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3 }))
    renderInSession(session, <BlockList />)
    const rows = within(screen.getByRole('list', { name: t.list.label })).getAllByRole('listitem')
    const data = { effectAllowed: '', setData: () => {} }
    fireEvent.dragStart(rows[2] as HTMLElement, { dataTransfer: data })
    // happy-dom rows have no height: the pointer is on the upper half, so this drops before row 0.
    fireEvent.dragOver(rows[0] as HTMLElement, { clientY: 0, dataTransfer: data })
    await act(async () => fireEvent.drop(screen.getByRole('list', { name: t.list.label }), { dataTransfer: data }))
    await settled()
    expect(server.state.blocks.ids).toEqual(['q3', 'q1', 'q2'])
  })
})
