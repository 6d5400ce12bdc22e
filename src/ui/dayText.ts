/**
 * A calendar day as the UI writes it (docs/app.md#languages, "Date fields"): day, month, year with
 * the language's separator ("04.03.2026" in German, "04/03/2026" in English), and back to the ISO
 * day ("2026-03-04") the API takes. Pure, so both directions are tested without a browser.
 */

/** "2026-03-04" -> "04.03.2026"; '' stays ''; anything else is shown as it is. */
export function formatDay(iso: string, separator: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return iso
  const [, year, month, day] = match
  return [day, month, year].join(separator)
}

/**
 * What the user typed -> the ISO day, '' for an empty field, null for no valid day. Accepts one or
 * two digits for day and month ("4.3.2026"), '.', '/' or '-' between them, and an ISO day (pasted).
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed)
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null
  if (!parts) return null
  const [year, month, day] = parts.map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
