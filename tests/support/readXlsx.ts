import { strFromU8, unzipSync } from 'fflate'

/** One cell as stored: its value, its type attribute (`inlineStr`, `s`, none for numbers), style and formula. */
export interface StoredCell {
  value: string | number
  type: string | null
  style: number
  formula: string | null
}

export interface ReadWorkbook {
  files: Record<string, string>
  /** Sheet name -> rows -> cells by column (undefined where a row has no cell). */
  sheets: Record<string, (StoredCell | undefined)[][]>
}

const unescape = (xml: string) =>
  xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

function columnIndex(ref: string): number {
  let n = 0
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

function readSheet(xml: string, shared: string[]): (StoredCell | undefined)[][] {
  const rows: (StoredCell | undefined)[][] = []
  for (const [, rowTag = '', body = ''] of xml.matchAll(/<row\b([^>]*)>(.*?)<\/row>/gs)) {
    const cells: (StoredCell | undefined)[] = []
    for (const [, tag = '', inner = ''] of body.matchAll(/<c\b([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const type = attr(tag, 't') ?? null
      const raw = type === 'inlineStr' ? [...inner.matchAll(/<t\b[^>]*>(.*?)<\/t>/gs)].map((m) => m[1]).join('') : inner.match(/<v>(.*?)<\/v>/s)?.[1] ?? ''
      const text = unescape(raw)
      const value = type === 's' ? shared[Number(text)] ?? '' : type === 'inlineStr' || type === 'str' ? text : Number(text)
      cells[columnIndex(attr(tag, 'r') ?? 'A')] = { value, type, style: Number(attr(tag, 's') ?? 0), formula: inner.match(/<f\b[^>]*>(.*?)<\/f>/s)?.[1] ?? null }
    }
    rows[Number(attr(rowTag, 'r') ?? rows.length + 1) - 1] = cells
  }
  return rows
}

/** Reads back a workbook the way a spreadsheet program would find it: via the package's relationships. */
export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]))
  const rels = Object.fromEntries([...(files['xl/_rels/workbook.xml.rels'] ?? '').matchAll(/<Relationship\b([^>]*)\/>/g)].map(([, tag = '']) => [attr(tag, 'Id'), attr(tag, 'Target')]))
  const shared = [...(files['xl/sharedStrings.xml'] ?? '').matchAll(/<si>(.*?)<\/si>/gs)].map(([, si = '']) => unescape([...si.matchAll(/<t\b[^>]*>(.*?)<\/t>/gs)].map((m) => m[1]).join('')))
  const sheets: ReadWorkbook['sheets'] = {}
  for (const [, tag = ''] of (files['xl/workbook.xml'] ?? '').matchAll(/<sheet\b([^>]*)\/>/g)) {
    const target = rels[attr(tag, 'r:id') ?? '']
    sheets[unescape(attr(tag, 'name') ?? '')] = readSheet(files[`xl/${target}`] ?? '', shared)
  }
  return { files, sheets }
}

/** Just the values of a sheet, empty cells as null, for comparing whole rows. */
export const sheetValues = (rows: (StoredCell | undefined)[][]) => Array.from(rows, (row) => Array.from(row ?? [], (cell) => cell?.value ?? null))

/** An Excel serial date read as the wall-clock time it shows, in German format. */
export function showDate(serial: number | string | null, seconds = false): string {
  const d = new Date(Math.round((Number(serial) - 25_569) * 86_400_000))
  const two = (n: number) => String(n).padStart(2, '0')
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ''}`
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${time}`
}
