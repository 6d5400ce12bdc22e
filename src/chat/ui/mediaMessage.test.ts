import { describe, expect, it } from 'vitest'
import { mediaMessage, NO_MEDIA } from './mediaMessage'

const both = { audio: true, video: true }

describe('mediaMessage', () => {
  it('turns a bubble that is only an audio or video link into that message when the config allows it', () => {
    expect(mediaMessage('/api/media/abc/zeugin.mp3', both)).toEqual({ kind: 'audio', src: '/api/media/abc/zeugin.mp3' })
    expect(mediaMessage(' https://example.org/spur.webm?t=3 ', both)).toEqual({
      kind: 'video',
      src: 'https://example.org/spur.webm?t=3',
    })
    expect(mediaMessage('https://example.org/anruf.OGG', { audio: true, video: false })).toEqual({
      kind: 'audio',
      src: 'https://example.org/anruf.OGG',
    })
  })

  it('leaves text, other links, forbidden kinds and script addresses as text', () => {
    expect(mediaMessage('Hören Sie sich das an: /api/media/a.mp3', both)).toBeNull()
    expect(mediaMessage('https://example.org/bild.png', both)).toBeNull()
    expect(mediaMessage('/api/media/a.mp3', NO_MEDIA)).toBeNull()
    expect(mediaMessage('/api/media/a.mp4', { audio: true, video: false })).toBeNull()
    expect(mediaMessage('javascript:alert(1)//a.mp3', both)).toBeNull()
  })
})
