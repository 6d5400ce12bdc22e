import { Survey } from '@engine/index'
import type { Parsed } from '../useDraftField'
import { ui } from '../../../i18n'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.settings

/** What a settings field makes of its text: the value to send, or the message to show. */
export type { Parsed }

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value })
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error })

/** The engine's own limits (engine/model/survey.ts), so the form and the command agree. */
export const MAX_SURVEY_NAME = 200
export const MAX_FIX_MESSAGE = 20_000
export const MAX_AVATAR_NAME = 100
export const MAX_BACKGROUND_LINK = 2000

/** The name is sent as typed (trimming while typing would eat the space before the next word). */
export function parseSurveyName(text: string): Parsed<string> {
  if (text.trim() === '') return fail(t.nameRequired)
  if (text.length > MAX_SURVEY_NAME) return fail(t.nameTooLong)
  return ok(text)
}

/** Free text up to a limit (messages, avatar name, background link). */
export const parseText =
  (max: number) =>
  (text: string): Parsed<string> =>
    text.length > max ? fail(t.tooLong(max)) : ok(text)

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/** `#rrggbb` or empty (= null, the default accent). Surrounding blanks are ignored. */
export function parseColor(text: string): Parsed<string | null> {
  const trimmed = text.trim()
  if (trimmed === '') return ok(null)
  return HEX_COLOR.test(trimmed) ? ok(trimmed) : fail(t.colorInvalid)
}

export const formatColor = (value: string | null) => value ?? ''

/** 0..10, with a decimal comma or point ("0,5" and "0.5"). */
export function parseSpeed(text: string): Parsed<number> {
  const normalized = text.trim().replace(',', '.')
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalized)) return fail(t.speedInvalid)
  const value = Number(normalized)
  return Survey.shape.speed.safeParse(value).success ? ok(value) : fail(t.speedInvalid)
}

export const formatSpeed = (value: number) => String(value).replace('.', ',')

/**
 * docs/runtime.md "Respondent settings": the live page shows only an http(s) address or one of the
 * dialog's own media files (`/api/media/…`), so anything else is refused here instead of being
 * silently ignored there. Empty: the newest uploaded background.
 */
export function parseBackgroundLink(text: string): Parsed<string> {
  const trimmed = text.trim()
  if (text.length > MAX_BACKGROUND_LINK) return fail(t.tooLong(MAX_BACKGROUND_LINK))
  if (trimmed === '' || /^\/api\/media\/[^/]+$/.test(trimmed)) return ok(trimmed)
  try {
    const url = new URL(trimmed)
    if (url.protocol === 'http:' || url.protocol === 'https:') return ok(trimmed)
  } catch {
    // Not an address at all.
  }
  return fail(t.backgroundInvalid)
}
