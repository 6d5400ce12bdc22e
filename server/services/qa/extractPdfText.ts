import type { DocumentIndexFailure } from '@engine/api/media'
import { DOCUMENT_LIMITS } from './documentLimits'
import { inflatesBeyond } from './flateBytes'

/** Text of a PDF page by page, or why it cannot be read (docs/api/media.md, documents). */
export type PdfText = { ok: true; pages: string[] } | { ok: false; code: DocumentIndexFailure }

interface Item {
  str: string
  hasEOL: boolean
  y: number
  height: number
}

interface Line {
  text: string
  y: number
  height: number
}

function linesOf(items: readonly Item[]): Line[] {
  const lines: Line[] = []
  let current: Line | null = null
  for (const item of items) {
    // A jump in height starts a new line even without an end-of-line mark.
    if (current && item.str && Math.abs(item.y - current.y) > Math.max(current.height, item.height) / 2) {
      lines.push(current)
      current = null
    }
    if (item.str) {
      current ??= { text: '', y: item.y, height: item.height }
      current.text += item.str
      current.height = Math.max(current.height, item.height)
    }
    if (item.hasEOL && current) {
      lines.push(current)
      current = null
    }
  }
  if (current) lines.push(current)
  return lines.filter((line) => line.text.trim())
}

/**
 * A page's lines as text with blank lines between paragraphs (a gap of more than half a line
 * more than usual, or a jump back up, as between columns), so retrieval cuts it like a text
 * document. A word hyphenated at a line end is joined again.
 */
export function pageText(items: readonly Item[]): string {
  const lines = linesOf(items)
  let text = ''
  lines.forEach((line, i) => {
    const previous = lines[i - 1]
    if (previous) {
      const gap = previous.y - line.y
      const lineHeight = Math.max(previous.height, line.height, 1)
      if (gap > lineHeight * 1.8 || gap < 0) text += '\n\n'
      else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line.text.trim())) text = text.slice(0, -1)
      else text += '\n'
    }
    text += line.text.trim()
  })
  return text
}

type TextContentItem = { str?: unknown; hasEOL?: unknown; transform?: unknown; height?: unknown }

const toItem = (raw: TextContentItem): Item => ({
  str: typeof raw.str === 'string' ? raw.str : '',
  hasEOL: raw.hasEOL === true,
  y: Array.isArray(raw.transform) && typeof raw.transform[5] === 'number' ? raw.transform[5] : 0,
  height: typeof raw.height === 'number' ? raw.height : 0,
})

function failureOf(error: unknown): DocumentIndexFailure {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'PasswordException' ? 'pdf_encrypted' : 'pdf_damaged'
}

/**
 * Reads a PDF's text with pdf.js (the legacy build, which runs in Node; its worker runs in this
 * thread, which is a worker thread of the document pool: server/workers/tasks.ts). Never throws:
 * a damaged, password-protected or textless (scanned) PDF gives its reason, and so does one past
 * a limit (docs/api/media.md "Limits"). A page that cannot be read counts as empty; eval and
 * system fonts stay off.
 */
export interface ExtractOptions {
  timeLimitMs?: number
  /** The clock the time limit is measured with (tests pass their own). */
  now?: () => number
  maxPages?: number
  /** FlateDecode streams together may inflate to at most this many bytes. */
  maxInflatedBytes?: number
  /** Characters of text over all pages. */
  maxTextChars?: number
  /** Called with the share of pages read, 0 to 1. */
  onProgress?: (share: number) => void
}

export async function extractPdfText(data: Uint8Array, options: ExtractOptions = {}): Promise<PdfText> {
  const {
    timeLimitMs = DOCUMENT_LIMITS.timeLimitMs,
    now = Date.now,
    maxPages = DOCUMENT_LIMITS.maxPages,
    maxInflatedBytes = DOCUMENT_LIMITS.maxInflatedBytes,
    maxTextChars = DOCUMENT_LIMITS.maxTextChars,
    onProgress,
  } = options
  const started = now()
  if (await inflatesBeyond(data, maxInflatedBytes)) return { ok: false, code: 'pdf_too_large' }
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it gets, so it gets a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: 1024 * 1024,
    verbosity: VerbosityLevel.ERRORS,
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<PdfText>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, code: 'pdf_too_slow' }), timeLimitMs)
  })
  const read = (async (): Promise<PdfText> => {
    let document
    try {
      document = await task.promise
    } catch (error) {
      return { ok: false, code: failureOf(error) }
    }
    // Known from the page tree before any page is read: a 50,000-page file is refused at once.
    if (document.numPages > maxPages) return { ok: false, code: 'pdf_too_many_pages' }
    const pages: string[] = []
    let chars = 0
    for (let number = 1; number <= document.numPages; number++) {
      // pdf.js runs mostly in microtasks: between pages the timer below gets a turn, and the
      // time limit is checked here too (the pool's own limit ends the thread if this is not reached).
      await new Promise((resolve) => setImmediate(resolve))
      if (now() - started > timeLimitMs) return { ok: false, code: 'pdf_too_slow' }
      try {
        const page = await document.getPage(number)
        const content = await page.getTextContent()
        pages.push(pageText((content.items as TextContentItem[]).map(toItem)))
        page.cleanup()
      } catch {
        pages.push('')
      }
      chars += pages[pages.length - 1]?.length ?? 0
      if (chars > maxTextChars) return { ok: false, code: 'text_too_long' }
      onProgress?.(number / document.numPages)
    }
    if (!pages.some((page) => page.trim())) return { ok: false, code: 'pdf_no_text' }
    return { ok: true, pages }
  })()
  try {
    return await Promise.race([read, timeout])
  } finally {
    clearTimeout(timer)
    await task.destroy().catch(() => undefined)
  }
}
