import type { ChatRequest, ChatResponse } from '@engine/api/chat'
import type { FeedbackRequest } from '@engine/api/feedback'
import type { RestartDeleteRequest } from '@engine/api/live'
import { beforeEach, describe, expect, it } from 'vitest'
import { de } from '../i18n/de'
import { ApiError } from '../session/apiClient'
import { fakeStorage } from '../session/fakeStorage'
import { emptyLiveSession, liveSession } from '../session/liveSession'
import { readSurveyHistory, storageHistory, writeSurveyHistory } from './chatHistory'
import type { LiveChatClient } from './clients/liveChatClient'
import { createConversationStore } from './conversationStore'
import { type LiveStatus, showLiveError } from './liveStatus'
import { aBotMessage, aChatResponse, anAwaiting, aQuestion } from './testing/aChatResponse'

/** A scripted server: each chat call takes the next answer (or error) in line. */
function setup(answers: (ChatResponse | Error)[], stored: Record<string, string> = {}) {
  const storage = fakeStorage(stored)
  const requests: ChatRequest[] = []
  const restartDeletes: RestartDeleteRequest[] = []
  const slept: number[] = []
  const typingWhileWaiting: boolean[] = []
  const ratings: FeedbackRequest[] = []
  let refuseRatings = false
  let clock = 1_000_000
  const client: LiveChatClient = {
    chat: async (body) => {
      requests.push(body)
      const next = answers.shift()
      if (!next || next instanceof Error) throw next ?? new Error('keine Antwort mehr')
      return next
    },
    restart: async (surveyId) => {
      restartDeletes.push({ survey_id: surveyId, action: 'restart' })
    },
    erase: async (surveyId) => {
      restartDeletes.push({ survey_id: surveyId, action: 'delete' })
      return { msg: 'success', action: 'delete', language: 'en' }
    },
    feedback: async (body) => {
      ratings.push(body)
      if (refuseRatings) throw new ApiError(404, 'Nachricht nicht gefunden.', { code: 'message_not_found' })
    },
  }
  const status: LiveStatus = { server_busy: false, error: null }
  const store = createConversationStore({
    client,
    history: storageHistory(() => storage),
    report: (error) => showLiveError(error, status),
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms)
      typingWhileWaiting.push(store.state.typing)
      clock += ms
    },
  })
  const refuse = () => void (refuseRatings = true)
  return { store, storage, requests, restartDeletes, slept, typingWhileWaiting, status, ratings, refuse }
}

const visibleTexts = (state: { entries: { context: string }[]; visibleCount: number }) =>
  state.entries.slice(0, state.visibleCount).map((e) => e.context)

const greeting = aChatResponse({
  messages: [
    aBotMessage({ texts: ['Hallo!', 'Schön, dass Sie da sind.'], delays: [0, 1500] }),
    aQuestion('q1', 'likert', 'Wie zufrieden sind Sie?', [500]),
  ],
  awaiting: anAwaiting('q1', 'likert', {
    options: [
      { id: '1', label: 'gar nicht' },
      { id: '2', label: 'sehr' },
    ],
  }),
})
const next = aChatResponse({
  messages: [aQuestion('q2', 'open', 'Was hat gefallen?')],
  awaiting: anAwaiting('q2'),
  finished: 'q1',
})

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('a live conversation', () => {
  it('starts, showing the bubbles one by one after their pauses with the typing indicator', async () => {
    const { store, requests, slept, typingWhileWaiting } = setup([greeting])
    await store.open('s1')
    expect(requests).toEqual([{ survey_id: 's1', unique_question_id: null, user_input: '' }])
    expect(slept).toEqual([1500, 500])
    expect(typingWhileWaiting).toEqual([true, true])
    expect(visibleTexts(store.state)).toEqual(['Hallo!', 'Schön, dass Sie da sind.', 'Wie zufrieden sind Sie?'])
    expect(store.state).toMatchObject({
      phase: 'ready',
      typing: false,
      new_bot_message: 'Wie zufrieden sind Sie?',
      returning_user: false,
    })
    expect(store.state.awaiting?.kind).toBe('likert')
  })

  it('opening the same dialog twice asks the server once (StrictMode mounts twice)', async () => {
    const { store, requests } = setup([greeting])
    await Promise.all([store.open('s1'), store.open('s1')])
    expect(requests).toHaveLength(1)
  })

  it('an answer goes to the awaited question; the history keeps the label, typed <blocktype>-r, 10 ms before the bot', async () => {
    const { store, storage, requests } = setup([greeting, next])
    await store.open('s1')
    await store.send('2', 'sehr')
    expect(requests[1]).toEqual({ survey_id: 's1', unique_question_id: 'q1', user_input: '2' })
    const history = readSurveyHistory(storage, 's1')
    const reply = history.find((e) => e.user_or_bot === 'user')!
    const following = history[history.indexOf(reply) + 1]!
    expect(reply).toMatchObject({
      context: 'sehr',
      type: 'likert-r',
      unique_question_id: 'q1',
      finished_question_id: 'q1',
    })
    expect(following.created_on - reply.created_on).toBe(10)
    expect(visibleTexts(store.state).slice(-2)).toEqual(['sehr', 'Was hat gefallen?'])
  })

  it('reaches the end: no input is awaited any more', async () => {
    const end = aChatResponse({
      messages: [aBotMessage({ type: 'ending', texts: ['Danke!'] })],
      awaiting: null,
      isEnd: true,
      finished: 'q1',
    })
    const { store } = setup([greeting, end])
    await store.open('s1')
    await store.send('1', 'gar nicht')
    expect(store.state).toMatchObject({ is_end: true, awaiting: null, phase: 'ready' })
  })

  it('a returning respondent sees the stored history and the open question once', async () => {
    const first = setup([greeting])
    await first.store.open('s1')
    const stored = Object.fromEntries(first.storage.entries)
    const { store, slept } = setup(
      [
        aChatResponse({
          messages: [aQuestion('q1', 'likert', 'Wie zufrieden sind Sie?', [500])],
          awaiting: anAwaiting('q1', 'likert'),
        }),
      ],
      stored,
    )
    await store.open('s1')
    expect(store.state.returning_user).toBe(true)
    expect(visibleTexts(store.state)).toEqual(['Hallo!', 'Schön, dass Sie da sind.', 'Wie zufrieden sind Sie?'])
    expect(slept).toEqual([])
  })

  it('a failed answer gives the typed text back and shows the error banner', async () => {
    const { store, status } = setup([aChatResponse(), new ApiError(500, 'kaputt', { code: 'internal_error' })])
    await store.open('s1')
    store.state.draft = 'Meine Antwort'
    await store.send('Meine Antwort')
    expect(store.state).toMatchObject({ draft: 'Meine Antwort', pendingInput: null, phase: 'ready' })
    expect(store.state.awaiting?.unique_question_id).toBe('q1')
    expect(status.error?.text).toBe(de.live.errors.default)
  })

  it('an inactive dialog shows "Der Dialog wurde bereits beendet…"', async () => {
    const { store, status } = setup([new ApiError(409, 'Dialog ist nicht mehr aktiv.', { code: 'dialog_inactive' })])
    await store.open('s1')
    expect(store.state.phase).toBe('failed')
    expect(status.error?.text).toBe(de.live.errors.dialogEnded)
  })

  it('an answer refused as dialog_inactive (whatever the msg) shows the end text and does not reload', async () => {
    const { store, requests, status } = setup([
      aChatResponse(),
      new ApiError(409, 'Anders.', { code: 'dialog_inactive' }),
    ])
    await store.open('s1')
    await store.send('gut')
    expect(requests).toHaveLength(2)
    expect(status.error?.text).toBe(de.live.errors.dialogEnded)
  })

  it('an answer to a question answered meanwhile reloads the conversation instead of failing', async () => {
    const { store, requests, status } = setup([
      aChatResponse(),
      new ApiError(409, 'Diese Frage wurde bereits beantwortet. Bitte lade den Dialog neu.', {
        code: 'question_already_answered',
      }),
      next,
    ])
    await store.open('s1')
    await store.send('gut')
    expect(requests.at(-1)?.unique_question_id).toBeNull()
    expect(status.error).toBeNull()
    expect(store.state.awaiting?.unique_question_id).toBe('q2')
  })
})

describe('restart (docs/product/states.md)', () => {
  it("restart clears this dialog's history, keeps the others, and starts again", async () => {
    const { store, storage, restartDeletes } = setup([greeting, next, greeting])
    writeSurveyHistory(storage, 'anderer', [
      {
        context: 'x',
        created_on: 1,
        type: 'open',
        unique_question_id: null,
        nachfrage_id: null,
        current_question_id: null,
        finished_question_id: null,
        user_or_bot: 'bot',
      },
    ])
    await store.open('s1')
    await store.send('2', 'sehr')
    await store.restart()
    expect(restartDeletes).toEqual([{ survey_id: 's1', action: 'restart' }])
    expect(readSurveyHistory(storage, 's1').some((e) => e.user_or_bot === 'user')).toBe(false)
    expect(readSurveyHistory(storage, 'anderer')).toHaveLength(1)
    expect(visibleTexts(store.state)).toEqual(['Hallo!', 'Schön, dass Sie da sind.', 'Wie zufrieden sind Sie?'])
  })
})

describe('rating bot messages (feedback_allowed)', () => {
  const rated = () =>
    aChatResponse({
      messages: [
        { ...aBotMessage(), message_id: 5 },
        { ...aQuestion('q1', 'open', 'Wie geht es Ihnen?'), message_id: 6 },
      ],
    })

  it('shows the rating at once, sends it, keeps it in the history and changes or takes it back', async () => {
    const { store, storage, ratings } = setup([rated()])
    await store.open('s1')
    await store.rate?.(6, 'up')
    expect(ratings).toEqual([{ survey_id: 's1', message_id: 6, rating: 'up' }])
    expect(store.state.entries.find((e) => e.message_id === 6)?.feedback).toBe('up')
    expect(readSurveyHistory(storage, 's1').find((e) => e.message_id === 6)?.feedback).toBe('up')
    await store.rate?.(6, null)
    expect(ratings.at(-1)).toEqual({ survey_id: 's1', message_id: 6, rating: null })
    expect(store.state.entries.find((e) => e.message_id === 6)?.feedback).toBeNull()
  })

  it('a refused rating is taken back and the error shows', async () => {
    const { store, status, refuse } = setup([rated()])
    await store.open('s1')
    await store.rate?.(5, 'down')
    refuse()
    await store.rate?.(5, 'up')
    expect(store.state.entries.find((e) => e.message_id === 5)?.feedback).toBe('down')
    expect(status.error).not.toBeNull()
  })

  it('a message id the conversation does not show is not sent', async () => {
    const { store, ratings } = setup([rated()])
    await store.open('s1')
    await store.rate?.(99, 'up')
    expect(ratings).toEqual([])
  })
})

describe('the clarifying question (docs/app.md "Clarifying question")', () => {
  const asked = aChatResponse({
    messages: [aBotMessage({ texts: ['Hallo!'] }), aQuestion('q1', 'open', 'Wie zufrieden sind Sie?')],
    awaiting: anAwaiting('q1'),
  })
  const clarifyAwaiting = anAwaiting('q1', 'clarify', {
    options: [
      { id: 'intent:zufrieden', label: 'Zufrieden', confidence: 0.31 },
      { id: 'intent:unzufrieden', label: 'Eher unzufrieden', confidence: 0.22 },
      { id: 'other', label: 'Etwas anderes' },
    ],
  })
  const clarify = aChatResponse({
    messages: [aQuestion('q1', 'clarify', 'Meinten Sie eines davon?')],
    awaiting: clarifyAwaiting,
  })
  const ended = aChatResponse({
    messages: [aBotMessage({ type: 'ending', texts: ['Danke!'] })],
    awaiting: null,
    isEnd: true,
    finished: 'q1',
  })

  it('a tap sends the option id; the history keeps the tapped label as the reply to the open question', async () => {
    const { store, storage, requests } = setup([asked, clarify, ended])
    await store.open('s1')
    await store.send('naja geht so')
    expect(store.state.awaiting?.kind).toBe('clarify')
    await store.send('intent:unzufrieden', 'Eher unzufrieden')
    expect(requests[2]).toEqual({ survey_id: 's1', unique_question_id: 'q1', user_input: 'intent:unzufrieden' })
    const history = readSurveyHistory(storage, 's1')
    expect(history.map((e) => [e.user_or_bot, e.type, e.context])).toEqual([
      ['bot', 'welcome', 'Hallo!'],
      ['bot', 'open', 'Wie zufrieden sind Sie?'],
      ['user', 'open-r', 'naja geht so'],
      ['bot', 'clarify', 'Meinten Sie eines davon?'],
      ['user', 'open-r', 'Eher unzufrieden'],
      ['bot', 'ending', 'Danke!'],
    ])
    expect(history[4]?.nachfrage_id).toBeNull()
  })

  it('after a reload the question with its buttons comes back once, after the answer it asks about', async () => {
    const first = setup([asked, clarify])
    await first.store.open('s1')
    await first.store.send('naja geht so')
    const { store } = setup([clarify], Object.fromEntries(first.storage.entries))
    await store.open('s1')
    expect(visibleTexts(store.state)).toEqual([
      'Hallo!',
      'Wie zufrieden sind Sie?',
      'naja geht so',
      'Meinten Sie eines davon?',
    ])
    expect(store.state.awaiting?.options?.map((o) => o.label)).toEqual([
      'Zufrieden',
      'Eher unzufrieden',
      'Etwas anderes',
    ])
  })

  it('"Etwas anderes" shows as the reply, and the answer typed after it is the nachfrage\u2019s', async () => {
    const nachfrage = aChatResponse({
      messages: [aQuestion('q1', 'nachfrage', 'Können Sie das genauer sagen?')],
      awaiting: anAwaiting('q1'),
    })
    const { store, storage } = setup([asked, clarify, nachfrage, ended])
    await store.open('s1')
    await store.send('naja geht so')
    await store.send('other', 'Etwas anderes')
    await store.send('Der Service war langsam')
    const replies = readSurveyHistory(storage, 's1').filter((e) => e.user_or_bot === 'user')
    expect(replies.map((e) => [e.context, e.nachfrage_id])).toEqual([
      ['naja geht so', null],
      ['Etwas anderes', null],
      ['Der Service war langsam', 'q1'],
    ])
  })
})
