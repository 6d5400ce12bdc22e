import { uiLocale } from '../../i18n'
/** Date formats of the Analyse page, in the UI language (numbers: src/i18n/formatNumbers.ts). */

const dayFormat = new Intl.DateTimeFormat(uiLocale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDay = new Intl.DateTimeFormat(uiLocale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
// No timeZone: the viewer's, as the chat bubbles' stamps (src/chat/chatHistory.ts formatTime) and
// the days, which the server counts in the zone the client sends (viewerTimeZone).
const dateTime = new Intl.DateTimeFormat(uiLocale, { dateStyle: 'medium', timeStyle: 'short' })

/** The viewer's IANA time zone, sent as `tz` so the server counts days in it (docs/analyse.md). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** A server day `YYYY-MM-DD` (already in the viewer's zone) as "23.11.2026", or "23.11." with `short`. */
export function formatDay(day: string, short = false): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return (short ? shortDay : dayFormat).format(date)
}

/** Milliseconds since the epoch as "23.11.2026, 14:05" in the viewer's time zone. */
export const formatDateTime = (ms: number) => dateTime.format(new Date(ms))

/**
 * A chart axis label cut to `max` characters with "…" (the bar's tooltip and the table keep the
 * whole text), so long option texts or questions do not run into each other (issue #28).
 */
export function axisLabel(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}
