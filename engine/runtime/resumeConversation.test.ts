import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { resumeConversation } from './resumeConversation'
import { startConversation } from './startConversation'
import { aDialog, textsOf } from './testing/aDialog'

describe('resumeConversation', () => {
  const dialog = aDialog({
    welcome: 'Hallo!',
    ending: 'Danke!',
    blocks: [
      { type: 'open', nachfrage: 'Genauer?' },
      { type: 'single_choice', options: [{ id: 'a', label: 'A' }] },
    ],
  })

  it('asks the awaited question again, without the welcome, and changes nothing', () => {
    const started = startConversation(dialog)
    const resumed = resumeConversation(dialog, started.state)
    expect(textsOf(resumed)).toEqual(['Frage q1'])
    expect(resumed.awaiting).toEqual(started.awaiting)
    expect(resumed.state).toBe(started.state)
  })

  it('asks the follow-up again when it was asked last', () => {
    const afterShort = answer(dialog, startConversation(dialog).state, 'gut')
    expect(afterShort.state.phase).toBe('nachfrage')
    const resumed = resumeConversation(dialog, afterShort.state)
    expect(resumed.messages.map((m) => m.type)).toEqual(['nachfrage'])
    expect(textsOf(resumed)).toEqual(['Genauer?'])
  })

  it('a finished dialog stays finished and sends nothing', () => {
    let turn = startConversation(dialog)
    turn = answer(dialog, turn.state, 'das ist eine lange antwort')
    turn = answer(dialog, turn.state, 'a')
    expect(turn.is_end).toBe(true)
    expect(resumeConversation(dialog, turn.state)).toMatchObject({ messages: [], awaiting: null, is_end: true })
  })

  it('a state whose block was deleted meanwhile ends the dialog with the ending', () => {
    const state = { ...startConversation(dialog).state, current: 'weg' }
    const resumed = resumeConversation(dialog, state)
    expect(resumed.is_end).toBe(true)
    expect(textsOf(resumed)).toEqual(['Danke!'])
  })
})
