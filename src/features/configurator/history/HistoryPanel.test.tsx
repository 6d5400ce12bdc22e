// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { updateBlock } from '@engine/index'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { de } from '../../../i18n/de'
import { createTestSession, renderInSession } from '../testing/testSession'
import { formatHistoryTime } from './formatTime'
import { HistoryPanel } from './HistoryPanel'
import { UndoRedoButtons } from './UndoRedoButtons'

const t = de.configurator

describe('HistoryPanel and undo/redo buttons', () => {
  it('lists entries with title, subtitle and HH:MM:SS time, marks the pointer and jumps on click', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 2 }))
    renderInSession(
      session,
      <>
        <UndoRedoButtons />
        <HistoryPanel />
      </>,
    )
    expect(screen.getByText(t.history.empty)).toBeTruthy()
    expect(screen.getByRole('button', { name: t.toolbar.undo }).hasAttribute('disabled')).toBe(true)

    await act(async () => {
      await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Eins' }))
      await session.execute(updateBlock({ unique_question_id: 'q2', key: 'context', value: 'Zwei' }))
    })
    const time = formatHistoryTime(1_700_000_000_000)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[1]?.textContent).toContain('Block geändert')
    expect(items[1]?.textContent).toContain('Frage 1: Text')
    expect(items[2]?.textContent).toContain(time)
    expect(screen.getByRole('button', { name: t.history.jumpTo('Block geändert', time), current: 'step' })).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.history.start })))
    await settled()
    expect(server.state.blocks.get('q1')?.context).toBe('Frage 1: Wie war Ihr Tag?')
    expect(server.state.blocks.get('q2')?.context).toBe('Frage 2: Wie war Ihr Tag?')
    expect(screen.getByRole('button', { name: t.history.start, current: 'step' })).toBeTruthy()

    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.toolbar.redo })))
    await settled()
    expect(server.state.blocks.get('q1')?.context).toBe('Eins')
    expect(session.history.get().pointer).toBe(1)
  })
})
