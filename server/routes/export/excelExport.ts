import { ExcelExportQuery, XLSX_CONTENT_TYPE } from '@engine/api/export'
import type { FastifyPluginAsync } from 'fastify'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { loadExportData } from '../../repositories/exportData'
import { buildWorkbook } from '../../services/export/buildWorkbook'
import { requireSurvey } from '../surveys/requireSurvey'
import { attachment } from './attachment'

/**
 * GET /api/excel_export (DESIGN.md §6): the dialog's answers and transcripts as an xlsx file
 * (docs/api/export.md). Analysis rights and, as the data leaves the product, a fresh token.
 */
export const excelExportRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/excel_export', async (request, reply) => {
    const { survey_id } = parseWith(ExcelExportQuery, request.query)
    await requireRole(ctx, request, survey_id, 'analyse', { fresh: true })
    const { survey } = await requireSurvey(db, survey_id)
    const workbook = buildWorkbook(await loadExportData(db, survey_id))
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', attachment(survey.survey_name, 'xlsx'))
      // Respondents' answers: no copy in a browser or proxy cache.
      .header('cache-control', 'no-store')
      .send(Buffer.from(workbook))
  })
}
