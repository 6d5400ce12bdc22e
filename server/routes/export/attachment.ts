const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' }

/** A file name from a dialog name that every browser and file system accepts: ASCII, no path or quote characters. */
export function safeFileName(name: string): string {
  const ascii = name
    .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  const safe = ascii
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._]+|[\s._]+$/g, '')
    .slice(0, 100)
    .trim()
  return safe || 'Dialog'
}

// Characters no file system takes in a name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g
/** encodeURIComponent throws on them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** RFC 5987 ext-value: percent-encoded UTF-8, including the characters encodeURIComponent leaves. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * Content-Disposition for a download: the ASCII name for every client, and the exact UTF-8 name
 * (RFC 6266 `filename*`) for those that read it, so "Zufriedenheit Büro" keeps its umlaut.
 */
export function attachment(name: string, extension: string): string {
  const exact = name.slice(0, 100).replace(LONE_SURROGATE, '').trim().replace(UNSAFE_IN_NAME, '_') || 'Dialog'
  return `attachment; filename="${safeFileName(name)}.${extension}"; filename*=UTF-8''${extValue(`${exact}.${extension}`)}`
}
