import { describe, expect, it } from 'vitest'
import { fakeStorage } from '../../session/fakeStorage'
import { HISTORY_KEY } from '../chatHistory'
import { liveSession } from '../../session/liveSession'
import { fakeFetch, jsonResponse, type RecordedCall } from '../../session/testing/fakeFetch'
import { createLiveMultichatClient } from './liveMultichatClient'
import { aLockedChat, anOpenChat, aTurn } from '../testing/aMultichat'

const registration = (n: number) => ({
  success: true,
  username_live: `live-${n}`,
  token_live: `T${n}`,
  refresh_token_live: `R${n}`,
  user_id: n,
})
const turn = aTurn([anOpenChat('lead', 'l1', 'Wo waren Sie?'), aLockedChat('zeuge')])

function setup(respond: (call: RecordedCall, index: number) => Response, initial: Record<string, string> = {}) {
  const storage = fakeStorage(initial)
  const { fetch, calls } = fakeFetch(respond)
  const client = createLiveMultichatClient({
    multichatId: 3,
    surveyIds: ['lead', 'zeuge'],
    storage: () => storage,
    fetch,
  })
  return { client, calls, storage }
}

describe('live multichat client', () => {
  it('registers once for all dialogs of the multichat and keeps the identity under the multichat', async () => {
    let registrations = 0
    const { client, calls, storage } = setup((call) => {
      if (call.url === '/api/register_live_list') return jsonResponse(200, registration(++registrations))
      return jsonResponse(200, turn)
    })
    await Promise.all([client.start(), client.start()])
    expect(calls.filter((c) => c.url === '/api/register_live_list')).toEqual([
      expect.objectContaining({ method: 'POST', body: { survey_id_list: ['lead', 'zeuge'] } }),
    ])
    const chats = calls.filter((c) => c.url === '/api/multichat/3/chat')
    expect(chats.map((c) => [c.authorization, c.body])).toEqual([
      ['Bearer T1', {}],
      ['Bearer T1', {}],
    ])
    expect(storage.getItem('token_live@multichat_3')).toBe('T1')
    // The single live dialog's identity stays untouched.
    expect(storage.getItem('token_live')).toBeNull()
    expect(liveSession.token_live).toBeNull()
  })

  it('resumes with the stored identity and answers in one chat', async () => {
    const { client, calls } = setup(() => jsonResponse(200, turn), {
      'token_live@multichat_3': 'OLD',
      'refresh_token_live@multichat_3': 'R',
    })
    await client.answer({ survey_id: 'lead', unique_question_id: 'l1', user_input: 'Im Kino' })
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/multichat/3/chat',
        authorization: 'Bearer OLD',
        body: { survey_id: 'lead', unique_question_id: 'l1', user_input: 'Im Kino' },
      }),
    ])
  })

  it('registers again when the server refuses the identity (403)', async () => {
    const { client, calls } = setup(
      (call, i) => {
        if (call.url === '/api/register_live_list') return jsonResponse(200, registration(2))
        return i === 0 ? jsonResponse(403, { msg: 'Forbidden', code: 'forbidden' }) : jsonResponse(200, turn)
      },
      { 'token_live@multichat_3': 'OLD' },
    )
    await client.start()
    expect(calls.map((c) => `${c.url} ${c.authorization ?? ''}`)).toEqual([
      '/api/multichat/3/chat Bearer OLD',
      '/api/register_live_list ',
      '/api/multichat/3/chat Bearer T2',
    ])
  })

  it('restart posts to the multichat with the identity; without one there is nothing to restart', async () => {
    const none = setup(() => jsonResponse(200, { msg: 'success' }))
    await none.client.restart()
    expect(none.calls).toEqual([])
    const known = setup(() => jsonResponse(200, { msg: 'success' }), { 'token_live@multichat_3': 'T' })
    await known.client.restart()
    expect(known.calls.map((c) => `${c.method} ${c.url} ${c.authorization}`)).toEqual([
      'POST /api/multichat/3/restart Bearer T',
    ])
  })

  it('erase: a 403 keeps the identity and fails, since the data is still on the server', async () => {
    const { client, calls, storage } = setup(
      () => jsonResponse(403, { msg: 'Keine Berechtigung.', code: 'forbidden' }),
      {
        'token_live@multichat_3': 'T',
        'refresh_token_live@multichat_3': 'R',
      },
    )
    await expect(client.erase?.()).rejects.toMatchObject({ status: 403 })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/multichat/3/delete'])
    expect(storage.getItem('token_live@multichat_3')).toBe('T')
    expect(client.session.token_live).toBe('T')
  })

  it('erase: a 401 that survives the refresh means the server knows the identity no more: it is forgotten here', async () => {
    const { client, storage } = setup(
      (call) =>
        jsonResponse(401, { msg: call.url === '/api/refresh' ? 'Token has been revoked' : 'Token has expired' }),
      { 'token_live@multichat_3': 'T', 'refresh_token_live@multichat_3': 'R' },
    )
    await client.erase?.()
    expect(storage.getItem('token_live@multichat_3')).toBeNull()
    expect(client.session.token_live).toBeNull()
  })

  it('keeps the transcripts in the browser history per survey id (docs/product/entities.md)', () => {
    const { client, storage } = setup(() => jsonResponse(200, turn))
    client.history.write('lead', [])
    expect(JSON.parse(storage.getItem(HISTORY_KEY) ?? '{}')).toEqual({ lead: [] })
  })

  it('an answer that does not fit the contract fails', async () => {
    const { client } = setup(() => jsonResponse(200, { chats: 'nope' }), { 'token_live@multichat_3': 'T' })
    await expect(client.start()).rejects.toThrow()
  })
})
