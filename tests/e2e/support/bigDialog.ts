import type { Page } from '@playwright/test'
import { demoApi, uniqueName } from './demoEditor'

/**
 * A linear dialog of `n` message blocks without stored positions (the canvas lays them out),
 * created through the API in one request: a `restore` of the new, empty dialog's version 0 that
 * holds one `block.create` per block (docs/api/surveys.md "Changes"; one request for 300 blocks
 * instead of 300). The big-dialog canvas tests start here.
 */
export async function createLinearDialog(page: Page, n: number): Promise<{ surveyId: string; ids: string[] }> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName(`Lang ${n}`))
  const ids = Array.from({ length: n }, (_, i) => `b${String(i + 1).padStart(3, '0')}-${surveyId.slice(0, 8)}`)
  const changes = ids.map((id, order) => ({
    kind: 'block.create',
    block: {
      unique_question_id: id,
      survey_id: surveyId,
      order,
      type: 'message',
      context: `Nachricht ${order + 1}: Vielen Dank, das hilft uns weiter.`,
    },
    at: { index: order, after: order > 0 ? ids[order - 1] : null },
  }))
  await api.call('POST', `/api/surveys/${surveyId}/changes`, {
    change_id: `fixture-${surveyId}`,
    change: { kind: 'restore', version: 0, changes },
  })
  return { surveyId, ids }
}
