import { DocumentIndex, type DocumentIndexFailure } from '@engine/api/media'
import { type PassageIndex, indexDocument, indexPages } from '@engine/nlu'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/database'
import { type MediaRow, findMedia } from '../../repositories/media'
import { extractPdfText } from './extractPdfText'

const CACHE_LIMIT = 100

/** docs/api/media.md: what an editor reads under "Nicht indexiert". */
const REASONS: Record<DocumentIndexFailure, string> = {
  pdf_encrypted: 'Die PDF ist mit einem Passwort geschützt. Bitte eine Fassung ohne Passwort hochladen.',
  pdf_no_text:
    'Die PDF enthält keinen lesbaren Text (vielleicht eingescannt). Bitte eine PDF mit Text oder eine Textdatei hochladen.',
  pdf_damaged: 'Die PDF ist beschädigt und kann nicht gelesen werden.',
  pdf_too_slow: 'Das Lesen der PDF hat zu lange gedauert.',
  no_text: 'Das Dokument enthält keinen Text.',
  file_missing: 'Die Datei fehlt auf dem Server. Bitte erneut hochladen.',
}

const failed = (code: DocumentIndexFailure): DocumentIndex => ({ status: 'failed', code, reason: REASONS[code] })

/** The text of a document: a text file's content, or a PDF's pages. */
type DocumentText =
  { ok: true; text: string } | { ok: true; pages: string[] } | { ok: false; code: DocumentIndexFailure }

function indexOf(text: DocumentText & { ok: true }): PassageIndex {
  return 'pages' in text ? indexPages(text.pages) : indexDocument(text.text)
}

function statusOf(text: DocumentText): DocumentIndex {
  if (!text.ok) return failed(text.code)
  const index = indexOf(text)
  if (index.passages.length === 0) return failed('pages' in text ? 'pdf_no_text' : 'no_text')
  return { status: 'indexed', sections: index.passages.length, pages: 'pages' in text ? text.pages.length : null }
}

/** The stored index status of a document row, if it has a valid one. */
export function storedIndex(row: MediaRow): DocumentIndex | null {
  const parsed = DocumentIndex.safeParse((row.misc as { index?: unknown } | null)?.index)
  return parsed.success ? parsed.data : null
}

/**
 * The text and passage index of a qa block's document (docs/design/dialog-content.md, docs/api/media.md).
 * A PDF's text is read once, at upload, and kept beside the file (`{filename_db}.pages.json`);
 * uploads are never changed in place (a new upload gets a new filename_db), so an index can be
 * cached per file.
 */
export interface DocumentIndexes {
  /** Reads an upload's text (keeping a PDF's beside it) and says whether it could be indexed. */
  prepare(filenameDb: string, mime: string, data: Buffer): Promise<DocumentIndex>
  /** The status of a stored document that has none yet (uploaded before indexing was built). */
  check(row: MediaRow): Promise<DocumentIndex>
  /** The index of a dialog's own indexed document, else null (the block then answers qa_fallback). */
  indexFor(db: Db, surveyId: string, filenameDb: string): Promise<PassageIndex | null>
  /** A deleted document: its kept text and cached index go too. */
  forget(filenameDb: string): Promise<void>
}

export function createDocumentIndexes(dataDir: string): DocumentIndexes {
  const cache = new Map<string, PassageIndex>()
  const filePath = (filenameDb: string) => join(dataDir, 'media', filenameDb)
  const pagesPath = (filenameDb: string) => join(dataDir, 'media', `${filenameDb}.pages.json`)

  async function readText(filenameDb: string, mime: string, data: Buffer): Promise<DocumentText> {
    if (mime === 'text/plain') return { ok: true, text: data.toString('utf8') }
    if (mime !== 'application/pdf') return { ok: false, code: 'no_text' }
    const pdf = await extractPdfText(data)
    if (pdf.ok) await writeFile(pagesPath(filenameDb), JSON.stringify({ pages: pdf.pages }))
    return pdf
  }

  /** A stored document's text: a PDF's kept pages, read from the PDF again when they are missing. */
  async function storedText(filenameDb: string, mime: string): Promise<DocumentText> {
    if (mime === 'application/pdf') {
      try {
        const kept = JSON.parse(await readFile(pagesPath(filenameDb), 'utf8')) as { pages?: unknown }
        if (Array.isArray(kept.pages) && kept.pages.every((p) => typeof p === 'string'))
          return { ok: true, pages: kept.pages as string[] }
      } catch {
        // Not kept (yet): read from the PDF below.
      }
    }
    let data: Buffer
    try {
      data = await readFile(filePath(filenameDb))
    } catch {
      return { ok: false, code: 'file_missing' }
    }
    return readText(filenameDb, mime, data)
  }

  return {
    async prepare(filenameDb, mime, data) {
      return statusOf(await readText(filenameDb, mime, data))
    },
    async check(row) {
      return statusOf(await storedText(row.filenameDb, row.mime))
    },
    async indexFor(db, surveyId, filenameDb) {
      const cached = cache.get(filenameDb)
      if (cached) return cached
      const media = await findMedia(db, filenameDb)
      // A block may only read its own dialog's documents, whatever filename_db it names.
      if (!media || media.surveyId !== surveyId || media.type !== 'document') return null
      if (storedIndex(media)?.status === 'failed') return null
      const text = await storedText(filenameDb, media.mime)
      if (!text.ok) return null
      const index = indexOf(text)
      if (index.passages.length === 0) return null
      cache.set(filenameDb, index)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
      return index
    },
    async forget(filenameDb) {
      cache.delete(filenameDb)
      await rm(pagesPath(filenameDb), { force: true })
    },
  }
}
