import { MediaFileParams, MediaGetListRequest, type MediaListResponse, SurveyMediaFileParams } from '@engine/api/media'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { readFile, rm } from 'node:fs/promises'
import { surveyAccessOf } from '../../auth/authorized'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { type MediaRow, deleteMedia, findMedia, listMedia, surveyExists } from '../../repositories/media'
import { currentIndex } from '../../services/qa/documentJobs'
import { mediaPath, toMediaFile } from './mediaFile'

const fileNotFound = () => new ApiError(404, 'Datei nicht gefunden.', 'media_not_found')

/**
 * Images (logo, avatar, background) are public: the live page shows them to anonymous
 * respondents. Documents (qa knowledge) are for members of the dialog only.
 */
async function seesDocuments(ctx: ServerContext, request: FastifyRequest, surveyId: string): Promise<boolean> {
  if (!request.headers.authorization) return false
  return requireRole(ctx, request, surveyId, 'view').then(
    () => true,
    () => false,
  )
}

/** A document's index as it stands: one being indexed carries its job's progress (docs/api/media.md). */
async function listed(ctx: ServerContext, row: MediaRow) {
  return row.type === 'document' ? toMediaFile(row, await currentIndex(ctx, row)) : toMediaFile(row)
}

/** SVG can carry script: served as an image it cannot run, opened directly this CSP stops it. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const mediaFilesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/get_media_list', async (request): Promise<MediaListResponse> => {
    const { survey_id } = parseWith(MediaGetListRequest, request.body)
    if (!(await surveyExists(db, survey_id))) throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
    const documents = await seesDocuments(ctx, request, survey_id)
    const rows = (await listMedia(db, survey_id)).filter((row) => documents || row.type !== 'document')
    return { media_files: await Promise.all(rows.map((row) => listed(ctx, row))) }
  })

  app.get('/api/media/:filename_db', async (request, reply) => {
    const { filename_db } = parseWith(MediaFileParams, request.params)
    const row = await findMedia(db, filename_db)
    if (!row) throw fileNotFound()
    const isDocument = row.type === 'document'
    if (isDocument && !(await seesDocuments(ctx, request, row.surveyId))) throw fileNotFound()
    const data = await readFile(mediaPath(ctx, row.filenameDb)).catch(() => {
      throw fileNotFound()
    })
    reply
      .header('content-type', row.mime === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime)
      .header('x-content-type-options', 'nosniff')
      // File names are random and never reused, so images can be cached for good.
      .header('cache-control', isDocument ? 'private, no-store' : 'public, max-age=31536000, immutable')
    if (row.mime === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY)
    return reply.send(data)
  })

  app.delete('/api/surveys/:survey_id/media/:filename_db', async (request) => {
    const { survey_id, filename_db } = parseWith(SurveyMediaFileParams, request.params)
    surveyAccessOf(request, survey_id)
    const row = await deleteMedia(db, survey_id, filename_db)
    if (!row) throw fileNotFound()
    await rm(mediaPath(ctx, row.filenameDb), { force: true })
    await ctx.documentIndexes.forget(row.filenameDb)
    return { msg: 'success' }
  })
}
