import type { Page } from '@playwright/test'
import { demoApi, uniqueName } from './demoEditor'

/**
 * A linear dialog of `n` message blocks without stored positions (the canvas lays them out),
 * created through the API as a script or an import would: the big-dialog canvas tests start here.
 */
export async function createLinearDialog(page: Page, n: number): Promise<{ surveyId: string; ids: string[] }> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName(`Lang ${n}`))
  const ids = Array.from({ length: n }, (_, i) => `b${String(i + 1).padStart(3, '0')}-${surveyId.slice(0, 8)}`)
  let next = 0
  const worker = async () => {
    while (next < ids.length) {
      const order = next++
      const id = ids[order] as string
      await api.call('POST', '/api/update_survey_blocks', {
        survey_id: surveyId,
        action: 'create',
        unique_question_id: id,
        changed_values: {
          unique_question_id: id,
          survey_id: surveyId,
          order,
          type: 'message',
          context: `Nachricht ${order + 1}: Vielen Dank, das hilft uns weiter.`,
        },
      })
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { surveyId, ids }
}
