import { describe, expect, it } from 'vitest'
import { startConversation } from './startConversation'
import { aDialog, textsOf } from './testing/aDialog'

describe('startConversation', () => {
  it('sends the welcome message, then the first question, and waits for its answer', () => {
    const turn = startConversation(aDialog({ welcome: 'Willkommen!', blocks: [{ type: 'open' }, { type: 'open' }] }))
    expect(turn.messages.map((m) => [m.type, m.unique_question_id])).toEqual([
      ['welcome', null],
      ['open', 'q1'],
    ])
    expect(turn.awaiting).toEqual({ unique_question_id: 'q1', kind: 'text', maxLength: 2000 })
    expect(turn.state).toEqual({
      current: 'q1',
      phase: 'answer',
      pendingAnswers: [],
      qaCount: 0,
      finished: false,
      visited: ['q1'],
    })
    expect(turn.is_end).toBe(false)
  })

  it('moves on through message blocks by itself', () => {
    const turn = startConversation(aDialog({ blocks: [{ type: 'message' }, { type: 'message' }, { type: 'likert' }] }))
    expect(textsOf(turn)).toEqual(['Frage q1', 'Frage q2', 'Frage q3'])
    expect(turn.awaiting?.unique_question_id).toBe('q3')
    expect(turn.state.visited).toEqual(['q1', 'q2', 'q3'])
  })

  it('starts at the start_page block', () => {
    const turn = startConversation(aDialog({ blocks: [{ type: 'open' }, { type: 'number', start_page: true }] }))
    expect(turn.awaiting).toMatchObject({ unique_question_id: 'q2', kind: 'number' })
  })

  it('follows the default jump of a message block', () => {
    const turn = startConversation(
      aDialog({ blocks: [{ type: 'message' }, { type: 'open' }, { type: 'email' }], jumps: [['q1', 'default', 'q3']] }),
    )
    expect(turn.awaiting).toMatchObject({ unique_question_id: 'q3', kind: 'email' })
  })

  it('a message block with is_end ends the dialog with the ending message', () => {
    const turn = startConversation(
      aDialog({ ending: 'Danke!', blocks: [{ type: 'message', is_end: true }, { type: 'open' }] }),
    )
    expect(textsOf(turn)).toEqual(['Frage q1', 'Danke!'])
    expect(turn.messages.at(-1)?.type).toBe('ending')
    expect(turn).toMatchObject({ is_end: true, awaiting: null, state: { finished: true, current: null } })
  })

  it('a dialog of messages only ends when the order runs out', () => {
    const turn = startConversation(aDialog({ ending: 'Ende', blocks: [{ type: 'message' }] }))
    expect(textsOf(turn)).toEqual(['Frage q1', 'Ende'])
    expect(turn.is_end).toBe(true)
  })

  it('an empty dialog ends at once, without an ending message when none is set', () => {
    const turn = startConversation(aDialog({ blocks: [] }))
    expect(turn).toMatchObject({ messages: [], is_end: true, awaiting: null })
  })

  it('a cycle of message blocks does not hang: each is shown once, then the dialog ends', () => {
    const turn = startConversation(
      aDialog({ ending: 'Ende', blocks: [{ type: 'message' }, { type: 'message' }], jumps: [['q2', 'default', 'q1']] }),
    )
    expect(turn.is_end).toBe(true)
    expect(textsOf(turn)).toEqual(['Frage q1', 'Frage q2', 'Ende'])
    expect(turn.state.visited).toEqual(['q1', 'q2'])
  })

  it('splits the texts into bubbles at delay markers, scaled by the speed', () => {
    const turn = startConversation(
      aDialog({ speed: 1, blocks: [{ type: 'open', context: 'Hallo#1000#Wie heißen Sie?' }] }),
    )
    expect(turn.messages[0]?.bubbles).toEqual([
      { text: 'Hallo', delayMs: 0 },
      { text: 'Wie heißen Sie?', delayMs: 2000 },
    ])
    expect(turn.messages[0]?.context).toBe('Hallo#1000#Wie heißen Sie?')
  })
})
