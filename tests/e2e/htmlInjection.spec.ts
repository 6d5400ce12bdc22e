import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

/**
 * Issue #10 "Stored text renders as text": markup stored by an editor (dialog name, messages,
 * questions, options) and typed by a respondent shows as the characters it is, in the chat,
 * the dashboard, the configurator's canvas and the analysis. Nothing it describes is created
 * and none of its scripts run.
 */
const markup = (n: number) =>
  `<img src="x" onerror="window.__pwned=${n}"><b>fett${n}</b><script>window.__pwned=${n}</script>`

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await page.locator('img[src="x"], b:text-matches("^fett\\\\d$")').count()).toBe(0)
}

test('markup in stored and typed text is shown as text everywhere', async ({ page }) => {
  await logInAsDemo(page)
  const api = demoApi(page)
  const name = `${uniqueName('HTML')} ${markup(1)}`
  const surveyId = await api.createSurvey(name)
  await api.call('POST', '/api/update_survey_settings', {
    survey_id: surveyId,
    action: 'fixmessages',
    changed_values: { welcome_message: `Hallo ${markup(2)}`, ending_message: 'Ende' },
  })
  const blocks = [
    { unique_question_id: 'frage', type: 'open', context: `Was meinen Sie? ${markup(3)}` },
    {
      unique_question_id: 'wahl',
      type: 'single_choice',
      context: 'Wählen Sie',
      is_end: true,
      options: [
        { id: 'a', label: `Option ${markup(4)}` },
        { id: 'b', label: 'Andere' },
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

  await page.goto(`/dialog/${surveyId}`)
  const log = page.getByRole('list', { name: de.live.chat.log })
  await expect(log.getByText(`Was meinen Sie? ${markup(3)}`)).toBeVisible()
  await expect(log.getByText(`Hallo ${markup(2)}`)).toBeVisible()
  await page.getByRole('textbox', { name: de.live.chat.answerLabel }).fill(`Antwort ${markup(5)}`)
  await page.keyboard.press('Enter')
  await expect(log.getByText(`Antwort ${markup(5)}`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Option ${markup(4)}` })).toBeVisible()
  await expectInert(page)

  await page.goto('/dashboard')
  await expect(page.getByText(name).first()).toBeVisible()
  await expectInert(page)

  await page.goto(`/configurator/${surveyId}`)
  // The canvas shortens long questions: the start of the markup is enough to see it as text.
  await expect(page.getByText(`Was meinen Sie? <img src="x" onerror=`).first()).toBeVisible()
  await expectInert(page)

  await page.goto(`/analyse/${surveyId}`)
  await expect(page.getByRole('cell', { name: `1. Was meinen Sie? <img src="x"` })).toBeVisible()
  await page.getByRole('tab', { name: 'Fragen' }).click()
  await expect(page.getByText(`Antwort ${markup(5)}`).first()).toBeVisible()
  await expectInert(page)
})
