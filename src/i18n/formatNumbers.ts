import { ui, uiLocale } from '.'

/**
 * Numbers as the editor's pages write them, in the UI language's format (docs/app.md#languages):
 * the one definition of a count, a share in percent and a duration, so a page never writes
 * "87 %" or "12 Min." in an English UI.
 */
const integer = new Intl.NumberFormat(uiLocale)
const percents = [0, 1].map(
  (digits) => new Intl.NumberFormat(uiLocale, { style: 'percent', maximumFractionDigits: digits }),
)

const decimal = new Intl.NumberFormat(uiLocale, { maximumFractionDigits: 2 })

export const formatCount = (n: number): string => integer.format(n)

/** A measured value with at most two decimals ("2,75"; "2.75"), as a histogram's bucket bounds. */
export const formatDecimal = (n: number): string => decimal.format(n)

/**
 * A share 0..1 in percent: "12,5 %" in German, "12.5%" in English; at most one decimal. '–' for
 * null: nobody to count (a rate of no respondents, a confidence the router did not give).
 */
export const formatPercent = (share: number | null, fractionDigits: 0 | 1 = 0): string =>
  share === null ? '–' : (percents[fractionDigits] ?? integer).format(share)

/** Seconds as "1 Std. 5 Min.", "12 Min. 30 Sek." or "45 Sek." ("1 h 5 min", "12 min 30 s"); '–' for null. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–'
  const { hours, minutes, seconds: secs } = ui.shell.units
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${integer.format(h)} ${hours} ${m} ${minutes}`
  if (m > 0) return s > 0 ? `${m} ${minutes} ${s} ${secs}` : `${m} ${minutes}`
  return `${s} ${secs}`
}
