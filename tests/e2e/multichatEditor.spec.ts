import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'
import { settle } from './support/canvasView'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.multichat
type Trigger = { trigger: string; survey_id: string; unique_question_id: string }

const block = (page: Page, surveyId: string, questionId: string) =>
  page.locator(`.react-flow__node[data-id="block:${surveyId}:${questionId}"]`)
const triggerEdges = (page: Page) => page.locator('.react-flow__edge-mcTrigger')

const question = (name: string, questionId: string) => `${name} ${questionId}: Was haben Sie gesehen?`

/** A dialog with open blocks in this order, straight through the API: the test starts where it matters. */
async function dialogWithBlock(page: Page, name: string, ...questionIds: string[]): Promise<string> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName(name))
  for (const [order, questionId] of questionIds.entries()) {
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: questionId,
      changed_values: {
        unique_question_id: questionId,
        survey_id: surveyId,
        order,
        type: 'open',
        context: question(name, questionId),
      },
    })
  }
  return surveyId
}

/** Drags from a block's exit handle onto another block's entry handle, as an editor does. */
async function dragTrigger(page: Page, from: { s: string; q: string }, to: { s: string; q: string }) {
  // The canvas fits the view after loading, animated: the handles move until it is over.
  await expect(block(page, from.s, from.q)).toBeVisible()
  await settle(page)
  const a = await block(page, from.s, from.q).locator('.react-flow__handle.source').boundingBox()
  const b = await block(page, to.s, to.q).locator('.react-flow__handle.target').boundingBox()
  if (!a || !b) throw new Error('handle not on screen')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

const storedTriggers = async (page: Page, multichatId: number) =>
  ((await demoApi(page).call('GET', `/api/get_dialogmanager_trigger/${multichatId}`)) as { trigger_objects: Trigger[] })
    .trigger_objects
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()

test('an editor drags a moveTo trigger between two dialogs; undo and redo reach the server and it persists after a reload', async ({
  page,
}) => {
  await logInAsDemo(page)
  const lead = await dialogWithBlock(page, 'Verhör', 'v1')
  const witness = await dialogWithBlock(page, 'Zeugin', 'z1')
  const multichatId = await demoApi(page).createMultichat(uniqueName('Tatort'), [lead, witness])

  await page.goto(`/multi/${multichatId}`)
  await expect(block(page, lead, 'v1')).toBeVisible()
  await expect(block(page, witness, 'z1')).toBeVisible()
  await expect(page.locator(`.react-flow__node[data-id="dialog:${lead}"]`)).toContainText(t.group.lead)

  await dragTrigger(page, { s: lead, q: 'v1' }, { s: witness, q: 'z1' })
  await page.getByRole('menuitem', { name: t.actions.moveDialog }).click()
  await expect(triggerEdges(page)).toHaveCount(1)
  await saved(page)
  const expected = { survey_id: lead, unique_question_id: 'v1', trigger: `moveTo;${witness};z1` }
  expect(await storedTriggers(page, multichatId)).toMatchObject([expected])

  // The undo history lives with the page (a reload ends it): undo and redo first, then reload.
  await page.getByRole('button', { name: t.toolbar.undo }).click()
  await expect(triggerEdges(page)).toHaveCount(0)
  await saved(page)
  expect(await storedTriggers(page, multichatId)).toEqual([])

  await page.keyboard.press('Control+Shift+Z')
  await expect(triggerEdges(page)).toHaveCount(1)
  await saved(page)
  expect(await storedTriggers(page, multichatId)).toMatchObject([expected])

  await page.reload()
  await expect(block(page, lead, 'v1')).toBeVisible()
  await expect(triggerEdges(page)).toHaveCount(1)
})

test('a moveTo trigger built in the editor moves the other chat when the game is played', async ({ page }) => {
  await logInAsDemo(page)
  const lead = await dialogWithBlock(page, 'Verhör', 'v1', 'v2')
  const witness = await dialogWithBlock(page, 'Zeugin', 'z1', 'z2')
  const multichatId = await demoApi(page).createMultichat(uniqueName('Flucht'), [lead, witness])
  for (const id of [lead, witness]) await demoApi(page).call('POST', '/api/switch_activate_link', { item: id })

  await page.goto(`/multi/${multichatId}`)
  await dragTrigger(page, { s: lead, q: 'v1' }, { s: witness, q: 'z2' })
  await page.getByRole('menuitem', { name: t.actions.moveDialog }).click()
  await saved(page)

  await page.goto(`/multi_live/${multichatId}`)
  const list = page.getByRole('navigation', { name: de.multichatLive.chatList })
  const witnessContact = list.getByRole('button', { name: /^Zeugin/ })
  await expect(witnessContact).toContainText(question('Zeugin', 'z1').slice(0, 20))
  // The witness's first question may already count as unread: the test needs one more after the move.
  const badge = witnessContact.getByRole('status')
  const unreadBefore = (await badge.count()) === 0 ? 0 : Number(await badge.textContent())
  await list.getByRole('button', { name: /^Verhör/ }).click()
  const field = page.getByRole('textbox', { name: de.live.chat.answerLabel })
  await field.fill('Einen Mann mit Hut am Fluss')
  await field.press('Enter')

  // Answering v1 in the lead chat moved the witness's chat on to z2: a new message, unread.
  await expect(badge).toHaveAccessibleName(de.multichatLive.unread(unreadBefore + 1))
  await witnessContact.click()
  await expect(page.getByRole('list', { name: de.live.chat.log }).getByText(question('Zeugin', 'z2'))).toBeVisible()
})

test('"Pfad simulieren" on a block opens the test chat at that point, and the test goes on from there', async ({
  page,
}) => {
  await logInAsDemo(page)
  const lead = await dialogWithBlock(page, 'Verhör', 'v1', 'v2')
  const witness = await dialogWithBlock(page, 'Zeugin', 'z1', 'z2')
  const multichatId = await demoApi(page).createMultichat(uniqueName('Pfad'), [lead, witness])
  await demoApi(page).call('POST', '/api/create_trigger', {
    dialog_manager_id: multichatId,
    survey_id: lead,
    unique_question_id: 'v1',
    trigger: `moveTo;${witness};z2`,
    init_survey: false,
  })

  await page.goto(`/multi/${multichatId}`)
  await page.getByRole('button', { name: new RegExp(`^${t.block.simulate}: Verhör .*, ${t.block.label(2)}$`) }).click()
  const drawer = page.locator('.bp6-drawer')
  const list = drawer.getByRole('navigation', { name: de.multichatLive.chatList })
  await list.getByRole('button', { name: /^Verhör/ }).click()
  const log = drawer.getByRole('list', { name: de.live.chat.log })
  // The simulated way: v1 answered, v2 asked and waiting for the tester's answer.
  await expect(log.getByText(question('Verhör', 'v1'))).toBeVisible()
  await expect(log.getByText(question('Verhör', 'v2'))).toBeVisible()
  const field = drawer.getByRole('textbox', { name: de.live.chat.answerLabel })
  await field.fill('Niemanden')
  await field.press('Enter')
  await expect(log.getByText('Niemanden')).toBeVisible()
  // The simulated answer to v1 also moved the witness on to z2 (moveTo), as in the live game.
  await list.getByRole('button', { name: /^Zeugin/ }).click()
  await expect(log.getByText(question('Zeugin', 'z2'))).toBeVisible()
})

test('the German multichat editor says Hauptdialog and Auslöser; the English one keeps lead and trigger', async ({
  page,
}) => {
  await logInAsDemo(page)
  const lead = await dialogWithBlock(page, 'Begriffe', 'b1')
  const witness = await dialogWithBlock(page, 'Begriffe Zeuge', 'c1')
  const multichatId = await demoApi(page).createMultichat(uniqueName('Begriffe'), [lead, witness])
  await page.goto(`/multi/${multichatId}`)
  const witnessGroup = page.locator(`.react-flow__node[data-id="dialog:${witness}"]`)
  await expect(witnessGroup.getByRole('button', { name: 'Als Hauptdialog festlegen' })).toBeVisible()
  await expect(page.locator(`.react-flow__node[data-id="dialog:${lead}"]`)).toContainText('Hauptdialog')
  await expect(page.getByRole('button', { name: 'Auslöser löschen' })).toBeVisible()
  // No English word left in the German editor's visible text.
  await expect(page.locator('main, body').first()).not.toContainText(/\bLead\b|\bTrigger\b/)
  await page.screenshot({ path: '/tmp/shots-dashboard/after/multichat.png' })

  // The same editor in English (this browser's mirror of the account's UI language,
  // docs/app.md#languages; the account itself stays German for the other tests).
  await page.evaluate(() => localStorage.setItem('ui_language', 'en'))
  await page.reload()
  await expect(witnessGroup.getByRole('button', { name: en.multichat.group.makeLead })).toBeVisible()
  await expect(page.getByRole('button', { name: en.multichat.toolbar.deleteTrigger })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('ui_language', 'de'))
})
