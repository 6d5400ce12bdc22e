import { describe, expect, it } from 'vitest'
import { de } from '../i18n/de'
import { editorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { globalError } from './globalError'
import { logout } from './logout'

describe('logout', () => {
  it('clears the editor session, live data and history and says why (docs/product/states.md)', () => {
    const storage = fakeStorage({
      token: 't',
      username: 'u',
      user_id: '1',
      token_live: 'l',
      username_live: 'x',
      refresh_token_live: 'r',
      user_id_live: '2',
      history: '{}',
      storage_accepted: 'true',
    })
    Object.assign(editorSession, { token: 't', username: 'u' })
    logout(storage)
    expect(Object.fromEntries(storage.entries)).toEqual({ storage_accepted: 'true' })
    expect(editorSession.token).toBeNull()
    expect(globalError.text).toBe(de.session.loggedOut)
  })
})
