import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { defaultLanguageFragments } from '@engine/model'
import { de } from '../../src/i18n/de'

const demo = { username: 'demo@example.org', password: 'demo12345' }
const t = de.live
const fragments = defaultLanguageFragments('de')

// Mobile first: the respondent's phone (docs/product/screens.md: live dialogs are public pages for respondents).
test.use({ viewport: { width: 360, height: 740 } })

const welcome = 'Willkommen zu unserer kurzen Umfrage!'
const ending = 'Vielen Dank für Ihre Teilnahme!'
const questions = {
  zufrieden: 'Wie zufrieden sind Sie mit unserem Service?',
  themen: 'Welche Themen interessieren Sie? Höchstens zwei.',
  alter: 'Wie alt sind Sie?',
  gefallen: 'Was hat Ihnen besonders gefallen?',
  wieder: 'Würden Sie wieder teilnehmen?',
}

/**
 * The demo editor builds an active dialog with one block of each answer kind (docs/api/surveys.md):
 * the seeded examples may change, this test's dialog does not.
 */
async function anActiveDialog(request: APIRequestContext, { active = true } = {}): Promise<string> {
  const login = await request.post('/api/login', { data: demo })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data })
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
    return response.json()
  }
  const { survey_id } = await post('/api/surveys', { survey_name: 'E2E Live-Dialog' })
  await post('/api/update_survey_settings', { survey_id, action: 'config', changed_values: { color: '#6a1b9a' } })
  await post('/api/update_survey_settings', {
    survey_id,
    action: 'fixmessages',
    changed_values: { welcome_message: `Hallo! #300# ${welcome}`, ending_message: ending },
  })
  const blocks = [
    { unique_question_id: 'zufrieden', type: 'likert', context: questions.zufrieden, likert_scale: 5, likert_na: true },
    {
      unique_question_id: 'themen',
      type: 'multiple_choice',
      context: questions.themen,
      min: 1,
      max: 2,
      options: [
        { id: 'preis', label: 'Preise' },
        { id: 'service', label: 'Service' },
        { id: 'neu', label: 'Neuheiten' },
      ],
    },
    { unique_question_id: 'alter', type: 'number', context: questions.alter, min: 0, max: 120 },
    {
      unique_question_id: 'gefallen',
      type: 'open',
      context: questions.gefallen,
      acknowledgement: 'Danke, das hilft uns sehr.',
      min_words: 1,
    },
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
    await post('/api/update_survey_blocks', {
      survey_id,
      action: 'create',
      unique_question_id: block.unique_question_id,
      order,
      changed_values: { ...block, survey_id, order },
    })
  }
  if (active) await post('/api/switch_activate_link', { item: survey_id })
  return survey_id
}

const answerField = (page: Page) => page.getByRole('textbox', { name: t.chat.answerLabel })
const chatLog = (page: Page) => page.getByRole('list', { name: t.chat.log })

async function answerUpToTheEnd(page: Page) {
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await page.getByRole('button', { name: '4', exact: true }).click()

  await expect(chatLog(page).getByText(questions.themen)).toBeVisible()
  const send = page.getByRole('button', { name: t.chat.send })
  await expect(send).toBeDisabled()
  await page.getByRole('button', { name: 'Preise' }).click()
  await page.getByRole('button', { name: 'Service' }).click()
  await expect(page.getByRole('button', { name: 'Preise' })).toHaveAttribute('aria-pressed', 'true')
  await send.click()

  await expect(chatLog(page).getByText(questions.alter)).toBeVisible()
  await answerField(page).fill('42')
  await expect(page.getByText('2 / 2000')).toBeVisible()
  await answerField(page).press('Enter')

  await expect(chatLog(page).getByText(questions.gefallen)).toBeVisible()
  // The respondent answered before: focus stays in the answer input for the next question.
  await expect(answerField(page)).toBeFocused()
  await answerField(page).fill('Die freundliche Beratung am Telefon')
  await answerField(page).press('Enter')
  await expect(chatLog(page).getByText('Danke, das hilft uns sehr.')).toBeVisible()

  await page.getByRole('button', { name: 'Ja', exact: true }).click()
  await expect(chatLog(page).getByText(ending)).toBeVisible()
  await expect(page.getByText(t.chat.ended)).toBeVisible()
}

test('a respondent completes a dialog on a phone, restarts it, deletes it and lands on the exit page', async ({
  page,
  request,
}) => {
  const surveyId = await anActiveDialog(request)
  await page.goto(`/dialog/${surveyId}`)

  await expect(chatLog(page).getByText(welcome)).toBeVisible()
  // New bot messages are announced politely to screen readers.
  await expect(page.locator('[aria-live="polite"]')).toContainText(questions.zufrieden)
  await page.getByRole('button', { name: t.chat.storageAccept }).click()

  await answerUpToTheEnd(page)
  await expect(chatLog(page).getByText('Preise, Service')).toBeVisible()
  await expect(chatLog(page).locator('time').first()).toHaveText(/^\d\d:\d\d:\d\d$/)

  // docs/product/entities.md: the local history, one list per dialog, replies typed <blocktype>-r.
  const history = await page.evaluate((id) => JSON.parse(localStorage.getItem('history') ?? '{}')[id], surveyId)
  expect(
    history.filter((e: { user_or_bot: string }) => e.user_or_bot === 'user').map((e: { type: string }) => e.type),
  ).toEqual(['likert-r', 'multiple_choice-r', 'number-r', 'open-r', 'single_choice-r'])

  // A returning respondent sees the conversation as it was.
  await page.reload()
  await expect(chatLog(page).getByText('Die freundliche Beratung am Telefon')).toBeVisible()
  await expect(page.getByText(t.chat.ended)).toBeVisible()

  await page.getByRole('button', { name: fragments.restart }).click()
  const restartDialog = page.getByRole('alertdialog', { name: fragments.restart_pop_up.header })
  await expect(restartDialog).toContainText(fragments.restart_pop_up.text)
  await restartDialog.getByRole('button', { name: fragments.restart_pop_up.btn_restart }).click()
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await expect(chatLog(page).getByText('Preise, Service')).toHaveCount(0)

  // The trash button deletes the answers and says so (issue #28: it said "Abbrechen").
  const bar = page.getByRole('toolbar', { name: de.shell.live.toolbar })
  await expect(bar.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0)
  await bar.getByRole('button', { name: 'Antworten löschen', exact: true }).click()
  const deleteDialog = page.getByRole('alertdialog', { name: 'Ihre Antworten löschen?' })
  await expect(deleteDialog).toContainText('Alle Ihre Antworten in diesem Dialog werden gelöscht')
  await expect(deleteDialog).toContainText('nicht rückgängig')
  await deleteDialog.getByRole('button', { name: fragments.delete_pop_up.btn_delete }).click()
  await expect(page).toHaveURL(/\/exit\/deleted_de$/)
  await expect(page.getByRole('heading', { name: t.exit.deleted.title })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('token_live'), localStorage.getItem('history')])).toEqual([
    null,
    null,
  ])
})

test('the answer input stays at the bottom of a phone screen', async ({ page, request }) => {
  await page.goto(`/dialog/${await anActiveDialog(request)}`)
  await page.getByRole('button', { name: '4', exact: true }).click()
  await page.getByRole('button', { name: 'Neuheiten' }).click()
  await page.getByRole('button', { name: t.chat.send }).click()
  const box = await answerField(page).boundingBox()
  expect(box && box.y + box.height).toBeGreaterThan(740 - 80)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('a slow server shows the busy banner, which closes itself after six seconds', async ({ page, request }) => {
  const surveyId = await anActiveDialog(request)
  await page.clock.install()
  await page.goto(`/dialog/${surveyId}`)
  await expect(page.getByRole('button', { name: '4', exact: true })).toBeVisible()

  // The server is slow: the answer is held until the test releases it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/chat', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: '4', exact: true }).click()
  await page.clock.fastForward(9_000)
  await expect(page.getByText(t.errors.serverBusy)).toHaveCount(0)
  await page.clock.fastForward(1_500)
  await expect(page.getByRole('status').filter({ hasText: t.errors.serverBusy })).toBeVisible()

  release()
  await expect(chatLog(page).getByText(questions.themen)).toBeVisible()
  await page.clock.fastForward(6_000)
  await expect(page.getByText(t.errors.serverBusy)).toHaveCount(0)
})

test('a dialog that was never live says that it has not begun (not that it ended)', async ({ page, request }) => {
  await page.goto(`/dialog/${await anActiveDialog(request, { active: false })}`)
  await expect(page.getByRole('alert')).toContainText(t.errors.dialogNotLive)
  await page.getByRole('button', { name: t.errors.close }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test("the information menu leads to the dialog's privacy page, and the widget shows the chat alone", async ({
  page,
  request,
}) => {
  const surveyId = await anActiveDialog(request)
  await page.goto(`/assess_live/${surveyId}`)
  await page.getByRole('button', { name: de.shell.live.info }).click()
  await page.getByRole('menuitem', { name: fragments.privacy }).click()
  // The privacy page itself belongs to the static pages (src/features/static): it names the dialog.
  await expect(page).toHaveURL(new RegExp(`/privacy/${surveyId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('E2E Live-Dialog')

  await page.goto(`/widget/${surveyId}`)
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await expect(page.getByRole('button', { name: fragments.restart })).toHaveCount(0)
})
