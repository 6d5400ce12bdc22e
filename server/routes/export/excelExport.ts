import { PassThrough } from 'node:stream'
import { ExcelExportQuery, XLSX_CONTENT_TYPE } from '@engine/api/export'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { ApiError } from '../../http/ApiError'
import { MAX_EXPORT_COLUMNS } from '../../services/export/exportColumns'
import { ExportTooWide, writeWorkbookInWorker } from '../../services/export/workbookInWorker'
import { ExportAborted } from '../../services/export/writeWorkbook'
import { WorkerPoolFull, WorkerTaskAborted } from '../../workers/workerPool'
import { requireSurvey } from '../../services/dialogs/requireSurvey'
import { attachment } from './attachment'

/**
 * GET /api/excel_export (docs/product/calls.md#further-calls): the dialog's answers, block summary and transcripts as
 * an xlsx file, streamed (docs/analyse.md "Excel-Export"). Analysis rights and, as the data
 * leaves the product, a fresh token.
 *
 * The dialog is read and the workbook built in a thread of the export pool (docs/api/export.md
 * "Off the event loop"); here only the file's bytes are passed on.
 *
 * Everything that can refuse the call (400/401/403/404/413) and the small reads (blocks, counts)
 * happen before the first byte, so they answer JSON `{msg}`. Once the 200 and part of the file are
 * out, a status can no longer change: a database error then destroys the stream, Fastify
 * closes the connection, and the browser reports a failed download instead of saving a
 * truncated file that looks complete.
 */
export const excelExportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/excel_export', async (request, reply) => {
    const { survey_id } = parseWith(ExcelExportQuery, request.query)
    surveyAccessOf(request, survey_id)
    const { survey } = await requireSurvey(db, survey_id)
    const out = new PassThrough()
    const { started, done } = writeWorkbookInWorker(
      ctx.exportPool,
      { surveyId: survey_id, channel: await ctx.database.channel() },
      out,
    )
    // Waits for the first byte, so a full export queue or a dialog too wide can still answer JSON.
    await started.catch((error: unknown) => {
      if (error instanceof WorkerPoolFull)
        throw new ApiError(503, 'Gerade laufen zu viele Exporte. Bitte gleich noch einmal versuchen.', 'export_busy')
      if (error instanceof ExportTooWide)
        throw new ApiError(
          413,
          `Der Dialog hat zu viele Spalten für eine Excel-Datei (${error.columns}, höchstens ${MAX_EXPORT_COLUMNS}).`,
          'export_too_wide',
        )
    })
    done.catch((error: unknown) => {
      if (error instanceof ExportAborted)
        return request.log.info({ survey_id }, 'excel export: client closed the connection')
      if (error instanceof WorkerTaskAborted)
        request.log.warn({ survey_id, reason: error.reason }, 'excel export thread ended by its limit')
      else request.log.error({ err: error, survey_id }, 'excel export failed mid-stream; connection aborted')
      out.destroy(error instanceof Error ? error : new Error(String(error)))
    })
    return (
      reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(survey.survey_name, 'xlsx'))
        // Respondents' answers: no copy in a browser or proxy cache.
        .header('cache-control', 'no-store')
        .send(out)
    )
  })
}
