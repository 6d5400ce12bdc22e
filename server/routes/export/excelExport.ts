import { PassThrough } from 'node:stream'
import { ExcelExportQuery, XLSX_CONTENT_TYPE } from '@engine/api/export'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { openExportSource } from '../../repositories/exportData'
import { ApiError } from '../../http/ApiError'
import { MAX_EXPORT_COLUMNS, exportColumnCount } from '../../services/export/exportColumns'
import { EXPORT_SHARE, writeWorkbookInWorker } from '../../services/export/workbookInWorker'
import { dutyCycle } from '../../workers/dutyCycle'
import { ExportAborted } from '../../services/export/writeWorkbook'
import { WorkerPoolFull, WorkerTaskAborted } from '../../workers/workerPool'
import { requireSurvey } from '../../services/dialogs/requireSurvey'
import { attachment } from './attachment'

/**
 * GET /api/excel_export (docs/product/calls.md#further-calls): the dialog's answers, block summary and transcripts as
 * an xlsx file, streamed (docs/analyse.md "Excel-Export"). Analysis rights and, as the data
 * leaves the product, a fresh token.
 *
 * The workbook is built in a thread of the export pool (docs/api/export.md "Off the event loop");
 * here only the database is read, page by page, and the bytes passed on.
 *
 * Everything that can refuse the call (400/401/403/404/413) and the small reads (blocks, counts)
 * run before the first byte, so they answer JSON `{msg}`. Once the 200 and part of the file are
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
    // The statistics are read in pages before the first byte, paced as the sheets are.
    const pace = dutyCycle({ share: EXPORT_SHARE })
    const source = await openExportSource(db, survey_id, { pace: () => pace.pause() })
    const columns = exportColumnCount(source)
    if (columns > MAX_EXPORT_COLUMNS)
      throw new ApiError(
        413,
        `Der Dialog hat zu viele Spalten für eine Excel-Datei (${columns}, höchstens ${MAX_EXPORT_COLUMNS}).`,
        'export_too_wide',
      )
    const out = new PassThrough()
    const { started, done } = writeWorkbookInWorker(ctx.exportPool, source, out)
    // Waits for the first byte, so a full export queue can still answer JSON.
    await started.catch((error: unknown) => {
      if (error instanceof WorkerPoolFull)
        throw new ApiError(503, 'Gerade laufen zu viele Exporte. Bitte gleich noch einmal versuchen.', 'export_busy')
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
