import type { MediaFile } from '@engine/api/media'
import { describe, expect, it, vi } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { ApiError } from '../../../session/apiClient'
import type { MediaCalls } from './mediaCalls'
import { createMediaStore, mediaFailureText } from './mediaStore'

const t = configuratorSettings.media
const file = (name: string): MediaFile => ({
  survey_id: 's1',
  filename_db: name,
  type: 'logo',
  location: `/api/media/${name}`,
  misc: { mime: 'image/png', size: 1 },
})

function store(calls: Partial<MediaCalls> = {}) {
  return createMediaStore('s1', {
    list: async () => [file('a.png')],
    upload: async () => file('b.png'),
    remove: async () => {},
    ...calls,
  })
}

describe('media store', () => {
  it('loads, adds uploads at the end (oldest first) and removes deleted files', async () => {
    const s = store()
    await s.load()
    expect(s.state.loading).toBe(false)
    expect(await s.upload('logo', new File(['x'], 'l.png', { type: 'image/png' }))).toBe(true)
    expect(s.state.files.map((f) => f.filename_db)).toEqual(['a.png', 'b.png'])
    expect(await s.remove('a.png')).toBe(true)
    expect(s.state.files.map((f) => f.filename_db)).toEqual(['b.png'])
  })

  it('refuses an invalid file per type without calling the server, and clears the message on the next try', async () => {
    const upload = vi.fn(async () => file('b.png'))
    const s = store({ upload })
    expect(await s.upload('document', new File(['x'], 'l.png', { type: 'image/png' }))).toBe(false)
    expect(s.state.uploadErrors.document).toBe(t.wrongType(t.allowedDocuments))
    expect(upload).not.toHaveBeenCalled()
    await s.upload('document', new File(['x'], 'd.pdf', { type: 'application/pdf' }))
    expect(s.state.uploadErrors.document).toBeUndefined()
  })

  it('turns failures into German texts', () => {
    expect(mediaFailureText(new ApiError(0, ''))).toBe(t.offline)
    expect(mediaFailureText(new ApiError(404, 'Datei nicht gefunden.', { code: 'media_not_found' }))).toBe(
      'Datei nicht gefunden. (Status 404)',
    )
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(mediaFailureText(new Error('kaputt'))).toBe('Unerwartete Antwort des Servers.')
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
