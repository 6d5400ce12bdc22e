import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { defaultLanguageFragments } from '@engine/model'
import { runtimeTexts, runtimeTextsEn } from '@engine/runtime'
import { de } from '../../src/i18n/de'
import { en as enUi } from '../../src/i18n/en'
import { respondentDe } from '../../src/i18n/respondent/de'
import { respondentEn } from '../../src/i18n/respondent/en'
import { logInAsDemo } from './support/demoEditor'

const demo = { username: 'demo@example.org', password: 'demo12345' }

// docs/app.md#languages: a respondent reads the dialog's language, wherever the dialog is shown.
test.use({ viewport: { width: 390, height: 760 } })

async function editorApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: demo })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  return async (url: string, data: object) => {
    const response = await request.post(url, { headers, data })
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
    return response.json()
  }
}

/** An active dialog in `language` asking for a number, then for an email address. */
async function anActiveDialog(request: APIRequestContext, language: 'de' | 'en', name: string): Promise<string> {
  const post = await editorApi(request)
  const { survey_id } = await post('/api/surveys', { survey_name: name, language })
  await post('/api/update_survey_settings', {
    survey_id,
    action: 'fixmessages',
    changed_values: { welcome_message: `${name}: hello!`, ending_message: 'Bye.' },
  })
  const blocks = [
    { unique_question_id: 'age', type: 'number', context: `${name}: how old are you?`, min: 0, max: 120 },
    { unique_question_id: 'mail', type: 'email', context: `${name}: your email?`, is_end: true },
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
  await post('/api/switch_activate_link', { item: survey_id })
  return survey_id
}

const chatLog = (page: Page, t: typeof respondentEn) => page.getByRole('list', { name: t.live.chat.log })

test('an English dialog speaks English to its respondent, from the first bubble to the exit page', async ({
  page,
  request,
}) => {
  const t = respondentEn
  const fragments = defaultLanguageFragments('en')
  const surveyId = await anActiveDialog(request, 'en', 'Survey EN')
  await page.goto(`/dialog/${surveyId}`)

  await expect(chatLog(page, t).getByText('Survey EN: how old are you?')).toBeVisible()
  await expect(page.locator('.live-page')).toHaveAttribute('lang', 'en')
  // The privacy note above the input, the bar and the number field's placeholder.
  await expect(page.getByText(t.live.chat.storageNotice)).toBeVisible()
  await expect(page.getByRole('button', { name: fragments.restart })).toBeVisible()
  await expect(page.getByRole('button', { name: fragments.delete, exact: true })).toBeVisible()
  const field = page.getByRole('textbox', { name: t.live.chat.answerLabel })
  await expect(field).toHaveAttribute('placeholder', t.live.chat.numberPlaceholder)
  await expect(page.getByText(respondentDe.live.chat.numberPlaceholder)).toHaveCount(0)

  // The validation bubble comes from the server's runtime, in the dialog's language.
  await field.fill('twelve')
  await field.press('Enter')
  await expect(chatLog(page, t).getByText(runtimeTextsEn.number)).toBeVisible()
  await expect(page.getByText(runtimeTexts.number)).toHaveCount(0)
  await page.getByRole('button', { name: t.live.chat.storageAccept }).click()
  await field.fill('42')
  await field.press('Enter')
  await expect(field).toHaveAttribute('placeholder', t.live.chat.emailPlaceholder)
  await page.screenshot({ path: 'test-results/english-live.png' })

  await page.getByRole('button', { name: fragments.restart }).click()
  const restartDialog = page.getByRole('alertdialog', { name: fragments.restart_pop_up.header })
  await restartDialog.getByRole('button', { name: fragments.restart_pop_up.btn_back }).click()

  await page.getByRole('button', { name: fragments.delete, exact: true }).click()
  const deleteDialog = page.getByRole('alertdialog', { name: fragments.delete_pop_up.header })
  await deleteDialog.getByRole('button', { name: fragments.delete_pop_up.btn_delete }).click()
  await expect(page).toHaveURL(/\/exit\/deleted_en$/)
  await expect(page.getByRole('heading', { name: t.live.exit.deleted.title })).toBeVisible()
  await expect(page.getByText(t.live.exit.deleted.text)).toBeVisible()
  await page.screenshot({ path: 'test-results/english-exit.png' })
})

test('a German dialog still speaks German, on the live page and in the widget', async ({ page, request }) => {
  const t = respondentDe
  const surveyId = await anActiveDialog(request, 'de', 'Umfrage DE')
  for (const path of [`/dialog/${surveyId}`, `/widget/${surveyId}`]) {
    await page.goto(path)
    const field = page.getByRole('textbox', { name: t.live.chat.answerLabel })
    await expect(field).toHaveAttribute('placeholder', t.live.chat.numberPlaceholder)
    await expect(page.getByText(t.live.chat.storageNotice)).toBeVisible()
    await field.fill('zwölf')
    await field.press('Enter')
    await expect(chatLog(page, t).getByText(runtimeTexts.number).last()).toBeVisible()
  }
  await page.goto(`/dialog/${surveyId}`)
  await expect(page.getByRole('button', { name: defaultLanguageFragments('de').restart })).toBeVisible()
})

test('the widget of an English dialog is English', async ({ page, request }) => {
  const t = respondentEn
  const surveyId = await anActiveDialog(request, 'en', 'Widget EN')
  await page.goto(`/widget/${surveyId}`)
  const field = page.getByRole('textbox', { name: t.live.chat.answerLabel })
  await expect(field).toHaveAttribute('placeholder', t.live.chat.numberPlaceholder)
  await expect(page.getByText(t.live.chat.storageNotice)).toBeVisible()
})

test('a multichat of English dialogs plays in English', async ({ page, request }) => {
  const t = respondentEn
  const lead = await anActiveDialog(request, 'en', 'Anna')
  const other = await anActiveDialog(request, 'en', 'Ben')
  const post = await editorApi(request)
  const { dialog_manager_id } = await post('/api/dialogmanagers', { name: 'Game EN', survey_ids: [lead, other] })
  // Wide enough for the chat list beside the open chat.
  await page.setViewportSize({ width: 1100, height: 760 })
  await page.goto(`/multi_live/${dialog_manager_id}`)

  const list = page.getByRole('navigation', { name: t.multichatLive.chatList })
  await expect(list.getByRole('button', { name: /^Anna/ })).toBeVisible()
  await expect(page.locator('.mc-page')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('toolbar', { name: t.multichatLive.menu })).toBeVisible()
  await list.getByRole('button', { name: /^Anna/ }).click()
  const field = page.getByRole('textbox', { name: t.live.chat.answerLabel })
  await expect(field).toHaveAttribute('placeholder', t.live.chat.numberPlaceholder)
  await field.fill('many')
  await field.press('Enter')
  await expect(page.getByRole('list', { name: t.live.chat.log }).getByText(runtimeTextsEn.number)).toBeVisible()
  await page.screenshot({ path: 'test-results/english-multichat.png' })
})

/** Every text of a catalogue (functions are left out: their words are in the other texts). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/**
 * The German texts a respondent of an English dialog must never read: the German respondent
 * catalogue, live bar fragments, runtime bubbles and the dialog's privacy notes, less what is the
 * same word in English ('Bot', 'Logo').
 */
const english = new Set([...texts(respondentEn), ...texts(defaultLanguageFragments('en')), ...texts(runtimeTextsEn)])
const germanTexts = [
  ...new Set([
    ...texts(respondentDe),
    ...texts(defaultLanguageFragments('de')),
    ...texts(runtimeTexts),
    ...texts(de.legal.privacy),
    de.legal.placeholderNotice,
    ...texts(de.shell.page),
  ]),
].filter((text) => !english.has(text) && text.length > 3)

/** What the page shows or announces: its text, accessible names, placeholders and title. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const parts = [document.title, document.body.innerText]
    for (const element of document.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(element.getAttribute(name) ?? '')
    return parts.join('\n')
  })

async function expectNoGerman(page: Page, surface: string) {
  // Polled: a page may still be loading its dialog's language.
  await expect
    .poll(
      async () => {
        const shown = await shownTexts(page)
        return germanTexts.filter((text) => shown.includes(text))
      },
      { message: `German on ${surface}` },
    )
    .toEqual([])
  await page.screenshot({ path: `/tmp/shots-english/${surface}.png` })
}

test('a German dialog switched to English in the settings panel shows no German on any respondent surface', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const t = respondentEn
  const en = defaultLanguageFragments('en')
  const lead = await anActiveDialog(request, 'de', 'Switched')
  const other = await anActiveDialog(request, 'de', 'Other')

  // The editor switches both dialogs in the configurator's settings panel.
  await page.setViewportSize({ width: 1280, height: 800 })
  await logInAsDemo(page)
  for (const surveyId of [lead, other]) {
    await page.goto(`/configurator/${surveyId}`)
    await page.getByRole('tab', { name: de.configurator.panels.settings }).click()
    const saved = page.waitForResponse((r) => r.url().includes(`/api/surveys/${surveyId}/changes`) && r.ok())
    await page.getByLabel(de.configuratorSettings.settings.language).selectOption('en')
    await saved
  }
  await page.setViewportSize({ width: 390, height: 760 })

  // Live page: first question, a validation bubble, the bar and both pop-ups.
  await page.goto(`/dialog/${lead}`)
  await expect(chatLog(page, t).getByText('Switched: how old are you?')).toBeVisible()
  await expect(page.getByRole('button', { name: en.restart })).toBeVisible()
  await expectNoGerman(page, 'live')
  const field = page.getByRole('textbox', { name: t.live.chat.answerLabel })
  await field.fill('twelve')
  await field.press('Enter')
  await expect(chatLog(page, t).getByText(runtimeTextsEn.number)).toBeVisible()
  await expectNoGerman(page, 'live-validation')
  await page.getByRole('button', { name: en.restart }).click()
  const restartDialog = page.getByRole('alertdialog', { name: en.restart_pop_up.header })
  await expect(restartDialog.getByRole('button', { name: t.live.errors.close })).toBeVisible()
  await expectNoGerman(page, 'live-restart-popup')
  await page.getByRole('button', { name: en.restart_pop_up.btn_back }).click()
  await page.getByRole('button', { name: t.bar.info }).click()
  await expect(page.getByRole('menuitem', { name: en.privacy })).toBeVisible()
  await expectNoGerman(page, 'live-info-menu')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: en.delete, exact: true }).click()
  const deleteDialog = page.getByRole('alertdialog', { name: en.delete_pop_up.header })
  await expectNoGerman(page, 'live-delete-popup')
  await deleteDialog.getByRole('button', { name: en.delete_pop_up.btn_delete }).click()
  await expect(page.getByRole('heading', { name: t.live.exit.deleted.title })).toBeVisible()
  await expectNoGerman(page, 'exit-deleted')

  // The dialog's privacy notes, the widget and multichat live.
  await page.goto(`/privacy/${lead}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Switched')
  await expectNoGerman(page, 'privacy')
  await page.goto(`/widget/${lead}`)
  await expect(page.getByRole('textbox', { name: t.live.chat.answerLabel })).toBeVisible()
  await expectNoGerman(page, 'widget')

  const post = await editorApi(request)
  const { dialog_manager_id } = await post('/api/dialogmanagers', { name: 'Switched game', survey_ids: [lead, other] })
  await page.setViewportSize({ width: 1100, height: 760 })
  await page.goto(`/multi_live/${dialog_manager_id}`)
  const list = page.getByRole('navigation', { name: t.multichatLive.chatList })
  await list.getByRole('button', { name: /^Switched/ }).click()
  await expect(page.getByRole('textbox', { name: t.live.chat.answerLabel })).toBeVisible()
  await expectNoGerman(page, 'multichat-live')
})

test('an English editor reads the reason a dialog cannot be loaded in English, not the server’s German msg', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await logInAsDemo(page)
  // The UI language of this browser only (the account keeps German for the other tests).
  await page.evaluate(() => localStorage.setItem('ui_language', 'en'))
  await page.goto('/share/gibt-es-nicht')
  await expect(page.getByText(enUi.survey.loadFailed)).toBeVisible()
  await expect(page.getByText(enUi.errors.api.survey_not_found)).toBeVisible()
  await expect(page.getByText('Dialog nicht gefunden.')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/shots-english/editor-error-en.png' })
})
