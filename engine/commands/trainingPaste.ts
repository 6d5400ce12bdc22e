/** One line of a pasted list: the example and its jump, or why it cannot be imported. */
export type PastedLine =
  { line: number; text: string; handle: string } | { line: number; error: 'unknown_handle' | 'no_handle'; raw: string }

function unquote(value: string): string {
  const v = value.trim()
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/""/g, '"').trim() : v
}

const HEADER = /^(text|beispiel|handle|sprung|intent)$/i

/** `text;handle` (issue #9) or `handle;text` (the server's import): whichever side is a jump. */
function split(raw: string, handles: readonly string[]): { text: string; handle: string } | null {
  for (const sep of [';', '\t', ',']) {
    const last = raw.lastIndexOf(sep)
    if (last >= 0 && handles.includes(unquote(raw.slice(last + 1))))
      return { text: unquote(raw.slice(0, last)), handle: unquote(raw.slice(last + 1)) }
    const first = raw.indexOf(sep)
    if (first >= 0 && handles.includes(unquote(raw.slice(0, first))))
      return { text: unquote(raw.slice(first + 1)), handle: unquote(raw.slice(0, first)) }
  }
  return null
}

/**
 * A CSV/TXT paste: one example per line for `fallbackHandle`, or `text;handle` / `handle;text`
 * (tab and comma work too, as spreadsheets copy). A `;` or tab line whose other side is no jump of
 * the block is reported, not guessed; a header line is skipped.
 */
export function parseTrainingPaste(
  paste: string,
  handles: readonly string[],
  fallbackHandle: string | null,
): PastedLine[] {
  const result: PastedLine[] = []
  paste.split(/\r?\n/).forEach((rawLine, index) => {
    const raw = rawLine.trim()
    const line = index + 1
    if (!raw) return
    const parts = raw.split(/[;\t]/).map(unquote)
    if (parts.length === 2 && parts.every((p) => HEADER.test(p))) return
    const found = split(raw, handles)
    if (found) {
      if (found.text) result.push({ line, ...found })
    } else if (/[;\t]/.test(raw)) result.push({ line, error: 'unknown_handle', raw })
    else if (fallbackHandle) result.push({ line, text: unquote(raw), handle: fallbackHandle })
    else result.push({ line, error: 'no_handle', raw })
  })
  return result
}
