import {
  ALLOWED_MIME_TYPES,
  MAX_MEDIA_BYTES,
  MAX_MEDIA_BYTES_PER_DIALOG,
  MAX_MEDIA_FILES_PER_DIALOG,
  MediaSurveyParams,
  MediaUploadFields,
} from '@engine/api/media'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Readable } from 'node:stream'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { rejectIllFormed } from '../../http/wellFormedInput'
import { insertMedia, mediaUsage } from '../../repositories/media'
import { enqueueDocumentIndexing } from '../../services/qa/documentJobs'
import { EXTENSIONS, detectMime } from './detectMime'
import { mediaPath, toMediaFile } from './mediaFile'
import { type UploadContent, UploadSniffer } from './uploadSniffer'

/** The uploaded name as documents show it: without a folder path, at most 200 characters. */
const originalName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, 200)

const tooLarge = () => new ApiError(413, 'Die Datei ist zu groß (höchstens 10 MB).', 'file_too_large')

/**
 * Streams the file part to `path` as it arrives and judges its bytes on the way (UploadSniffer):
 * never one 10 MB buffer on the event loop (issue #27).
 */
async function receiveFile(file: Readable & { truncated?: boolean }, path: string): Promise<UploadContent> {
  const sniffer = new UploadSniffer()
  const handle = await open(path, 'w')
  try {
    for await (const chunk of file) {
      sniffer.push(chunk as Buffer)
      await handle.write(chunk as Buffer)
    }
  } finally {
    await handle.close()
  }
  if (file.truncated) throw tooLarge()
  return sniffer.finish()
}

/** Reads the form whatever the order of its parts; the file goes to `filePath`, not into memory. */
async function readForm(
  request: FastifyRequest,
  filePath: string,
): Promise<{ fields: Record<string, unknown>; file?: { content: UploadContent; filename: string } }> {
  if (!request.isMultipart())
    throw new ApiError(400, "Ungültige Eingabe: Feld 'file' fehlt (erwartet multipart/form-data).", 'invalid_input')
  const fields: Record<string, unknown> = {}
  let file: { content: UploadContent; filename: string } | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new ApiError(
            400,
            `Ungültige Eingabe: Feld '${part.fieldname}' ist keine erwartete Datei.`,
            'invalid_input',
          )
        // Checked before the file is read: a name PostgreSQL cannot hold is a 400, not a 500 (issue #19).
        rejectIllFormed(part.filename, 'file')
        file = { content: await receiveFile(part.file, filePath), filename: part.filename }
      } else {
        rejectIllFormed(part.value, part.fieldname)
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ApiError(413, 'Die Anfrage enthält zu viele Felder oder Dateien.', 'too_many_parts')
    }
    throw new ApiError(400, 'Das Formular konnte nicht gelesen werden.', 'invalid_form')
  }
  return file ? { fields, file } : { fields }
}

/**
 * The form's file, stored under its final name once its bytes were judged; a refusal (400, 413,
 * 415) leaves nothing behind. The file lands first under a hidden name (`.upload-….part`).
 */
async function receiveUpload(ctx: ServerContext, request: FastifyRequest) {
  const name = randomBytes(16).toString('hex')
  const received = mediaPath(ctx, `.upload-${name}.part`)
  await mkdir(dirname(received), { recursive: true })
  try {
    const { fields, file } = await readForm(request, received)
    const { type } = parseWith(MediaUploadFields, fields)
    if (!file) throw new ApiError(400, "Ungültige Eingabe: Feld 'file' fehlt.", 'invalid_input')
    if (file.content.size === 0) throw new ApiError(400, "Ungültige Eingabe: Feld 'file' ist leer.", 'invalid_input')
    const mime = detectMime(file.content, type)
    if (!mime || !ALLOWED_MIME_TYPES[type].includes(mime)) {
      const allowed = type === 'document' ? 'PDF oder Text' : 'PNG, JPEG, GIF, WebP oder SVG'
      throw new ApiError(
        415,
        `Dieser Dateityp ist für „${type}“ nicht erlaubt (erlaubt: ${allowed}).`,
        'file_type_not_allowed',
      )
    }
    const filenameDb = `${name}.${EXTENSIONS[mime]}`
    await rename(received, mediaPath(ctx, filenameDb))
    return { filenameDb, mime, type, size: file.content.size, filename: file.filename }
  } catch (error) {
    await rm(received, { force: true })
    throw error
  }
}

/** docs/product/entities.md media files: upload (multipart fields `type` and `file`), editors only. */
export const uploadMediaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Registered here, so multipart parsing exists only for this plugin's routes.
  await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 5, parts: 6 } })

  app.post('/api/surveys/:survey_id/media', async (request, reply) => {
    const { survey_id } = parseWith(MediaSurveyParams, request.params)
    // Authorize before reading the body: strangers cannot make us buffer 10 MB.
    surveyAccessOf(request, survey_id)
    // Before the body is read: a full dialog costs the server no 10 MB.
    const used = await mediaUsage(ctx.database.db, survey_id)
    if (used.files >= MAX_MEDIA_FILES_PER_DIALOG || used.bytes >= MAX_MEDIA_BYTES_PER_DIALOG)
      throw new ApiError(
        413,
        `Zu viele Medien: Ein Dialog hält höchstens ${MAX_MEDIA_FILES_PER_DIALOG} Dateien und ${MAX_MEDIA_BYTES_PER_DIALOG / 1024 / 1024} MB. Löschen Sie erst eine Datei.`,
        'too_many_media',
      )
    const { filenameDb, mime, type, size, filename } = await receiveUpload(ctx, request)
    const path = mediaPath(ctx, filenameDb)
    // A document is indexed by a job in a worker thread (docs/api/media.md "Indexing"); the answer
    // says it is under way, and the list shows its progress and outcome.
    const index = type === 'document' ? ({ status: 'indexing', progress: 0 } as const) : undefined
    const row = await insertMedia(
      ctx.database.db,
      {
        surveyId: survey_id,
        filenameDb,
        type,
        location: `/api/media/${filenameDb}`,
        mime,
        size,
        misc: index ? { original_name: originalName(filename), index } : { original_name: originalName(filename) },
      },
      ctx.now(),
    ).catch(async (error: unknown) => {
      await rm(path, { force: true })
      await ctx.documentIndexes.forget(filenameDb)
      throw error
    })
    if (index) await enqueueDocumentIndexing(ctx, { surveyId: survey_id, filenameDb })
    reply.status(201)
    return { media_file: toMediaFile(row) }
  })
}
