import type { DocumentIndexFailure } from '@engine/api/media'
import { indexPassages, passagesOfPages, passagesOfText } from '@engine/nlu'
import { readFile, rename, writeFile } from 'node:fs/promises'
import type { MessagePort } from 'node:worker_threads'
import { DOCUMENT_LIMITS, type DocumentLimits } from './documentLimits'
import { extractPdfText } from './extractPdfText'
import { encodePassageIndex } from './passageIndexFile'

export type BuiltDocument =
  { ok: true; sections: number; pages: number | null } | { ok: false; code: DocumentIndexFailure }

export interface BuildDocumentInput {
  /** The uploaded file. */
  path: string
  mime: string
  /** Where the stored index goes (written whole, then renamed into place). */
  indexPath: string
  /** Receives `{progress}` in percent while the build runs. */
  progress?: MessagePort
  /** Tests lower the limits; the defaults are DOCUMENT_LIMITS. */
  limits?: Partial<DocumentLimits>
}

/**
 * Reads a qa document's text and writes its passage index: the `indexDocument` task of the
 * document pool (server/workers/tasks.ts), never run on the event loop that answers respondents.
 * 1 % once the file is read; a PDF's pages up to 80 %, then indexing up to 95 % (a text's
 * indexing from 1 %), then writing.
 */
export async function buildDocumentIndex(input: BuildDocumentInput): Promise<BuiltDocument> {
  const limits = { ...DOCUMENT_LIMITS, ...input.limits }
  let last = -1
  const report = (percent: number) => {
    const rounded = Math.floor(percent)
    if (rounded === last) return
    last = rounded
    input.progress?.postMessage({ progress: rounded })
  }
  try {
    let data: Buffer
    try {
      data = await readFile(input.path)
    } catch {
      return { ok: false, code: 'file_missing' }
    }
    report(1)
    let cut: { passages: string[]; pages?: number[] }
    let pageCount: number | null = null
    if (input.mime === 'application/pdf') {
      const pdf = await extractPdfText(data, { ...limits, onProgress: (share) => report(share * 80) })
      if (!pdf.ok) return pdf
      pageCount = pdf.pages.length
      cut = passagesOfPages(pdf.pages)
    } else if (input.mime === 'text/plain') {
      const text = data.toString('utf8')
      if (text.length > limits.maxTextChars) return { ok: false, code: 'text_too_long' }
      cut = { passages: passagesOfText(text) }
    } else {
      return { ok: false, code: 'no_text' }
    }
    if (pageCount !== null) report(80)
    if (cut.passages.length === 0) return { ok: false, code: pageCount === null ? 'no_text' : 'pdf_no_text' }
    if (cut.passages.length > limits.maxSections) return { ok: false, code: 'too_many_sections' }
    // A text is read at once: its share of the progress goes to indexing (1 to 95 %), a PDF's to reading.
    const from = pageCount === null ? 1 : 80
    const index = indexPassages(cut.passages, cut.pages, (share) => report(from + share * (95 - from)))
    report(95)
    await writeFile(`${input.indexPath}.tmp`, encodePassageIndex(index))
    await rename(`${input.indexPath}.tmp`, input.indexPath)
    report(100)
    return { ok: true, sections: index.size, pages: pageCount }
  } finally {
    input.progress?.close()
  }
}
