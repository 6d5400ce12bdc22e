import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.analyse

const questions = {
  zufrieden: 'Wie zufrieden waren Sie mit der Veranstaltung?',
  gefallen: 'Was hat Ihnen besonders gefallen?',
  wieder: 'Würden Sie wiederkommen?',
}

/** A respondent through the live API (docs/product/calls.md): answers whatever the dialog awaits until the end, or stops after `turns`. */
async function respond(request: APIRequestContext, surveyId: string, turns = 10): Promise<boolean> {
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
      kind === 'likert' ? '4' : kind === 'single_choice' ? 'Ja' : 'Die Vorträge waren spannend und gut organisiert'
  }
  return false
}

test('the Analyse page shows the figures, the charts and a conversation as chat', async ({ page }) => {
  // Two respondents answer through the live API first; that alone can take most of the default 30 s.
  test.setTimeout(120_000)
  await logInAsDemo(page)
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName('E2E Analyse'))
  const blocks = [
    { unique_question_id: 'zufrieden', type: 'likert', context: questions.zufrieden, likert_scale: 5, likert_na: true },
    { unique_question_id: 'gefallen', type: 'open', context: questions.gefallen, min_words: 1 },
    {
      unique_question_id: 'wieder',
      type: 'single_choice',
      context: questions.wieder,
      is_end: true,
      options: [
        { id: 'ja', label: 'Ja' },
        { id: 'nein', label: 'Nein' },
      ],
    },
  ]
  for (const [order, block] of blocks.entries()) {
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: block.unique_question_id,
      order,
      changed_values: { ...block, survey_id: surveyId, order },
    })
  }
  await api.call('POST', '/api/switch_activate_link', { item: surveyId })
  expect(await respond(page.request, surveyId)).toBe(true)
  expect(await respond(page.request, surveyId, 2)).toBe(false)

  await page.goto(`/analyse/${surveyId}`)
  const figures = page.getByLabel(t.figures)
  await expect(figures.getByText(t.started).locator('xpath=following-sibling::dd')).toHaveText('2')
  await expect(figures.getByText(t.finished).locator('xpath=following-sibling::dd')).toHaveText('1')
  await expect(figures.getByText(t.completionRate).locator('xpath=following-sibling::dd')).toHaveText(/^50\s?%$/)
  await expect(page.getByRole('table', { name: t.dropoffTitle }).getByRole('row')).toHaveCount(4)
  await expect(page.locator('.recharts-surface').first()).toBeVisible()

  await page.getByRole('tab', { name: t.sections.blocks }).click()
  await expect(page.getByText('Die Vorträge waren spannend und gut organisiert').first()).toBeVisible()

  await page.getByRole('tab', { name: t.sections.transcripts }).click()
  await expect(page.getByRole('table', { name: t.transcriptsTitle }).getByRole('row')).toHaveCount(3)
  await page
    .getByRole('button', { name: /^Gespräch \d+ öffnen$/ })
    .last()
    .click()
  const log = page.getByRole('list', { name: de.live.chat.log })
  await expect(log.getByText(questions.zufrieden)).toBeVisible()
  await expect(log.getByText(questions.wieder)).toBeVisible()

  // The export: a real .xlsx file reaches the browser's download (the login token is fresh).
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: t.export.label }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  expect(await file.failure()).toBeNull()
})
