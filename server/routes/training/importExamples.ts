import type { ImportExamplesResponse } from '@engine/api/training'

const SEPARATORS = ['\t', ';', ',']
const MAX_TEXT = 2000

/**
 * Parses a CSV/TXT paste into example rows (docs/training.md "Import"). A line is `handle<sep>text`
 * when the part before the first tab, semicolon or comma is one of the block's handles (so a
 * text with commas stays whole); otherwise the whole line is a text for `fallback`. Quotes
 * around a CSV field are removed; a header line `handle;text` / `intent,text` is skipped.
 */
export function parseExamplePaste(
  paste: string,
  handles: readonly string[],
  existing: readonly string[],
  fallback?: string,
): ImportExamplesResponse {
  const known = new Set(existing)
  const rows: ImportExamplesResponse['rows'] = []
  const skipped: ImportExamplesResponse['skipped'] = []
  paste.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const text = raw.trim()
    if (text === '') return
    const split = splitHandle(text, handles)
    if (!split && /^"?(handle|intent|sprung)"?\s*[\t;,]\s*"?(text|beispiel)"?$/i.test(text)) return
    const handle = split?.handle ?? fallback
    const example = unquote(split?.text ?? text)
    if (!handle)
      return skipped.push({ line, text, reason: 'Kein bekannter Sprung am Zeilenanfang und kein Sprung gewählt.' })
    if (!handles.includes(handle))
      return skipped.push({ line, text, reason: `'${handle}' ist kein Sprung dieses Blocks.` })
    if (example === '') return skipped.push({ line, text, reason: 'Leerer Beispieltext.' })
    if (example.length > MAX_TEXT)
      return skipped.push({ line, text: text.slice(0, 100), reason: `Länger als ${MAX_TEXT} Zeichen.` })
    const key = exampleKey(handle, example)
    rows.push({ line, handle, text: example, duplicate: known.has(key) })
    known.add(key)
  })
  return { rows, skipped }
}

/** The key parseExamplePaste compares existing examples by. */
export const exampleKey = (handle: string, text: string): string =>
  `${handle}\u0000${text.trim().replace(/\s+/g, ' ').toLowerCase()}`

function splitHandle(line: string, handles: readonly string[]): { handle: string; text: string } | null {
  for (const sep of SEPARATORS) {
    const at = line.indexOf(sep)
    if (at <= 0) continue
    const handle = unquote(line.slice(0, at))
    if (handles.includes(handle)) return { handle, text: line.slice(at + 1) }
  }
  return null
}

function unquote(field: string): string {
  const t = field.trim()
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t
}
