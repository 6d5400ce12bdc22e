import { strToU8, zipSync } from 'fflate'

/** A cell: text, a number, a point in time (shown in the workbook's time zone), or empty. */
export type Cell = string | number | { date: Date; seconds?: boolean } | null

export interface Sheet {
  name: string
  header: readonly string[]
  rows: readonly (readonly Cell[])[]
}

/** Excel refuses to open a file with a longer cell text. */
const MAX_CELL_TEXT = 32_767

/** Style indexes into styles.xml's cellXfs. */
const STYLE = { header: 1, dateTime: 2, dateTimeSeconds: 3, text: 4 } as const

/**
 * OWASP "CSV injection": a text a respondent typed that starts like a formula. It is written as
 * an inline string (never evaluated) with Excel's quote prefix, which is what typing a leading
 * apostrophe does: the text stays exactly as typed and stays text when the cell is edited.
 */
export const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text)

// XML 1.0 forbids most control characters and lone surrogates; they are dropped, not escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const xmlText = (text: string) =>
  text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A (1-based) column number as Excel letters: 1 -> A, 27 -> AA. */
export function columnName(n: number): string {
  let name = ''
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

/** Excel's serial date of the wall-clock time in `timeZone` (days since 1899-12-30). */
function serialDate(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(date)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wallClock / 86_400_000 + 25_569
}

function cellXml(ref: string, cell: Cell, timeZone: string, header: boolean): string {
  if (cell === null || cell === '') return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : cellXml(ref, String(cell), timeZone, header)
  if (typeof cell === 'object') {
    const style = cell.seconds ? STYLE.dateTimeSeconds : STYLE.dateTime
    return `<c r="${ref}" s="${style}"><v>${serialDate(cell.date, timeZone)}</v></c>`
  }
  const text = cell.slice(0, MAX_CELL_TEXT)
  const style = header ? STYLE.header : looksLikeFormula(text) ? STYLE.text : 0
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`
}

/** Width in characters from the longest value of a column (first 200 rows), kept readable. */
function widths(sheet: Sheet): number[] {
  return sheet.header.map((title, i) => {
    let longest = title.length
    for (const row of sheet.rows.slice(0, 200)) {
      const cell = row[i]
      const length = cell === null || cell === undefined ? 0 : typeof cell === 'object' ? 19 : String(cell).length
      longest = Math.max(longest, length)
    }
    return Math.min(60, Math.max(10, longest + 2))
  })
}

function sheetXml(sheet: Sheet, timeZone: string): string {
  const rows = [sheet.header, ...sheet.rows].map((row, r) => {
    const cells = row.map((cell, c) => cellXml(`${columnName(c + 1)}${r + 1}`, cell, timeZone, r === 0)).join('')
    return `<row r="${r + 1}">${cells}</row>`
  })
  const cols = widths(sheet).map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')
  // The header row stays visible while scrolling (a frozen pane below row 1).
  const view = '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
  return `${XML}<worksheet xmlns="${MAIN_NS}">${view}${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rows.join('')}</sheetData></worksheet>`
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OOXML_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

const STYLES = `${XML}<styleSheet xmlns="${MAIN_NS}">`
  + '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/><numFmt numFmtId="165" formatCode="dd.mm.yyyy hh:mm:ss"/></numFmts>'
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
  + '</styleSheet>'

/**
 * The smallest OOXML package Excel, LibreOffice and Numbers open: workbook, one worksheet per
 * sheet, styles; inline strings, so no shared-string table. Pure: same sheets, same bytes.
 */
export function writeXlsx(sheets: readonly Sheet[], options: { timeZone: string }): Uint8Array {
  const sheetFiles = sheets.map((_, i) => `worksheets/sheet${i + 1}.xml`)
  const types = sheetFiles.map((f) => `<Override PartName="/xl/${f}" ContentType="${OOXML_TYPE}.worksheet+xml"/>`).join('')
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + `<Override PartName="/xl/workbook.xml" ContentType="${OOXML_TYPE}.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${OOXML_TYPE}.styles+xml"/>${types}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>`
      + sheets.map((s, i) => `<sheet name="${xmlText(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL_NS}">`
      + sheetFiles.map((f, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="${f}"/>`).join('')
      + `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': STYLES,
  }
  sheets.forEach((sheet, i) => (files[`xl/${sheetFiles[i]}`] = sheetXml(sheet, options.timeZone)))
  // A fixed mtime keeps the output deterministic (fflate would stamp "now").
  const mtime = new Date(Date.UTC(2020, 0, 1))
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, [strToU8(xml), { mtime }]])), { level: 6 })
}
