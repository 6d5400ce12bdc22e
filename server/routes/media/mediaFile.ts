import { type DocumentIndex, type MediaFile, MediaType } from '@engine/api/media'
import { join } from 'node:path'
import type { ServerContext } from '../../context'
import type { MediaRow } from '../../repositories/media'
import { storedIndex } from '../../services/qa/documentIndexes'

export const mediaPath = (ctx: ServerContext, filenameDb: string) => join(ctx.dataDir, 'media', filenameDb)

const originalName = (row: MediaRow): string | null => {
  const name = (row.misc as { original_name?: unknown } | null)?.original_name
  return typeof name === 'string' && name.trim() ? name : null
}

/**
 * The public shape: an image's original file name stays out (it can reveal more than meant).
 * Documents are listed to members only, who see their uploaded name and whether they were indexed.
 */
export function toMediaFile(row: MediaRow, current?: DocumentIndex): MediaFile {
  const file: MediaFile = {
    survey_id: row.surveyId,
    filename_db: row.filenameDb,
    type: MediaType.parse(row.type),
    location: row.location,
    misc: { mime: row.mime, size: row.size },
  }
  const index = row.type === 'document' ? (current ?? storedIndex(row)) : null
  return index ? { ...file, document: { name: originalName(row) ?? row.filenameDb, index } } : file
}
