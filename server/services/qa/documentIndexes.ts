import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type PassageIndex, indexDocument } from '@engine/nlu'
import type { Db } from '../../db/database'
import { findMedia } from '../../repositories/media'

const CACHE_LIMIT = 100

/**
 * The passage index of a qa block's uploaded document (docs/design/dialog-content.md). Uploads are never changed
 * in place (a new upload gets a new filename_db), so an index can be cached per file. Only UTF-8
 * text documents can be read; a PDF gives null and the block answers with its qa_fallback.
 */
export interface DocumentIndexes {
  indexFor(db: Db, surveyId: string, filenameDb: string): Promise<PassageIndex | null>
}

export function createDocumentIndexes(dataDir: string): DocumentIndexes {
  const cache = new Map<string, PassageIndex>()
  return {
    async indexFor(db, surveyId, filenameDb) {
      const cached = cache.get(filenameDb)
      if (cached) return cached
      const media = await findMedia(db, filenameDb)
      // A block may only read its own dialog's documents, whatever filename_db it names.
      if (!media || media.surveyId !== surveyId || media.mime !== 'text/plain') return null
      let text: string
      try {
        text = await readFile(join(dataDir, 'media', filenameDb), 'utf8')
      } catch {
        return null
      }
      const index = indexDocument(text)
      cache.set(filenameDb, index)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
      return index
    },
  }
}
