// @vitest-environment happy-dom
import { aSurvey } from '@engine/testing'
import { updateBlock } from '@engine/index'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useBlock } from '../useConfigurator'
import { createTestSession, renderInSession } from './testSession'

function Context({ id }: { id: string }) {
  return <p>{useBlock(id)?.context}</p>
}

describe('a configurator session over the fake server', () => {
  it('renders engine state and follows an edit to the server', async () => {
    const { session, server, settled } = await createTestSession(aSurvey({ blocks: 2 }))
    renderInSession(session, <Context id="q1" />)
    expect(screen.getByText('Frage 1: Wie war Ihr Tag?')).toBeTruthy()
    await session.execute(updateBlock({ unique_question_id: 'q1', key: 'context', value: 'Hallo' }))
    await settled()
    expect(await screen.findByText('Hallo')).toBeTruthy()
    expect(server.state.blocks.get('q1')?.context).toBe('Hallo')
  })
})
