import { uiLocale } from './index'
const format = new Intl.DateTimeFormat(uiLocale, { dateStyle: 'medium', timeStyle: 'medium', hour12: false })

/** Date and 24-hour time in the UI language (docs/product/constants.md); an empty or broken ISO string stays empty. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return iso && !Number.isNaN(date.getTime()) ? format.format(date) : ''
}
