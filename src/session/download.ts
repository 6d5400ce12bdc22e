import { api } from './api'
import { type Download, isDownload } from './readDownload'

/**
 * Hands the file to the browser's download. The export needs the bearer token, so a plain
 * link cannot fetch it; the Blob is fetched first, then saved through an object URL.
 */
export function saveDownload(download: Download, doc: Document = document): void {
  const url = URL.createObjectURL(download.blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = download.fileName
  link.style.display = 'none'
  doc.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * GET /api/excel_export and save the file. With a refreshed (not fresh) token the server
 * answers 401 'Fresh token required': `api()` then stores this call and goes to
 * /login_refresh, and after the re-login `resumeAfterLoginRefresh` sends it again and saves the
 * file (docs/product/states.md). That case rejects with SessionRedirectError, which callers may ignore.
 */
export async function downloadExcelExport(surveyId: string, fetch?: typeof globalThis.fetch): Promise<void> {
  const value = await api('GET', '/api/excel_export', { query: { survey_id: surveyId }, fetch })
  if (isDownload(value)) saveDownload(value)
}
