import type { ChatHistoryEntry } from '@engine/model'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fakeStorage } from '../session/fakeStorage'
import {
  botEntries,
  deleteHistory,
  formatTime,
  HISTORY_KEY,
  questionTypeOf,
  readHistory,
  readSurveyHistory,
  restoreHistory,
  retrievePartialHistory,
  userEntry,
  writeSurveyHistory,
} from './chatHistory'
import { aBotMessage, aChatResponse, anAwaiting, aQuestion } from './testing/aChatResponse'

function anEntry(overrides: Partial<ChatHistoryEntry> = {}): ChatHistoryEntry {
  return {
    context: 'Text',
    created_on: 1_000,
    type: 'open',
    unique_question_id: 'q1',
    nachfrage_id: null,
    current_question_id: 'q1',
    finished_question_id: null,
    user_or_bot: 'bot',
    ...overrides,
  }
}

describe('local chat history in browser storage', () => {
  it('keeps one list per survey id under the key "history"', () => {
    const storage = fakeStorage()
    writeSurveyHistory(storage, 'a', [anEntry({ context: 'A' })])
    writeSurveyHistory(storage, 'b', [anEntry({ context: 'B' })])
    expect(Object.keys(JSON.parse(storage.entries.get(HISTORY_KEY)!))).toEqual(['a', 'b'])
    expect(readSurveyHistory(storage, 'a').map((e) => e.context)).toEqual(['A'])
  })

  it('deleting one dialog keeps the others, deleting the last removes the key', () => {
    const storage = fakeStorage()
    writeSurveyHistory(storage, 'a', [anEntry()])
    writeSurveyHistory(storage, 'b', [anEntry()])
    deleteHistory(storage, ['a'])
    expect(readSurveyHistory(storage, 'a')).toEqual([])
    expect(readSurveyHistory(storage, 'b')).toHaveLength(1)
    deleteHistory(storage, ['b'])
    expect(storage.entries.has(HISTORY_KEY)).toBe(false)
  })

  it('a damaged value reads as an empty history instead of breaking the page', () => {
    expect(readHistory(fakeStorage({ history: '{kaputt' }))).toEqual({})
    expect(readHistory(fakeStorage({ history: '[1,2]' }))).toEqual({})
    expect(readHistory(fakeStorage({ history: '{"a":[{"context":1}]}' }))).toEqual({ a: [] })
  })

  it('write then read gives back exactly the entries for any survey id and entries', () => {
    const entry = fc.record({
      context: fc.string(),
      created_on: fc.integer({ min: 0 }),
      type: fc.string(),
      unique_question_id: fc.option(fc.string()),
      nachfrage_id: fc.option(fc.string()),
      current_question_id: fc.option(fc.string()),
      finished_question_id: fc.option(fc.string()),
      user_or_bot: fc.constantFrom('bot' as const, 'user' as const),
    })
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1 }), fc.constant('__proto__')), fc.array(entry), (id, entries) => {
        const storage = fakeStorage()
        writeSurveyHistory(storage, id, entries)
        expect(readSurveyHistory(storage, id)).toEqual(entries)
      }),
    )
  })
})

describe('entries of a turn', () => {
  it('has one bot entry per bubble, stamped when the bubble appears', () => {
    const response = aChatResponse({
      messages: [
        aBotMessage({ texts: ['Hallo!', 'Schön, dass Sie da sind.'], delays: [0, 1500] }),
        aQuestion('q1', 'likert', 'Wie zufrieden?', [500]),
      ],
      awaiting: anAwaiting('q1', 'likert'),
    })
    const entries = botEntries(response, 10_000).map((p) => p.entry)
    expect(entries.map((e) => [e.context, e.created_on, e.type])).toEqual([
      ['Hallo!', 10_000, 'welcome'],
      ['Schön, dass Sie da sind.', 11_500, 'welcome'],
      ['Wie zufrieden?', 12_000, 'likert'],
    ])
    expect(entries.every((e) => e.user_or_bot === 'bot' && e.current_question_id === 'q1')).toBe(true)
  })

  it("a bot message's id (for ratings) goes on its last bubble only", () => {
    const response = aChatResponse({
      messages: [
        { ...aBotMessage({ texts: ['Hallo!', 'Schön, dass du da bist.'] }), message_id: 41 },
        aQuestion('q1', 'open', 'Wie geht es Ihnen?'),
      ],
    })
    expect(botEntries(response, 0).map((p) => p.entry.message_id)).toEqual([undefined, 41, undefined])
  })

  it('a follow-up carries its question as nachfrage_id', () => {
    const [entry] = botEntries(aChatResponse({ messages: [aQuestion('q1', 'nachfrage', 'Genauer?')] }), 0)
    expect(entry?.entry.nachfrage_id).toBe('q1')
  })

  it("a qa answer's passages go with its last bubble only", () => {
    const source = { filename_db: 'f.pdf', section: 1, sections: 1, page: 1, text: 'Zwei.' }
    const message = {
      ...aBotMessage({ unique_question_id: 'q1', type: 'qa', texts: ['Eins.', 'Zwei.'] }),
      sources: [source],
    }
    const entries = botEntries(aChatResponse({ messages: [message] }), 0).map((p) => p.entry)
    expect(entries.map((e) => e.sources)).toEqual([undefined, [source]])
    expect(entries[0]).not.toHaveProperty('sources')
  })

  it('stamps are never earlier than the answer arrived and never go back, for any pauses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat(5000), { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        fc.nat(),
        (delays, at) => {
          const messages = delays.map((d, i) => aBotMessage({ texts: d.map((_, j) => `m${i}.${j}`), delays: d }))
          const stamps = botEntries(aChatResponse({ messages }), at).map((p) => p.entry.created_on)
          expect(stamps).toHaveLength(delays.flat().length)
          stamps.forEach((s, i) => expect(s).toBeGreaterThanOrEqual(i === 0 ? at : stamps[i - 1]!))
        },
      ),
    )
  })

  it('a reply is stamped 10 ms before the following bot entry and typed <blocktype>-r', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 2 ** 45 }), (nextBotAt) => {
        const history = [anEntry({ type: 'likert', unique_question_id: 'q1' })]
        const reply = userEntry(history, { text: '4', questionId: 'q1' }, aChatResponse({ finished: 'q1' }), nextBotAt)
        expect(reply).toMatchObject({
          created_on: nextBotAt - 10,
          type: 'likert-r',
          user_or_bot: 'user',
          finished_question_id: 'q1',
          nachfrage_id: null,
        })
      }),
    )
  })

  it('a reply to a follow-up is an open-r with nachfrage_id, even after a validation error', () => {
    const history = [
      anEntry({ type: 'open' }),
      anEntry({ type: 'open-r', user_or_bot: 'user' }),
      anEntry({ type: 'nachfrage' }),
      anEntry({ type: 'error' }),
    ]
    expect(questionTypeOf(history, 'q1')).toEqual({ type: 'open', nachfrage: true })
    expect(questionTypeOf([anEntry({ type: 'email' }), anEntry({ type: 'error' })], 'q1')).toEqual({
      type: 'email',
      nachfrage: false,
    })
  })
})

describe('rebuilding and reusing the history (docs/product/states.md)', () => {
  const q = (id: string, type = 'open') => anEntry({ unique_question_id: id, type })

  it('partial retrieval drops the unfinished question and its follow-up at the end, nothing else', () => {
    const history = [
      anEntry({ type: 'welcome', unique_question_id: null }),
      q('q1'),
      anEntry({ user_or_bot: 'user', type: 'open-r' }),
      q('q1', 'nachfrage'),
    ]
    expect(retrievePartialHistory(history, 'q1')).toEqual(history.slice(0, 3))
    expect(retrievePartialHistory(history, null)).toEqual(history)
  })

  it('partial retrieval keeps the acknowledgement of an earlier round of the same question', () => {
    const history = [q('q1'), anEntry({ user_or_bot: 'user', type: 'open-r' }), q('q1', 'ack'), q('q1')]
    expect(retrievePartialHistory(history, 'q1')).toEqual(history.slice(0, 3))
  })

  it('partial retrieval keeps a prefix and every user entry, for any history', () => {
    const entry = fc.record({
      user_or_bot: fc.constantFrom('bot' as const, 'user' as const),
      unique_question_id: fc.constantFrom('q1', 'q2', null),
    })
    fc.assert(
      fc.property(fc.array(entry), fc.constantFrom('q1', 'q2'), (parts, current) => {
        const history = parts.map((p) => anEntry(p))
        const kept = retrievePartialHistory(history, current)
        expect(history.slice(0, kept.length)).toEqual(kept)
        expect(kept.filter((e) => e.user_or_bot === 'user')).toEqual(history.filter((e) => e.user_or_bot === 'user'))
      }),
    )
  })

  it('without stored history it is rebuilt: welcome message, then the current question', () => {
    const restored = restoreHistory([], aChatResponse(), 5)
    expect(restored.returning_user).toBe(false)
    expect(restored.added.map((p) => p.entry.type)).toEqual(['welcome', 'open'])
  })

  it('with stored history the respondent is returning and the question asked again replaces its old copy', () => {
    const stored = [anEntry({ type: 'welcome', unique_question_id: null }), q('q1')]
    const restored = restoreHistory(
      stored,
      aChatResponse({ messages: [aQuestion('q1', 'open', 'Wie geht es Ihnen?', [800])] }),
      9,
    )
    expect(restored.returning_user).toBe(true)
    expect(restored.kept).toEqual(stored.slice(0, 1))
    expect(restored.added.map((p) => [p.entry.context, p.delayMs, p.entry.created_on])).toEqual([
      ['Wie geht es Ihnen?', 0, 9],
    ])
  })

  it('the question asked again on a resume keeps the message id and rating it had (the resume stores nothing)', () => {
    const asked = anEntry({ context: 'Wie geht es Ihnen?', message_id: 7, feedback: 'down' })
    const restored = restoreHistory(
      [anEntry({ type: 'welcome', unique_question_id: null, message_id: 6 }), asked],
      aChatResponse({ messages: [aQuestion('q1', 'open', 'Wie geht es Ihnen?')] }),
      9,
    )
    expect(restored.added.map((p) => [p.entry.message_id, p.entry.feedback])).toEqual([[7, 'down']])
    // Another text is another message: no id is borrowed.
    const edited = restoreHistory(
      [anEntry({ type: 'welcome', unique_question_id: null }), asked],
      aChatResponse({ messages: [aQuestion('q1', 'open', 'Wie geht es dir?')] }),
      9,
    )
    expect(edited.added[0]?.entry.message_id).toBeUndefined()
  })

  it('a welcome message in the answer means the server started over: the stored history is not reused', () => {
    const restored = restoreHistory([q('alt')], aChatResponse(), 0)
    expect(restored).toMatchObject({ returning_user: false, kept: [] })
  })
})

it('shows times as HH:MM:SS in 24-hour format', () => {
  expect(formatTime(new Date(2025, 0, 2, 9, 5, 7).getTime())).toBe('09:05:07')
  expect(formatTime(new Date(2025, 0, 2, 21, 45, 0).getTime())).toBe('21:45:00')
})
