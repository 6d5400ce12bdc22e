import type { MediaFile } from '@engine/api/media'
import type { GetConfigResponse } from '@engine/api/surveys'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_ACCENT, loadAppearance, pickMedia, safeBackground, textColorOn, toAppearance } from './liveAppearance'
import { editorSession, emptyEditorSession } from '../../session/editorSession'
import { fakeFetch, jsonResponse } from '../../session/testing/fakeFetch'

function aMediaFile(type: MediaFile['type'], name: string): MediaFile {
  return {
    survey_id: 's1',
    filename_db: `${name.padEnd(32, '0')}.png`,
    type,
    location: `/api/media/${name}`,
    misc: { mime: 'image/png', size: 1 },
  }
}

function aConfig(overrides: Partial<GetConfigResponse['config']> = {}): GetConfigResponse {
  return {
    config: {
      accent_color: null,
      logo_src: null,
      avatar_src: null,
      avatar_name: '',
      video_messages: false,
      audio_messages: false,
      notification_sound: true,
      background_image: '',
      ...overrides,
    },
    survey_name: 'Umfrage',
    messenger_ui: true,
    avatar_name: '',
    background_link: '',
    speed: 0.5,
    feedback_allowed: false,
    training_mode: false,
    survey_id_int: 1,
    public_url: 'http://localhost:3000',
  }
}

afterEach(() => {
  Object.assign(editorSession, emptyEditorSession())
})

describe('the look of a live page', () => {
  it('takes the newest logo and avatar of the media list (sent newest first)', () => {
    const files = [aMediaFile('logo', 'neu'), aMediaFile('avatar', 'gesicht'), aMediaFile('logo', 'alt')]
    expect(pickMedia(files, 'logo')).toBe('/api/media/neu')
    expect(pickMedia(files, 'avatar')).toBe('/api/media/gesicht')
    expect(pickMedia(files, 'background')).toBeNull()
  })

  it('uses the dialog colour, and the default teal and a generated avatar when nothing is set', () => {
    const plain = toAppearance('s1', aConfig(), [], null)
    expect(plain).toMatchObject({
      accentColor: DEFAULT_ACCENT,
      logoSrc: null,
      fragments: null,
      language: 'de',
      surveyName: 'Umfrage',
    })
    expect(plain.avatarSrc).toMatch(/^data:image\/svg\+xml/)
    expect(toAppearance('s1', aConfig({ accent_color: '#ffcc00' }), [], null).accentColor).toBe('#ffcc00')
  })

  it('writes white on dark accents and dark text on light ones', () => {
    expect(textColorOn('#00796b')).toBe('#ffffff')
    expect(textColorOn('#1c2127')).toBe('#ffffff')
    expect(textColorOn('#ffcc00')).toBe('#1c2127')
    expect(textColorOn('#ffffff')).toBe('#1c2127')
  })

  it('still works when the public reads fail', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(500, { msg: 'kaputt', code: 'internal_error' }))
    const appearance = await loadAppearance('s1', fetch)
    expect(calls.map((c) => c.url)).toEqual([
      '/api/get_config?survey_id=s1',
      '/api/get_media_list',
      '/api/get_survey_language',
    ])
    expect(appearance).toMatchObject({ accentColor: DEFAULT_ACCENT, fragments: null })
  })

  it('reads config, media and language as public calls, without a token even when an editor is logged in', async () => {
    editorSession.token = 'EDITOR'
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.startsWith('/api/get_config')) return jsonResponse(200, aConfig({ accent_color: '#ffcc00' }))
      if (call.url === '/api/get_media_list') return jsonResponse(200, { media_files: [aMediaFile('logo', 'abc')] })
      return jsonResponse(401, { msg: 'Missing Authorization Header', code: 'missing_token' })
    })
    const appearance = await loadAppearance('s1', fetch)
    expect(calls).toEqual([
      { url: '/api/get_config?survey_id=s1', method: 'GET', authorization: undefined, body: undefined },
      { url: '/api/get_media_list', method: 'POST', authorization: undefined, body: { survey_id: 's1' } },
      { url: '/api/get_survey_language', method: 'POST', authorization: undefined, body: { survey_id: 's1' } },
    ])
    // A 401 of a public read is that read's failure: no refresh, no logout, the catalogue's texts.
    expect(appearance).toMatchObject({ accentColor: '#ffcc00', logoSrc: '/api/media/abc', fragments: null })
  })

  it('an answer that is not JSON, or none at all, also falls back', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Proxy</html>', { status: 200 }))
    expect(await loadAppearance('s1', fetch)).toMatchObject({ accentColor: DEFAULT_ACCENT, logoSrc: null })
    const offline = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch
    expect(await loadAppearance('s1', offline)).toMatchObject({ accentColor: DEFAULT_ACCENT, fragments: null })
  })
})

describe('the background image (docs/runtime.md "Respondent settings")', () => {
  const uploaded = [aMediaFile('background', 'neu'), aMediaFile('background', 'alt'), aMediaFile('logo', 'logo')]

  it('takes an http(s) link as it is', () => {
    expect(safeBackground('https://bilder.example.org/meer.jpg', [])).toBe('https://bilder.example.org/meer.jpg')
    expect(safeBackground('  http://intranet/hg.png ', [])).toBe('http://intranet/hg.png')
  })

  it("takes a path only when it is one of the dialog's own images", () => {
    expect(safeBackground('/api/media/logo', uploaded)).toBe('/api/media/logo')
    expect(safeBackground('/api/media/fremd.png', [])).toBeNull()
    expect(safeBackground('/dashboard', uploaded)).toBe('/api/media/neu')
  })

  it('ignores script, data and protocol-relative addresses and garbage, falling back to the newest upload', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'kein link',
      'ftp://x/y',
    ]) {
      expect(safeBackground(link, uploaded), link).toBe('/api/media/neu')
      expect(safeBackground(link, []), link).toBeNull()
    }
  })

  it('without a link uses the newest uploaded background, else none', () => {
    expect(safeBackground('', uploaded)).toBe('/api/media/neu')
    expect(safeBackground(null, [aMediaFile('logo', 'logo')])).toBeNull()
  })

  it('the appearance carries the background and the three switches from get_config', () => {
    const config = {
      ...aConfig(),
      background_link: 'https://bilder.example.org/meer.jpg',
      messenger_ui: false,
      feedback_allowed: true,
      training_mode: true,
    }
    expect(toAppearance('s1', config, [], null)).toMatchObject({
      backgroundSrc: 'https://bilder.example.org/meer.jpg',
      messengerUi: false,
      feedbackAllowed: true,
      trainingMode: true,
    })
    expect(toAppearance('s1', null, [], null)).toMatchObject({
      backgroundSrc: null,
      messengerUi: false,
      feedbackAllowed: false,
      trainingMode: false,
    })
  })
})
