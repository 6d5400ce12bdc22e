import { MAX_MEDIA_BYTES } from '@engine/api/media'
import { describe, expect, it } from 'vitest'
import { configuratorSettings } from '../../../i18n/de/configuratorSettings'
import { acceptFor, formatBytes, mediaFileError } from './mediaValidation'

const t = configuratorSettings.media

describe('media upload validation', () => {
  it('refuses files over 10 MB and empty files before sending', () => {
    expect(mediaFileError({ size: MAX_MEDIA_BYTES + 1, type: 'image/png' }, 'logo')).toBe(t.tooLarge)
    expect(mediaFileError({ size: MAX_MEDIA_BYTES, type: 'image/png' }, 'logo')).toBeNull()
    expect(mediaFileError({ size: 0, type: 'image/png' }, 'logo')).toBe(t.empty)
  })

  it('refuses a reported type the media type does not take, leaves unknown types to the server', () => {
    expect(mediaFileError({ size: 10, type: 'application/pdf' }, 'avatar')).toBe(t.wrongType(t.allowedImages))
    expect(mediaFileError({ size: 10, type: 'image/png' }, 'document')).toBe(t.wrongType(t.allowedDocuments))
    expect(mediaFileError({ size: 10, type: 'application/pdf' }, 'document')).toBeNull()
    expect(mediaFileError({ size: 10, type: '' }, 'document')).toBeNull()
  })

  it('takes Markdown as a document, however the system names its type', () => {
    expect(mediaFileError({ size: 10, type: 'text/markdown' }, 'document')).toBeNull()
    expect(mediaFileError({ size: 10, type: 'text/x-markdown' }, 'document')).toBeNull()
    expect(mediaFileError({ size: 10, type: 'text/markdown' }, 'logo')).toBe(t.wrongType(t.allowedImages))
  })

  it('offers the allowed types in the picker', () => {
    expect(acceptFor('document').split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'text/plain', 'text/markdown', '.md', '.pdf', '.txt']),
    )
    expect(acceptFor('logo')).toContain('image/png')
  })

  it('formats sizes in German', () => {
    expect(formatBytes(500)).toBe('500 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB')
  })
})
