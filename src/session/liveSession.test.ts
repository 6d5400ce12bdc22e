import { beforeEach, describe, expect, it } from 'vitest'
import { fakeStorage } from './fakeStorage'
import {
  acceptStorage,
  clearLiveSession,
  emptyLiveSession,
  liveSession,
  readStoredLiveSession,
  restoreLiveSession,
  saveLiveTokens,
} from './liveSession'

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('the live respondent session (docs/product/entities.md)', () => {
  it('restores a stored session, but not the text "null" as a token', () => {
    expect(restoreLiveSession(fakeStorage({ token_live: 'T', user_id_live: '3', storage_accepted: 'true' }))).toBe(true)
    expect(liveSession).toMatchObject({ token_live: 'T', user_id_live: 3, storage_accepted: true })
    expect(readStoredLiveSession(fakeStorage({ token_live: 'null' })).token_live).toBeNull()
  })

  it('new tokens replace the spent pair in memory and storage', () => {
    const storage = fakeStorage({ token_live: 'T1', refresh_token_live: 'R1' })
    restoreLiveSession(storage)
    saveLiveTokens({ token: 'T2', refresh_token: 'R2' }, storage)
    expect([liveSession.token_live, storage.entries.get('refresh_token_live')]).toEqual(['T2', 'R2'])
  })

  it('clearing the identity keeps the acknowledgement of local storage', () => {
    const storage = fakeStorage({ token_live: 'T' })
    restoreLiveSession(storage)
    acceptStorage(storage)
    clearLiveSession(storage)
    expect(Object.fromEntries(storage.entries)).toEqual({ storage_accepted: 'true' })
    expect(liveSession).toMatchObject({ token_live: null, storage_accepted: true })
  })
})
