import { type MediaFile, MediaType } from '@engine/api/media'
import { join } from 'node:path'
import type { ServerContext } from '../../context'
import type { MediaRow } from '../../repositories/media'

export const mediaPath = (ctx: ServerContext, filenameDb: string) => join(ctx.dataDir, 'media', filenameDb)

/** The public shape: the uploader's original file name stays out (it can reveal more than meant). */
export function toMediaFile(row: MediaRow): MediaFile {
  return {
    survey_id: row.surveyId,
    filename_db: row.filenameDb,
    type: MediaType.parse(row.type),
    location: row.location,
    misc: { mime: row.mime, size: row.size },
  }
}
