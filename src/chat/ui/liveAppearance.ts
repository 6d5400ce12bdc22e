import type { CSSProperties } from 'react'
import { MediaListResponse, type MediaFile } from '@engine/api/media'
import { GetConfigResponse, type LanguageFragments, SurveyLanguageResponse } from '@engine/api/surveys'
import { api } from '../../session/api'
import { generatedAvatarUrl } from './generatedAvatar'
import type { MediaFlags } from './mediaMessage'

/** docs/product/constants.md: the theme's primary teal, the accent when a dialog sets no colour. */
export const DEFAULT_ACCENT = '#00796b'

/** What the live pages show around the chat: colour, images, names and the bar's texts. */
export interface LiveAppearance {
  surveyName: string
  accentColor: string
  /** Text colour readable on the accent (user bubbles, buttons). */
  onAccent: string
  logoSrc: string | null
  avatarSrc: string
  avatarName: string
  fragments: LanguageFragments | null
  language: string
  /** Which bot links play as voice or video messages (client config audio_messages, video_messages). */
  media: MediaFlags
  /** docs/runtime.md "Respondent settings": the image behind the chat (a safe address only), else null. */
  backgroundSrc: string | null
  /** messenger_ui: the chat laid out like a phone messenger. */
  messengerUi: boolean
  /** feedback_allowed: thumbs up/down under each bot message. */
  feedbackAllowed: boolean
  /** training_mode: the respondent is told this is a training run. */
  trainingMode: boolean
}

/**
 * The dialog's background image, if its address is safe to load: an http(s) address, or one of the
 * dialog's own media files (`/api/media/…`, as the media list names it). Anything else
 * (`javascript:`, `data:`, other paths of this site, garbage) is ignored. Without a usable link
 * the newest uploaded background image is used.
 */
export function safeBackground(link: string | null | undefined, media: readonly MediaFile[]): string | null {
  const value = (link ?? '').trim()
  if (value.startsWith('/')) {
    if (media.some((f) => f.type !== 'document' && f.location === value)) return value
  } else if (value) {
    try {
      const url = new URL(value)
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href
    } catch {
      // Not an address: fall back to an uploaded background.
    }
  }
  return pickMedia(media, 'background')
}

/**
 * docs/product/calls.md: the media list is reversed (the server sends newest first), so the newest file of
 * a type is the last one; client config sources win over media files.
 */
export function pickMedia(files: readonly MediaFile[], type: MediaFile['type']): string | null {
  const oldestFirst = [...files].reverse()
  return oldestFirst.filter((f) => f.type === type).at(-1)?.location ?? null
}

/** Black or white, whichever contrasts more with a #rrggbb colour (WCAG relative luminance). */
export function textColorOn(hex: string): '#ffffff' | '#1c2127' {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white is 1.05 / (L + 0.05), with near-black (L ~ 0.014) (L + 0.05) / 0.064.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.064 ? '#ffffff' : '#1c2127'
}

const isHexColor = (value: string | null): value is string => value !== null && /^#[0-9a-fA-F]{6}$/.test(value)

export function toAppearance(
  surveyId: string,
  config: GetConfigResponse | null,
  media: readonly MediaFile[],
  language: SurveyLanguageResponse | null,
): LiveAppearance {
  const configured = config?.config.accent_color ?? null
  const accentColor = isHexColor(configured) ? configured : DEFAULT_ACCENT
  return {
    surveyName: config?.survey_name ?? '',
    accentColor,
    onAccent: textColorOn(accentColor),
    logoSrc: config?.config.logo_src ?? pickMedia(media, 'logo'),
    avatarSrc: config?.config.avatar_src ?? pickMedia(media, 'avatar') ?? generatedAvatarUrl(surveyId),
    avatarName: config?.config.avatar_name || config?.avatar_name || '',
    fragments: language?.nav_bar_information.navar_language_fragments ?? null,
    language: language?.nav_bar_information.language ?? 'de',
    media: { audio: config?.config.audio_messages ?? false, video: config?.config.video_messages ?? false },
    backgroundSrc: safeBackground(config?.background_link, media),
    messengerUi: config?.messenger_ui ?? false,
    feedbackAllowed: config?.feedback_allowed ?? false,
    trainingMode: config?.training_mode ?? false,
  }
}

/**
 * The three public reads of a live page (no token), in parallel. Each may fail alone: the chat
 * still works with the default colour, the generated avatar and the catalogue's texts.
 */
export async function loadAppearance(
  surveyId: string,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<LiveAppearance> {
  const body = { survey_id: surveyId }
  const [config, media, language] = await Promise.all([
    api('GET', '/api/get_config', { as: 'public', query: { survey_id: surveyId }, fetch: doFetch })
      .then((json) => GetConfigResponse.parse(json))
      .catch(() => null),
    api('POST', '/api/get_media_list', { as: 'public', body, fetch: doFetch })
      .then((json) => MediaListResponse.parse(json).media_files)
      .catch(() => []),
    api('POST', '/api/get_survey_language', { as: 'public', body, fetch: doFetch })
      .then((json) => SurveyLanguageResponse.parse(json))
      .catch(() => null),
  ])
  return toAppearance(surveyId, config, media, language)
}

/** The dialog's accent as CSS variables (docs/product/entities.md survey `color`, client config accent_color). */
export function accentStyle(appearance: LiveAppearance | null): CSSProperties {
  const accent = appearance?.accentColor ?? DEFAULT_ACCENT
  return { '--live-accent': accent, '--live-on-accent': appearance?.onAccent ?? textColorOn(accent) } as CSSProperties
}
