import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { closeLiveBanner, type LiveStatus, showLiveError, toLiveError } from './liveStatus'

describe('error texts of the live pages (SPEC.md §8)', () => {
  it.each([
    ['Token has expired', de.live.errors.tokenExpired],
    ['Not enough segments', de.live.errors.dialogEnded],
    ['Dialog ist nicht mehr aktiv.', de.live.errors.dialogEnded],
  ])('title %s shows its own text', (msg, text) => {
    expect(toLiveError(new ApiError(401, msg))).toEqual({ text, extra: null })
  })

  it('any other failure shows the default text with the server message and status below', () => {
    expect(toLiveError(new ApiError(404, 'Dialog nicht gefunden.'))).toEqual({ text: de.live.errors.default, extra: 'Dialog nicht gefunden. (Status 404)' })
    expect(toLiveError(new ApiError(0, ''))).toEqual({ text: de.live.errors.default, extra: `${de.live.errors.generic} Keine Verbindung zum Server.` })
    expect(toLiveError(new Error('kaputt'))).toEqual({ text: de.live.errors.default, extra: null })
  })

  it('closing the banner clears the error and the busy state', () => {
    const status: LiveStatus = { server_busy: true, error: null }
    showLiveError(new ApiError(500, 'x'), status)
    closeLiveBanner(status)
    expect(status).toEqual({ server_busy: false, error: null })
  })
})
