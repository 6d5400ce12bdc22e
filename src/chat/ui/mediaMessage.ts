/** docs/product/entities.md client config: whether bot messages may play audio and video. */
export interface MediaFlags {
  audio: boolean
  video: boolean
}

export const NO_MEDIA: MediaFlags = { audio: false, video: false }

export type MediaMessage = { kind: 'audio' | 'video'; src: string }

const AUDIO = /\.(mp3|m4a|ogg|oga|opus|wav)$/i
const VIDEO = /\.(mp4|m4v|webm|ogv|mov)$/i
// A bubble that is nothing but a link: an absolute http(s) address or a path on this server.
const LINK = /^(https?:\/\/[^\s<>"']+|\/[^\s<>"']+)$/i

/**
 * A bot bubble that is only a link to an audio or video file becomes a voice or video message
 * when the dialog's config allows that kind (`audio_messages`, `video_messages`); otherwise it
 * stays text. Only bot bubbles are looked at: what respondents type is always shown as text.
 */
export function mediaMessage(text: string, flags: MediaFlags): MediaMessage | null {
  const link = text.trim()
  if (!LINK.test(link)) return null
  const path = link.split(/[?#]/)[0] ?? link
  if (flags.audio && AUDIO.test(path)) return { kind: 'audio', src: link }
  if (flags.video && VIDEO.test(path)) return { kind: 'video', src: link }
  return null
}
