import { ui as uiTexts } from '../../i18n'
import { showToast } from '../../ui/toasts'
import type { ApiFailure } from '../survey/apiFailure'
import { dashboardStore, loadDashboard } from './dashboardStore'

const t = uiTexts.multichatManage

/** What the dashboard does after an owner's action on a multichat card: say so and reload the lists. */
export const multichatEvents = {
  renamed: () => done(t.renamed),
  copied: () => done(t.copied),
  deleted: () => done(t.deleted),
  failed(text: string, failure: ApiFailure) {
    dashboardStore.actionError = { text, failure }
  },
}

async function done(message: string): Promise<void> {
  dashboardStore.actionError = null
  showToast(message)
  await loadDashboard()
}
