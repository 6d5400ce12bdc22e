import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { respondentEn } from '../../src/i18n/respondent/en'
import { demoApi, logInAsDemo } from './support/demoEditor'

// docs/configurator.md "Unsure answers", docs/app.md "Clarifying question": the editor chooses what
// an unsure answer gets, Testen shows why the buttons came, and a respondent taps one.
const c = de.configuratorInspector.clarify
const a = de.assess
const chat = de.live.chat

const questions = {
  wohnort: 'In welcher Stadt oder Gemeinde wohnen Sie?',
  zufrieden: 'Wie gefällt es Ihnen dort?',
  nachfrage: 'Eher gut oder eher nicht so gut?',
  fragen: 'Haben Sie Fragen zur Studie?',
  gruende: 'Was stört Sie am meisten?',
}
/** Between the two trained intents of 'zufrieden' (tests/api/chatSeeded.test.ts): the model is unsure. */
const UNSURE = 'Das kommt darauf an'
const SHOTS = 'test-results'

/** A copy of the seeded "Beispiel: Kurzinterview Wohnen": block 'zufrieden' has the trained intents positiv and negativ. */
async function aCopyOfTheTrainedExample(page: Page): Promise<string> {
  const api = demoApi(page)
  const { surveys } = (await api.call('GET', '/api/surveys')) as {
    surveys: { survey_id: string; survey_name: string }[]
  }
  const example = surveys.find((s) => s.survey_name === 'Beispiel: Kurzinterview Wohnen')
  expect(example, 'seeded example dialog').toBeDefined()
  const copy = (await api.call('POST', `/api/surveys/${example?.survey_id}/copy`)) as { survey_id: string }
  return copy.survey_id
}

async function updateBlock(page: Page, surveyId: string, id: string, changed: Record<string, unknown>) {
  await demoApi(page).call('POST', '/api/update_survey_blocks', {
    survey_id: surveyId,
    action: 'update',
    unique_question_id: id,
    changed_values: changed,
  })
}

const inspector = (page: Page) => page.getByRole('complementary', { name: de.configurator.panels.label })
const modes = (page: Page) => inspector(page).getByRole('group', { name: c.mode })
const chatLog = (page: Page) => page.getByRole('list', { name: chat.log })
const answerField = (page: Page) => page.getByRole('textbox', { name: chat.answerLabel })
const panel = (page: Page) => page.getByRole('region', { name: a.panelTitle })
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: de.configurator.toolbar.saved })).toBeVisible()

/** The suggestions as shown: the offered intents best first (order by the model), "Etwas anderes" last. */
async function expectSuggestions(page: Page, group: string, intents: string[], other: string) {
  const buttons = page.getByRole('group', { name: group }).getByRole('button')
  await expect(buttons).toHaveCount(intents.length + 1)
  const shown = await buttons.allTextContents()
  expect(shown.at(-1)).toBe(other)
  expect(shown.slice(0, -1).sort()).toEqual([...intents].sort())
}

/** The respondent's messages in a log, by what they show (screen readers hear "Sie: …" before each). */
const reply = (log: Locator, you: string, text: string) =>
  log.getByRole('listitem').filter({ hasText: new RegExp(`^${you}: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
const said = (page: Page, text: string) => reply(chatLog(page), chat.you, text)

async function say(page: Page, text: string) {
  await answerField(page).fill(text)
  await answerField(page).press('Enter')
  await expect(said(page, text)).toBeVisible()
}

async function openZufrieden(page: Page, surveyId: string) {
  await page.goto(`/configurator/${surveyId}`)
  await page.getByRole('combobox', { name: de.configurator.toolbar.searchLabel }).fill('gefällt es Ihnen')
  await page.getByRole('option', { name: /gefällt es Ihnen/ }).click()
  await expect(modes(page)).toBeVisible()
}

async function toTheUnsureAnswer(page: Page) {
  await expect(chatLog(page).getByText(questions.wohnort)).toBeVisible()
  await say(page, 'Ich wohne in Freiburg im Breisgau')
  await expect(chatLog(page).getByText(questions.zufrieden)).toBeVisible()
  await say(page, UNSURE)
}

test('the editor sets "Bei unsicherer Antwort" in the inspector; Testen shows the offered intents with their scores and the tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)

  // The seeded block offers a choice; "Nur Nachfrage stellen" asks the nachfrage as before.
  await openZufrieden(page, surveyId)
  await expect(modes(page).getByRole('radio', { name: c.modes.buttons })).toBeChecked()
  await modes(page).getByText(c.modes.nachfrage).click()
  await expect(modes(page).getByRole('radio', { name: c.modes.nachfrage })).toBeChecked()
  await expect(inspector(page).getByLabel(c.question)).toHaveCount(0)
  await saved(page)
  await page.goto(`/assess/${surveyId}`)
  await toTheUnsureAnswer(page)
  await expect(chatLog(page).getByText(questions.nachfrage)).toBeVisible()
  await expect(page.getByRole('group', { name: chat.clarifyGroup })).toHaveCount(0)
  await expect(panel(page).getByRole('region', { name: a.activeBlock })).toContainText(a.nachfrageAsked)

  // Back to "Auswahl anbieten", with an own question and an own label for one intent.
  await openZufrieden(page, surveyId)
  await modes(page).getByText(c.modes.buttons).click()
  const question = inspector(page).getByLabel(c.question)
  await expect(question).toHaveAttribute('placeholder', 'Meinten Sie eines davon?')
  await question.fill('Wie meinen Sie das?')
  const positiv = inspector(page).getByLabel(c.labelOf('positiv'))
  await expect(positiv).toHaveValue('Gefällt mir gut')
  await positiv.fill('Ja, gefällt mir')
  await expect(inspector(page).getByLabel(c.labelOf('negativ'))).toHaveValue('Eher nicht so gut')
  await saved(page)
  await inspector(page)
    .locator('.inspector-clarify')
    .screenshot({ path: `${SHOTS}/clarify-inspector.png` })

  await page.goto(`/assess/${surveyId}`)
  await toTheUnsureAnswer(page)
  await expect(chatLog(page).getByText('Wie meinen Sie das?')).toBeVisible()
  await expectSuggestions(page, chat.clarifyGroup, ['Ja, gefällt mir', 'Eher nicht so gut'], 'Etwas anderes')
  const buttons = page.getByRole('group', { name: chat.clarifyGroup }).getByRole('button')
  const active = panel(page).getByRole('region', { name: a.activeBlock })
  await expect(active).toContainText(a.clarifyAsked)
  await expect(active).toContainText(new RegExp(`Ja, gefällt mir \\(positiv\\)\\s*\\d{1,2}\\s%`))
  await expect(active).toContainText(new RegExp(`Eher nicht so gut \\(negativ\\)\\s*\\d{1,2}\\s%`))
  // The steps, not the offered intents listed inside one.
  const steps = panel(page).getByRole('region', { name: a.steps }).locator('.assess-steps > li')
  await expect(steps.last()).toContainText(a.reasons.clarify)
  await expect(steps.last()).toContainText(a.offered)
  await page.screenshot({ path: `${SHOTS}/clarify-testen.png` })

  await buttons.filter({ hasText: 'Ja, gefällt mir' }).click()
  await expect(said(page, 'Ja, gefällt mir')).toBeVisible()
  await expect(chatLog(page).getByText(questions.fragen)).toBeVisible()
  await expect(steps.last()).toContainText(a.reasons.clarified)
  await expect(steps.last()).toContainText('positiv')
  await page.screenshot({ path: `${SHOTS}/clarify-testen-tapped.png` })
})

test('a respondent on a phone taps a suggestion; the buttons and the answer survive a reload; "Etwas anderes" asks the nachfrage', async ({
  page,
}) => {
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)
  await demoApi(page).call('POST', '/api/switch_activate_link', { item: surveyId })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/dialog/${surveyId}`)
  await toTheUnsureAnswer(page)
  const group = page.getByRole('group', { name: chat.clarifyGroup })
  await expectSuggestions(page, chat.clarifyGroup, ['Gefällt mir gut', 'Eher nicht so gut'], 'Etwas anderes')
  // Thumb-sized, inside the screen.
  for (const box of await group.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
    expect(box.height >= 44 && box.right <= 390).toBe(true)
  await page.screenshot({ path: `${SHOTS}/clarify-chat-phone.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/clarify-chat-desktop.png` })
  await page.setViewportSize({ width: 390, height: 844 })
  const { violations } = await new AxeBuilder({ page }).include('.live-input').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // A reload asks the same question again, once, after the answer it is about.
  await page.reload()
  await expect(group.getByRole('button')).toHaveCount(3)
  await expect(said(page, UNSURE)).toHaveCount(1)
  await expect(chatLog(page).getByText('Meinten Sie eines davon?')).toHaveCount(1)

  await group.getByRole('button', { name: 'Etwas anderes' }).click()
  await expect(said(page, 'Etwas anderes')).toBeVisible()
  await expect(chatLog(page).getByText(questions.nachfrage)).toBeVisible()
  await say(page, 'Es ist zu laut und zu teuer')
  await expect(chatLog(page).getByText(questions.gruende)).toBeVisible()

  // After a reload the transcript keeps the tapped label as the respondent's message.
  await page.reload()
  await expect(said(page, 'Etwas anderes')).toBeVisible()
  await expect(chatLog(page).getByText(questions.gruende)).toBeVisible()
})

test('an English dialog asks "Did you mean one of these?" and offers "Something else"', async ({ page }) => {
  await logInAsDemo(page)
  const surveyId = await aCopyOfTheTrainedExample(page)
  const api = demoApi(page)
  await api.call('POST', '/api/update_survey_settings', {
    survey_id: surveyId,
    action: 'config',
    changed_values: { language: 'en' },
  })
  await updateBlock(page, surveyId, 'zufrieden', {
    context: 'How do you like it there?',
    intent_labels: { positiv: 'I like it', negativ: 'Not so much' },
  })
  await api.call('POST', '/api/switch_activate_link', { item: surveyId })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/dialog/${surveyId}`)
  const en = respondentEn.live.chat
  const log = page.getByRole('list', { name: en.log })
  const field = page.getByRole('textbox', { name: en.answerLabel })
  await field.fill('I live in Freiburg im Breisgau')
  await field.press('Enter')
  await expect(log.getByText('How do you like it there?')).toBeVisible()
  await field.fill(UNSURE)
  await field.press('Enter')
  await expect(log.getByText('Did you mean one of these?')).toBeVisible()
  const group = page.getByRole('group', { name: en.clarifyGroup })
  await expectSuggestions(page, en.clarifyGroup, ['I like it', 'Not so much'], 'Something else')
  await page.screenshot({ path: `${SHOTS}/clarify-chat-phone-en.png` })
  await group.getByRole('button', { name: 'Not so much' }).click()
  await expect(log.getByText(questions.gruende)).toBeVisible()
  await page.reload()
  await expect(reply(log, en.you, 'Not so much')).toBeVisible()
  await expect(log.getByText('Did you mean one of these?')).toBeVisible()
  await expect(reply(log, en.you, UNSURE)).toBeVisible()
})

test('in the /flow game an unsure question to the gardener offers the likely ones in the player\u2019s words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/flow')
  // A phone opens the lead's chat; the gardener is in the list.
  await page.getByRole('button', { name: de.multichatLive.back }).click()
  const list = page.getByRole('navigation', { name: de.multichatLive.chatList })
  await list.getByRole('button', { name: /^Emil Hartung/ }).click()
  await say(page, 'Was können Sie mir über gestern sagen?')
  await expect(chatLog(page).getByText('Hartung runzelt die Stirn. „Meinen Sie das?“')).toBeVisible()
  await expectSuggestions(
    page,
    chat.clarifyGroup,
    ['Wo waren Sie gestern Abend?', 'Ist Ihnen etwas aufgefallen?', 'Wie war Ihr Chef so?'],
    'Etwas anderes',
  )
  await page.screenshot({ path: `${SHOTS}/clarify-flow-phone.png` })
  await page
    .getByRole('group', { name: chat.clarifyGroup })
    .getByRole('button', { name: 'Ist Ihnen etwas aufgefallen?' })
    .click()
  await expect(said(page, 'Ist Ihnen etwas aufgefallen?')).toBeVisible()
  await expect(page.getByRole('group', { name: chat.clarifyGroup })).toHaveCount(0)
})
