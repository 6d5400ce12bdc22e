import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../session/apiClient'
import { fakeStorage } from '../../session/fakeStorage'
import type { LiveApi } from './liveApi'
import { createLiveChatClient } from './liveChatClient'
import { emptyLiveSession, liveSession } from './liveSession'
import { aChatResponse } from './testing/aChatResponse'

function setup(answers: (path: string, token: string | null) => unknown) {
  const storage = fakeStorage()
  const registered: string[] = []
  const api: LiveApi = {
    post: async (path) => {
      const answer = answers(path, liveSession.token_live)
      if (answer instanceof Error) throw answer
      return answer
    },
  }
  const register = async (surveyId: string) => {
    registered.push(surveyId)
    liveSession.token_live = `token-${registered.length}`
  }
  return { client: createLiveChatClient({ api, storage: () => storage, register }), registered, storage }
}

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('live chat calls with the respondent identity', () => {
  it('registers on first use and then talks with that identity', async () => {
    const { client, registered } = setup(() => aChatResponse())
    await client.chat({ survey_id: 's1', user_input: '' })
    await client.chat({ survey_id: 's1', user_input: '' })
    expect(registered).toEqual(['s1'])
  })

  it('uses a stored identity instead of registering a new one', async () => {
    const { client, registered, storage } = setup(() => aChatResponse())
    storage.setItem('token_live', 'gespeichert')
    await client.chat({ survey_id: 's1', user_input: '' })
    expect(registered).toEqual([])
  })

  it.each([
    [401, 'Token has been revoked'],
    [403, 'Keine Berechtigung für diesen Dialog.'],
  ])('an identity the server refuses (%i) is replaced once', async (status, msg) => {
    const { client, registered } = setup((_, token) =>
      token === 'token-2' ? aChatResponse() : new ApiError(status, msg),
    )
    await expect(client.chat({ survey_id: 's1', user_input: '' })).resolves.toBeDefined()
    expect(registered).toEqual(['s1', 's1'])
  })

  it('other failures are not retried', async () => {
    const { client, registered } = setup(
      () => new ApiError(409, 'Dialog ist nicht mehr aktiv.', { code: 'dialog_inactive' }),
    )
    await expect(client.chat({ survey_id: 's1', user_input: '' })).rejects.toMatchObject({ status: 409 })
    expect(registered).toEqual(['s1'])
  })

  it('an answer outside the contract is a failure', async () => {
    const { client } = setup(() => ({ unerwartet: true }))
    await expect(client.chat({ survey_id: 's1', user_input: '' })).rejects.toThrow()
  })

  it('restart and delete without an identity, or with a revoked one, have nothing to do on the server', async () => {
    const { client } = setup(() => new ApiError(401, 'Token has been revoked', { code: 'token_revoked' }))
    await expect(client.restartDelete({ survey_id: 's1', action: 'delete' })).resolves.toBeNull()
    liveSession.token_live = 'T'
    await expect(client.restartDelete({ survey_id: 's1', action: 'delete' })).resolves.toBeNull()
  })
})
