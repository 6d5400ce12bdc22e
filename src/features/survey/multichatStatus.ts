import { MultichatStatusResponse } from '@engine/api/multichats'
import { api } from '../../session/api'

/**
 * The multichat a dialog belongs to and its dialogs (GET /api/find_dialogmanager_status): where
 * Analyse goes, whether Teilen offers the whole multichat, and the names of a trigger's other ends.
 */
export async function loadMultichatStatus(surveyId: string): Promise<MultichatStatusResponse> {
  return MultichatStatusResponse.parse(
    await api('GET', `/api/find_dialogmanager_status/${encodeURIComponent(surveyId)}`),
  )
}
