import { ZipWriter } from './zipWriter'

/** A cell: text, a number, an instant (written as its UTC fields: callers shift it first), or empty. */
export type XlsxCell = string | number | Date | null

export interface XlsxColumn {
  title: string
  /** In characters of the default font, as Excel counts widths. */
  width: number
  /** An Excel number format for the column's dates and numbers, e.g. 'dd.mm.yyyy hh:mm'. */
  numFmt?: string
}

/**
 * The export's workbook, written straight to SpreadsheetML (ECMA-376) in a zip, sheet after
 * sheet, row after row (docs/api/export.md "The workbook's own writer"). It writes what the
 * export needs and nothing else: a frozen, bold header row, column widths, number formats for
 * dates, texts as inline strings (never a formula, whatever they start with: no `t="str"`), no
 * shared strings (their table would grow with every answer). exceljs did the same at about three
 * times the CPU and garbage: a cell object, a style object and an XML builder per cell.
 */
export class XlsxWriter {
  private readonly zip: ZipWriter
  private readonly sheets: string[] = []
  private readonly formats: string[] = []

  constructor(
    write: (bytes: Buffer) => void,
    private readonly properties: { creator: string; created?: Date } = { creator: '' },
  ) {
    this.zip = new ZipWriter(write, properties.created)
  }

  /** Starts the next sheet (the one before must be ended: the zip refuses otherwise) with its header row. */
  sheet(name: string, columns: readonly XlsxColumn[]): XlsxSheet {
    if (!/^[^[\]:*?/\\]{1,31}$/.test(name) || this.sheets.includes(name)) throw new Error(`bad sheet name ${name}`)
    this.sheets.push(name)
    const entry = this.zip.entry(`xl/worksheets/sheet${this.sheets.length}.xml`)
    const styles = columns.map((c) => (c.numFmt ? this.styleOf(c.numFmt) : 0))
    const sheet = new XlsxSheet(entry, styles)
    const widths = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${number(c.width)}" customWidth="1"/>`)
      .join('')
    entry.write(
      `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
        '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>' +
        '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
        (widths ? `<cols>${widths}</cols>` : '') +
        '<sheetData>',
    )
    sheet.header(columns.map((c) => c.title))
    return sheet
  }

  /** Writes the workbook's other parts and the zip's directory: the file is complete. */
  end(): void {
    const { zip, sheets } = this
    const sheetParts = sheets.map((_, i) => `/xl/worksheets/sheet${i + 1}.xml`)
    zip.file(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        sheetParts
          .map(
            (part) =>
              `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
        `<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>` +
        '</Types>',
    )
    zip.file(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
        `<Relationship Id="rId3" Type="${RELATIONSHIPS}/extended-properties" Target="docProps/app.xml"/>` +
        '</Relationships>',
    )
    zip.file(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>` +
        sheets.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 2}"/>`).join('') +
        '</sheets></workbook>',
    )
    zip.file(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 2}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    )
    zip.file('xl/styles.xml', this.stylesXml())
    const created = (this.properties.created ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z')
    zip.file(
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>${escapeXml(this.properties.creator)}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${created}</dcterms:modified>` +
        '</cp:coreProperties>',
    )
    zip.file(
      'docProps/app.xml',
      `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
        `<Application>${escapeXml(this.properties.creator)}</Application></Properties>`,
    )
    zip.finish()
  }

  /**
   * The cell style (index into cellXfs) of a number format: 0 is the default, 1 the header's bold
   * font, then one per format in the order first asked.
   */
  private styleOf(numFmt: string): number {
    let index = this.formats.indexOf(numFmt)
    if (index < 0) index = this.formats.push(numFmt) - 1
    return FIRST_FORMAT_STYLE + index
  }

  private stylesXml(): string {
    const formats = this.formats
      .map((code, i) => `<numFmt numFmtId="${FIRST_FORMAT_ID + i}" formatCode="${escapeXml(code)}"/>`)
      .join('')
    const xfs = [
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
      ...this.formats.map(
        (_, i) =>
          `<xf numFmtId="${FIRST_FORMAT_ID + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      ),
    ]
    return (
      `${XML}<styleSheet xmlns="${MAIN}">` +
      (formats ? `<numFmts count="${this.formats.length}">${formats}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    )
  }
}

/** One sheet's rows, in order. */
export class XlsxSheet {
  private rows = 0

  constructor(
    private readonly entry: { write(text: string): void; end(): void },
    /** Each column's cell style for numbers and dates. */
    private readonly styles: readonly number[],
  ) {}

  /** The header row: bold text. */
  header(titles: readonly string[]): void {
    this.rows++
    const r = this.rows
    this.entry.write(
      `<row r="${r}">${titles.map((t, i) => `<c r="${columnName(i)}${r}" s="${BOLD_STYLE}" ${inlineString(t)}</c>`).join('')}</row>`,
    )
  }

  /** Adds the next row; an empty cell (null, '') is left out. At most as many cells as columns. */
  row(cells: readonly XlsxCell[]): void {
    if (cells.length > this.styles.length)
      throw new Error(`a row of ${cells.length} cells in ${this.styles.length} columns`)
    this.rows++
    const r = this.rows
    let xml = `<row r="${r}">`
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]
      if (cell === null || cell === undefined || cell === '') continue
      const at = `${columnName(i)}${r}`
      if (typeof cell === 'string') xml += `<c r="${at}" ${inlineString(cell)}</c>`
      else {
        // A date is its serial number: days since 1899-12-30, the time of day as the fraction.
        const value = typeof cell === 'number' ? cell : cell.getTime() / DAY_MS + EXCEL_EPOCH_DAYS
        if (!Number.isFinite(value)) {
          if (typeof cell === 'number') xml += `<c r="${at}" ${inlineString(String(cell))}</c>`
          continue
        }
        const style = this.styles[i] ?? 0
        xml += `<c r="${at}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`
      }
    }
    this.entry.write(`${xml}</row>`)
  }

  end(): void {
    this.entry.write('</sheetData></worksheet>')
    this.entry.end()
  }
}

/** `t="inlineStr"><is><t>…</t></is>`: the attribute's rest and the cell's content. */
function inlineString(text: string): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : ''
  return `t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is>`
}

// What a text node or attribute cannot hold as it is: the markup characters, escaped, and the
// characters XML 1.0 does not allow (control characters, U+FFFE/U+FFFF, unpaired surrogates),
// dropped, as a reader would refuse the file. With /u a paired surrogate is one character, so
// only unpaired ones match; /u makes the scan about 2.5x slower, so a plain test of the same
// characters (any surrogate) goes first and most texts, which need nothing, skip the replace.
// eslint-disable-next-line no-control-regex
const NOT_PLAIN = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu
// eslint-disable-next-line no-control-regex
const MAYBE_NOT_PLAIN = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]/
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text for an XML text node or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return MAYBE_NOT_PLAIN.test(text) ? text.replace(NOT_PLAIN, (c) => ENTITIES[c] ?? '') : text
}

const COLUMN_NAMES: string[] = []

/** A, B, …, Z, AA, … for the 0-based column `index`. */
export function columnName(index: number): string {
  let name = COLUMN_NAMES[index]
  if (name === undefined) {
    name = ''
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
    COLUMN_NAMES[index] = name
  }
  return name
}

const number = (n: number) => String(Math.round(n * 100) / 100)
const DAY_MS = 86_400_000
const EXCEL_EPOCH_DAYS = 25_569 // 1970-01-01 as an Excel serial (the 1900 system)
const BOLD_STYLE = 1
const FIRST_FORMAT_STYLE = 2
const FIRST_FORMAT_ID = 164 // the first id free for custom formats
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'
