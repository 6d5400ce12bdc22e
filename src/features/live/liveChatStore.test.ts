import type { RestartDeleteRequest } from '@engine/api/live'
import type { ChatResponse } from '@engine/api/chat'
import { beforeEach, describe, expect, it } from 'vitest'
import { readSurveyHistory } from '../../chat/chatHistory'
import type { LiveChatClient } from '../../chat/clients/liveChatClient'
import type { LiveStatus } from '../../chat/liveStatus'
import { aBotMessage, aChatResponse, anAwaiting, aQuestion } from '../../chat/testing/aChatResponse'
import { fakeStorage } from '../../session/fakeStorage'
import { emptyLiveSession, liveSession } from '../../session/liveSession'
import { createLiveChatStore } from './liveChatStore'

/** A scripted server: each chat call takes the next answer in line. */
function setup(answers: ChatResponse[], stored: Record<string, string> = {}) {
  const storage = fakeStorage(stored)
  const restartDeletes: RestartDeleteRequest[] = []
  const client: LiveChatClient = {
    chat: async () => answers.shift() ?? Promise.reject(new Error('keine Antwort mehr')),
    restart: async (surveyId) => {
      restartDeletes.push({ survey_id: surveyId, action: 'restart' })
    },
    erase: async (surveyId) => {
      restartDeletes.push({ survey_id: surveyId, action: 'delete' })
      return { msg: 'success', action: 'delete', language: 'en' }
    },
  }
  const status: LiveStatus = { server_busy: false, error: null }
  const store = createLiveChatStore({ client, status, storage: () => storage, sleep: async () => {} })
  return { store, storage, restartDeletes }
}

const greeting = aChatResponse({
  messages: [aBotMessage({ texts: ['Hallo!'] }), aQuestion('q1', 'open', 'Wie geht es Ihnen?', [500])],
  awaiting: anAwaiting('q1'),
})

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('delete on the live page (docs/product/states.md)', () => {
  it('delete erases on the server, clears the live session and the history, and names the exit page', async () => {
    const { store, storage, restartDeletes } = setup([greeting], { token_live: 'T', refresh_token_live: 'R' })
    await store.open('s1')
    expect(await store.remove()).toBe('/exit/deleted_en')
    expect(restartDeletes).toEqual([{ survey_id: 's1', action: 'delete' }])
    expect(readSurveyHistory(storage, 's1')).toEqual([])
    expect([storage.getItem('token_live'), storage.getItem('refresh_token_live')]).toEqual([null, null])
    expect(store.state.entries).toEqual([])
  })
})
