import { Button } from '@blueprintjs/core'
import { useState } from 'react'
import { ui as uiTexts } from '../../i18n'
import { SessionRedirectError } from '../../session/api'
import { isServerBusy } from '../../session/apiClient'
import { downloadExcelExport } from '../../session/download'
import { showToast } from '../../ui/toasts'
import { toApiFailure } from '../survey/apiFailure'

const t = uiTexts.analyse.export

/**
 * "Excel-Export": downloads the xlsx (streamed by the server). The call needs a fresh token; with
 * a refreshed one the app goes to the login-refresh screen and saves the file after the re-login
 * (src/session/download.ts), so that redirect is not an error to show here.
 */
export function ExportButton({
  surveyId,
  download = downloadExcelExport,
}: {
  surveyId: string
  download?: (surveyId: string) => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await download(surveyId)
    } catch (error) {
      // A redirect leaves the page; a shed call (503) shows only the server_busy banner (docs/product/errors.md).
      if (!(error instanceof SessionRedirectError) && !isServerBusy(error))
        showToast(t.failed(toApiFailure(error).msg), 'danger')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button icon="download" loading={busy} onClick={() => void run()} aria-label={busy ? t.busy : t.label}>
      {t.label}
    </Button>
  )
}
