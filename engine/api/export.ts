import { z } from 'zod'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/** GET /api/excel_export?survey_id= (docs/product/calls.md#further-calls); docs/product/calls.md leaves the method open. */
export const ExcelExportQuery = z.object({ survey_id: SurveyId })
export type ExcelExportQuery = z.infer<typeof ExcelExportQuery>

/** The response is the file itself, not JSON. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const exportEndpoints: readonly Endpoint[] = [
  // docs/design/conventions.md: analysis and export; the personal data leaves the product, so a fresh token.
  {
    method: 'GET',
    path: '/api/excel_export',
    summary: 'Antworten und Verlauf eines Dialogs als Excel-Datei (xlsx)',
    access: { kind: 'survey', capability: 'analyse', fresh: true },
    query: ExcelExportQuery,
  },
]
