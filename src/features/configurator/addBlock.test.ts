import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import type { Position } from '@engine/index'
import { aSurvey } from '@engine/testing'
import { describe, expect, it } from 'vitest'
import { addBlock, copyBlockBeside } from './addBlock'
import { createTestSession } from './testing/testSession'

const drawn = (session: Awaited<ReturnType<typeof createTestSession>>['session']) =>
  session.graph.get().nodes.map((n) => n.position)

const overlapping = (spots: readonly Position[]) =>
  spots.some((a, i) =>
    spots.some((b, j) => i < j && Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT),
  )

describe('addBlock', () => {
  it('inserts after the selected block, beside the next one on the canvas (not on it), selects it and saves it', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 3, withPositions: true }))
    session.ui.selectedId = 'q1'
    const added = addBlock(session, 'single_choice')
    expect(added).toBe('n1')
    expect(session.ui.selectedId).toBe('n1')
    const block = session.editor.getState().blocks.get('n1')
    // Under q1 is q2 (y 150): the new block goes to the free spot beside it.
    expect(block).toMatchObject({ type: 'single_choice', order: 1, position: { x: 300, y: 160 } })
    await settled()
    expect(server.state.blocks.ids).toEqual(['q1', 'n1', 'q2', 'q3'])
  })

  it('appends below the last block when nothing is selected, and honours an explicit free place', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 2, withPositions: true }))
    addBlock(session, 'message')
    expect(session.editor.getState().blocks.get('n1')).toMatchObject({ order: 2, position: { x: 0, y: 310 } })
    addBlock(session, 'open', { position: { x: 600.4, y: -3.6 }, after: 'q1' })
    expect(session.editor.getState().blocks.get('n2')).toMatchObject({ order: 1, position: { x: 600, y: -4 } })
  })

  it('a new open block offers a choice when the model is unsure; other types get no such field', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 1 }))
    addBlock(session, 'open')
    addBlock(session, 'single_choice')
    await settled()
    expect(server.state.blocks.get('n1')?.clarify_mode).toBe('buttons')
    expect(server.state.blocks.get('n2')).not.toHaveProperty('clarify_mode')
  })

  it('places five blocks inserted after the same block where none covers another', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 3, withPositions: true }))
    for (let i = 0; i < 5; i++) addBlock(session, 'message', { after: 'q1' })
    expect(session.editor.getState().blocks.size).toBe(8)
    expect(overlapping(drawn(session))).toBe(false)
  })

  it('moves a block dropped onto another one to the nearest free spot', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 2, withPositions: true }))
    addBlock(session, 'open', { position: { x: 10, y: 5 }, after: 'q1' })
    expect(overlapping(drawn(session))).toBe(false)
  })

  it('leaves a block after a laid-out block to the layout, which puts it into the flow', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 3 }))
    addBlock(session, 'message', { after: 'q1' })
    addBlock(session, 'message', { after: 'q1' })
    expect(session.editor.getState().blocks.get('n1')?.position).toBeNull()
    expect(overlapping(drawn(session))).toBe(false)
  })

  it('is one undo step', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 1 }))
    addBlock(session, 'email')
    await session.undo()
    expect(session.editor.getState().blocks.ids).toEqual(['q1'])
  })
})

describe('copyBlockBeside', () => {
  it('puts copies beside the original, never on top of it or of each other, and selects the copy', async () => {
    const { session } = await createTestSession(aSurvey({ blocks: 2, withPositions: true }))
    const first = copyBlockBeside(session, 'q1')
    copyBlockBeside(session, 'q1')
    expect(session.ui.selectedId).not.toBe(first)
    expect(session.editor.getState().blocks.get(first ?? '')?.position).toEqual({ x: 300, y: 0 })
    expect(overlapping(drawn(session))).toBe(false)
  })
})
