import { aSurvey } from '@engine/testing'
import { describe, expect, it } from 'vitest'
import { addBlock } from './addBlock'
import { createTestSession } from './testing/testSession'

describe('addBlock', () => {
  it('inserts after the selected block, below it on the canvas, selects it and saves it', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3, withPositions: true }))
    session.ui.selectedId = 'q1'
    const added = addBlock(session, 'single_choice')
    expect(added).toBe('n1')
    expect(session.ui.selectedId).toBe('n1')
    const block = session.editor.getState().blocks.get('n1')
    expect(block).toMatchObject({ type: 'single_choice', order: 1, position: { x: 0, y: 160 } })
    await settled()
    expect(server.state.blocks.ids).toEqual(['q1', 'n1', 'q2', 'q3'])
  })

  it('appends after the last block when nothing is selected, and honours an explicit place', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 2, withPositions: true }))
    addBlock(session, 'message')
    expect(session.editor.getState().blocks.get('n1')).toMatchObject({ order: 2, position: { x: 0, y: 310 } })
    addBlock(session, 'open', { position: { x: 10.4, y: -3.6 }, after: 'q1' })
    expect(session.editor.getState().blocks.get('n2')).toMatchObject({ order: 1, position: { x: 10, y: -4 } })
  })

  it('is one undo step', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 1 }))
    addBlock(session, 'email')
    await session.undo()
    expect(session.editor.getState().blocks.ids).toEqual(['q1'])
  })
})
