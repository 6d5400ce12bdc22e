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

test('the editor tests a dialog: the Testansicht shows the active block and the intent jump with its confidence; Neu starten starts over', async ({
  page,
}) => {
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)
  await page.goto(`/assess/${surveyId}`)

  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  const active = panel(page).getByRole('region', { name: t.activeBlock })
  await expect(active).toContainText('wohnort')
  await expect(active).toContainText('Offene Frage')
  await expect(panel(page)).toContainText(t.noSteps)

  await answerField(page).fill('Ich wohne in Freiburg im Breisgau')
  await answerField(page).press('Enter')
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await expect(active).toContainText('zufrieden')

  await answerField(page).fill('Sehr gut, ich wohne gern hier')
  await answerField(page).press('Enter')
  await expect(chatLog(page).getByText(questions.fragen)).toBeVisible()
  const steps = panel(page).getByRole('region', { name: t.steps }).getByRole('listitem')
  await expect(steps).toHaveCount(2)
  await expect(steps.nth(0)).toContainText(t.reasons.order)
  const intentStep = steps.nth(1)
  await expect(intentStep).toContainText('zufrieden')
  await expect(intentStep).toContainText('positiv')
  await expect(intentStep).toContainText(t.reasons.intent)
  await expect(intentStep).toContainText(new RegExp(`${t.confidence}\\s*\\d{1,3}\\s%`))
  await expect(active).toContainText('fragen')

  await page.getByRole('button', { name: de.shell.bar.restart }).click()
  await expect(chatLog(page).getByText(questions.zufrieden)).toHaveCount(0)
  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  await expect(panel(page)).toContainText(t.noSteps)
  await expect(active).toContainText('wohnort')
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
