import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { logInAsDemo } from './support/demoEditor'

const t = de.assess
const questions = {
  wohnort: 'In welcher Stadt oder Gemeinde wohnen Sie?',
  zufrieden: 'Wie gefällt es Ihnen dort?',
  fragen: 'Haben Sie Fragen zur Studie?',
}

/**
 * No call adds training examples (they come from Trainieren, not built yet), so the test copies
 * the seeded "Beispiel: Kurzinterview Wohnen": its block 'zufrieden' has the trained intents
 * 'positiv' and 'negativ'. A copy is inactive, and the Testen tab must work on it all the same.
 */
async function aCopyOfTheTrainedExample(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers = { authorization: `Bearer ${token}` }
  const list = await page.request.get('/api/surveys', { headers })
  const { surveys } = (await list.json()) as { surveys: { survey_id: string; survey_name: string }[] }
  const example = surveys.find((s) => s.survey_name === 'Beispiel: Kurzinterview Wohnen')
  expect(example, 'seeded example dialog').toBeDefined()
  const copy = await page.request.post(`/api/surveys/${example?.survey_id}/copy`, { headers })
  expect(copy.status()).toBe(201)
  return ((await copy.json()) as { survey_id: string }).survey_id
}

const chatLog = (page: Page) => page.getByRole('list', { name: de.live.chat.log })
const answerField = (page: Page) => page.getByRole('textbox', { name: de.live.chat.answerLabel })
const panel = (page: Page) => page.getByRole('region', { name: t.panelTitle })
/** Blocks are named as on the canvas (issue #28): the seeded example's wohnort, zufrieden, gruende, fragen. */
const frage = (n: number) => de.configurator.block.label(n)

test('the editor tests a dialog: the Testansicht shows the active block and the intent jump with its confidence; Neu starten starts over', async ({
  page,
}) => {
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)
  await page.goto(`/assess/${surveyId}`)

  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  // The top bar names the dialog under test, as the other tabs do (issue #28).
  await expect(page.getByRole('navigation', { name: de.shell.bar.breadcrumbs })).toContainText(
    'Beispiel: Kurzinterview Wohnen',
  )
  const active = panel(page).getByRole('region', { name: t.activeBlock })
  await expect(active).toContainText(frage(1))
  await expect(active).not.toContainText('wohnort')
  await expect(active).toContainText('Offene Frage')
  await expect(panel(page)).toContainText(t.noSteps)

  await answerField(page).fill('Ich wohne in Freiburg im Breisgau')
  await answerField(page).press('Enter')
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await expect(active).toContainText(frage(2))

  await answerField(page).fill('Sehr gut, ich wohne gern hier')
  await answerField(page).press('Enter')
  await expect(chatLog(page).getByText(questions.fragen)).toBeVisible()
  const steps = panel(page).getByRole('region', { name: t.steps }).getByRole('listitem')
  await expect(steps).toHaveCount(2)
  await expect(steps.nth(0)).toContainText(t.reasons.order)
  const intentStep = steps.nth(1)
  await expect(intentStep).toContainText(frage(2))
  await expect(intentStep).not.toContainText('zufrieden')
  await expect(intentStep).toContainText('positiv')
  await expect(intentStep).toContainText(t.reasons.intent)
  await expect(intentStep).toContainText(new RegExp(`${t.confidence}\\s*\\d{1,3}\\s%`))
  await expect(active).toContainText(frage(4))

  await page.getByRole('button', { name: de.shell.bar.restart }).click()
  await expect(chatLog(page).getByText(questions.zufrieden)).toHaveCount(0)
  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  await expect(panel(page)).toContainText(t.noSteps)
  await expect(active).toContainText(frage(1))
})

test('the Testansicht names a choice jump by the option text, not its id (issue #28)', async ({ page }) => {
  await logInAsDemo(page)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers = { authorization: `Bearer ${token}` }
  const created = await page.request.post('/api/surveys', { headers, data: { survey_name: 'E2E Testen Sprünge' } })
  const surveyId = ((await created.json()) as { survey_id: string }).survey_id
  const blocks = [
    {
      unique_question_id: 'q_mwz3c4wl_0_y1j05j',
      type: 'single_choice',
      context: 'Wie sind Sie auf uns aufmerksam geworden?',
      options: [
        { id: 'o1', label: 'Empfehlung' },
        { id: 'o2', label: 'Werbung' },
      ],
    },
    { unique_question_id: 'q_ende', type: 'message', context: 'Danke!', is_end: true },
  ]
  for (const [order, b] of blocks.entries()) {
    const res = await page.request.post('/api/update_survey_blocks', {
      headers,
      data: {
        survey_id: surveyId,
        action: 'create',
        unique_question_id: b.unique_question_id,
        order,
        changed_values: { ...b, survey_id: surveyId, order },
      },
    })
    expect(res.ok()).toBe(true)
  }
  const jumps = await page.request.post(`/api/surveys/${surveyId}/structure`, {
    headers,
    data: { connections: [{ source: 'q_mwz3c4wl_0_y1j05j', handle: 'o2', target: 'q_ende' }] },
  })
  expect(jumps.ok()).toBe(true)
  await page.goto(`/assess/${surveyId}`)
  await page.getByRole('button', { name: 'Werbung' }).click()
  const step = panel(page).getByRole('region', { name: t.steps }).getByRole('listitem')
  await expect(step).toHaveCount(1)
  await expect(step).toContainText(frage(1))
  await expect(step).toContainText(`${t.handle}Werbung`)
  await expect(step).not.toContainText('q_mwz3c4wl_0_y1j05j')
  await expect(step).not.toContainText('o2')
})

test('on a phone the Testansicht sits below the chat, and the page has no serious accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)
  await page.goto(`/assess/${surveyId}`)
  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  const chat = await chatLog(page).boundingBox()
  const view = await panel(page).boundingBox()
  expect(chat && view && view.y > chat.y).toBe(true)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
