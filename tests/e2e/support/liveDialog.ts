import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test'
import { demoApi, uniqueName } from './demoEditor'

/** A respondent through the live API (docs/product/calls.md): answers whatever the dialog awaits until the end, or stops after `turns`. */
export async function respond(
  request: APIRequestContext,
  surveyId: string,
  turns = 10,
  choice = 'Ja',
): Promise<boolean> {
  const registered = await request.post('/api/register_live', { data: { survey_id: surveyId } })
  expect(registered.ok(), await registered.text()).toBe(true)
  const headers = { authorization: `Bearer ${(await registered.json()).token_live}` }
  let current: string | null = null
  let input = ''
  for (let turn = 0; turn < turns; turn++) {
    const response: APIResponse = await request.post('/api/chat', {
      headers,
      data: { survey_id: surveyId, unique_question_id: current, user_input: input },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const body = (await response.json()) as {
      is_end: boolean
      chatbot_response_object: { current_question_id: string | null; awaiting?: { kind: string } }
    }
    if (body.is_end) return true
    current = body.chatbot_response_object.current_question_id
    const kind = body.chatbot_response_object.awaiting?.kind
    input =
      kind === 'likert' ? '4' : kind === 'single_choice' ? choice : 'Die Vorträge waren spannend und gut organisiert'
  }
  return false
}

/** A live dialog of `blocks` with `jumps` for the logged-in demo editor. */
export async function aLiveDialog(
  page: Page,
  dialogBlocks: readonly Record<string, unknown>[],
  jumps: readonly [source: string, handle: string, target: string][] = [],
): Promise<string> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName('E2E Analyse'))
  for (const [order, block] of dialogBlocks.entries()) {
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: block.unique_question_id,
      order,
      changed_values: { ...block, survey_id: surveyId, order },
    })
  }
  for (const [index, [source, handle, target]] of jumps.entries()) {
    const before = jumps[index - 1]
    await api.call('POST', `/api/surveys/${surveyId}/changes`, {
      change_id: `jump-${index}`,
      change: {
        kind: 'connection',
        key: `${source}::${handle}`,
        before: null,
        after: { source, handle, target },
        at: { index, after: before ? `${before[0]}::${before[1]}` : null },
      },
    })
  }
  await api.call('POST', '/api/switch_activate_link', { item: surveyId })
  return surveyId
}
