import { uiLocale } from '../../i18n'
/** German number formatting for the analysis (docs/product/overview.md: German UI). */
const percent = new Intl.NumberFormat(uiLocale, { style: 'percent', maximumFractionDigits: 1 })
const integer = new Intl.NumberFormat(uiLocale)

export const formatCount = (n: number) => integer.format(n)

/** Solved / started as a percentage; '–' without players. */
export const formatRate = (solved: number, started: number) => (started === 0 ? '–' : percent.format(solved / started))

/** Seconds as "1 Std. 5 Min.", "12 Min. 30 Sek." or "45 Sek."; '–' for null. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–'
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${integer.format(h)} Std. ${m} Min.`
  if (m > 0) return s > 0 ? `${m} Min. ${s} Sek.` : `${m} Min.`
  return `${s} Sek.`
}
