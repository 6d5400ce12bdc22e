import { describe, expect, it } from 'vitest'
import { endConversation } from './endConversation'
import { startConversation } from './startConversation'
import { aDialog, textsOf } from './testing/aDialog'

describe('endConversation', () => {
  const dialog = aDialog({ ending: 'Danke und tschüss!', blocks: [{ type: 'open' }, { type: 'open' }] })

  it('ends at once with the ending message; the waiting question counts as finished', () => {
    const turn = endConversation(dialog, startConversation(dialog).state, 'exit_condition')
    expect(textsOf(turn)).toEqual(['Danke und tschüss!'])
    expect(turn).toMatchObject({
      is_end: true,
      awaiting: null,
      finished_question_id: 'q1',
      end_reason: 'exit_condition',
      state: { finished: true, visited: ['q1'] },
    })
  })

  it('ending an ended dialog sends nothing more', () => {
    const ended = endConversation(dialog, startConversation(dialog).state, 'exit_condition')
    expect(endConversation(dialog, ended.state, 'again')).toMatchObject({
      messages: [],
      is_end: true,
      state: ended.state,
    })
  })
})
