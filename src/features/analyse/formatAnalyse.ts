/** German number and date formats of the Analyse page. */
export { formatCount, formatDuration } from '../analyseMultichat/formatAnalysis'

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 })
const dayFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
})
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 })

/** A share 0..1 as "12,5 %"; '–' for null (nobody to count). */
export const formatRate = (rate: number | null) => (rate === null ? '–' : percent.format(rate))

/** A server day `YYYY-MM-DD` (already Europe/Berlin) as "23.11.2026", or "23.11." with `short`. */
export function formatDay(day: string, short = false): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return (short ? shortDay : dayFormat).format(date)
}

/** Milliseconds since the epoch as "23.11.2026, 14:05" in Berlin time. */
export const formatDateTime = (ms: number) => dateTime.format(new Date(ms))

export const formatNumber = (n: number) => decimal.format(n)
