// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { updateBlock } from '@engine/index'
import { act, fireEvent, render } from '@testing-library/react'
import { ref } from 'valtio'
import { describe, expect, it } from 'vitest'
import type { ConfiguratorSession } from './configuratorSession'
import { createTestSession } from './testing/testSession'
import { useEditorShortcuts } from './useEditorShortcuts'

function Keys({ session }: { session: ConfiguratorSession }) {
  useEditorShortcuts(session)
  return <input aria-label="Text" />
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  act(async () => void fireEvent.keyDown(target, { key, ...init }))

describe('useEditorShortcuts', () => {
  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 1 }))
    render(<Keys session={session} />)
    await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    const text = () => session.editor.getState().blocks.get('q1')?.context
    await press('z', { ctrlKey: true })
    expect(text()).toBe('Frage 1: Wie war Ihr Tag?')
    await press('Z', { ctrlKey: true, shiftKey: true })
    expect(text()).toBe('Neu')
    await press('z', { ctrlKey: true })
    await press('y', { ctrlKey: true })
    expect(text()).toBe('Neu')
  })

  it('leaves keys typed in a text field to the field', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 2 }))
    const { getByLabelText } = render(<Keys session={session} />)
    session.ui.selectedId = 'q1'
    await press('Delete', {}, getByLabelText('Text'))
    expect(session.editor.getState().blocks.size).toBe(2)
  })

  it('deletes the selected block with Delete (undoable), moves the selection with arrows, clears it with Escape', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3 }))
    render(<Keys session={session} />)
    await press('ArrowDown')
    expect(session.ui.selectedId).toBe('q1')
    await press('ArrowDown')
    expect(session.ui.selectedId).toBe('q2')
    await press('ArrowUp')
    await press('ArrowUp')
    expect(session.ui.selectedId).toBe('q1')
    await press('Delete')
    await settled()
    expect(server.state.blocks.ids).toEqual(['q2', 'q3'])
    expect(session.ui.selectedId).toBeNull()
    await press('z', { ctrlKey: true })
    await settled()
    expect(server.state.blocks.ids).toEqual(['q1', 'q2', 'q3'])
    session.ui.selectedId = 'q3'
    await press('Escape')
    expect(session.ui.selectedId).toBeNull()
  })

  it('removes a selected jump with Delete', async () => {
    const snapshot = { ...aSurvey({ blocks: 2 }), connections: [{ source: 'q1', handle: 'default', target: 'q2' }] }
    const { session, server, settled } = await createTestSession(snapshot)
    render(<Keys session={session} />)
    session.ui.selectedEdgeId = 'jump:q1:default'
    await press('Delete')
    await settled()
    expect(server.state.connections).toEqual([])
    expect(session.editor.getState().blocks.size).toBe(2)
  })

  it('edits nothing while a past version is shown: Delete, Ctrl+Z and any command are refused (issue #28)', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3 }))
    render(<Keys session={session} />)
    await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Neu' }))
    await settled()
    const doc = session.editor.getState()
    session.ui.version = { version: 1, createdOn: '2026-11-28T09:00:00Z', doc: ref(doc), compare: false }
    session.ui.selectedId = 'q2'
    await press('Delete')
    await press('z', { ctrlKey: true })
    const refused = await session.execute(updateBlock({ unique_question_id: 'q3', key: 'context', value: 'Nein' }))
    await settled()
    expect(refused.ok).toBe(false)
    expect(server.state.blocks.ids).toEqual(['q1', 'q2', 'q3'])
    expect(server.state.blocks.get('q1')?.context).toBe('Neu')
    expect(server.state.blocks.get('q3')?.context).not.toBe('Nein')
    // The arrows walk the version's blocks: looking is allowed.
    await press('ArrowDown')
    expect(session.ui.selectedId).toBe('q3')
  })
})
