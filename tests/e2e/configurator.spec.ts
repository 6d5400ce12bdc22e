import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { configuratorInspector } from '../../src/i18n/de/configuratorInspector'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator

const node = (page: Page, order: number) => page.locator('.react-flow__node').filter({ hasText: t.block.label(order) })
const textField = (page: Page) => page.getByRole('complementary', { name: t.panels.label }).getByLabel(configuratorInspector.fields.context, { exact: true })
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()

async function addBlock(page: Page, type: keyof typeof t.blockTypes) {
  await page.getByRole('button', { name: t.toolbar.addBlock }).click()
  await page.getByRole('menuitem', { name: t.blockTypes[type] }).click()
}

/** Drags from a block's exit handle onto another block's entry, as an editor connects a jump. */
async function connect(page: Page, from: number, handle: string, to: number) {
  const source = node(page, from).locator(`.react-flow__handle.source[data-handleid="${handle}"]`)
  const target = node(page, to).locator('.react-flow__handle.target')
  const a = await source.boundingBox()
  const b = await target.boundingBox()
  if (!a || !b) throw new Error('handle not on screen')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

async function createDialog(page: Page): Promise<string> {
  await page.getByRole('button', { name: de.dashboard.create }).click()
  const dialog = page.getByRole('dialog', { name: de.dashboard.createTitle })
  await dialog.getByLabel(de.dashboard.nameLabel).fill(uniqueName('Konfigurator'))
  await dialog.getByRole('button', { name: de.dashboard.createSubmit }).click()
  await page.waitForURL(/\/configurator\/[\w-]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
}

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('an editor builds a dialog on the canvas; undo, redo and a reload show what the server stored', async ({ page }) => {
  const surveyId = await createDialog(page)
  await expect(page.getByText(t.canvas.empty)).toBeVisible()

  await addBlock(page, 'message')
  await addBlock(page, 'open')
  await addBlock(page, 'single_choice')
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  await expect(node(page, 3)).toContainText(t.blockTypes.single_choice)

  // Frage 1 jumps straight to Frage 3 (its 'default' exit); first bring all blocks into view.
  await page.getByRole('button', { name: t.toolbar.fitView }).click()
  await page.waitForTimeout(400) // the view animates for 300 ms
  await connect(page, 1, 'default', 3)
  await expect(page.locator('.react-flow__edge')).toHaveCount(1)

  await node(page, 2).click()
  await textField(page).fill('Wie heißen Sie? #1500# Schön, dass Sie da sind.')
  await expect(node(page, 2)).toContainText('Wie heißen Sie?')
  await expect(node(page, 2)).toContainText(t.block.delay('1,5'))

  // Undo twice (button, then Ctrl+Z on the canvas), redo once (Ctrl+Y): the jump is back, the text is not.
  await page.getByRole('button', { name: t.toolbar.undo, exact: true }).click()
  await expect(node(page, 2)).not.toContainText('Wie heißen Sie?')
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } })
  await page.keyboard.press('Control+z')
  await expect(page.locator('.react-flow__edge')).toHaveCount(0)
  await page.keyboard.press('Control+y')
  await expect(page.locator('.react-flow__edge')).toHaveCount(1)

  await page.getByRole('tab', { name: t.panels.history }).click()
  const history = page.getByRole('list', { name: t.panels.history })
  await expect(history.getByRole('listitem')).toHaveCount(6) // start + 3 blocks + jump + text
  await expect(history.locator('[aria-current="step"]')).toContainText('Sprung verbunden')
  await expect(history).toContainText(/\d{2}:\d{2}:\d{2}/)

  await saved(page)
  await page.reload()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  await expect(page.locator('.react-flow__edge')).toHaveCount(1)
  await expect(node(page, 2)).toContainText(t.block.empty)

  const stored = (await demoApi(page).call('POST', '/api/dialog', { survey_id: surveyId })) as {
    all_questions: { type: string; context: string; unique_question_id: string }[]
    connections: { source: string; handle: string; target: string }[]
  }
  expect(stored.all_questions.map((b) => [b.type, b.context])).toEqual([['message', ''], ['open', ''], ['single_choice', '']])
  const [first, , third] = stored.all_questions
  expect(stored.connections).toEqual([{ source: first?.unique_question_id, handle: 'default', target: third?.unique_question_id }])
})

test('a save the server refuses is rolled back on screen and explained in a toast', async ({ page }) => {
  await createDialog(page)
  await addBlock(page, 'open')
  await textField(page).fill('Gespeichert')
  await saved(page)

  // The test's switch: this browser's block saves fail with a server error from now on.
  await page.route('**/api/update_survey_blocks', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ msg: 'Speicher voll' }) }))
  await textField(page).fill('Geht verloren')
  await expect(page.getByText(t.session.rolledBack('Speicher voll'))).toBeVisible()
  await expect(textField(page)).toHaveValue('Gespeichert')
  await expect(node(page, 1)).toContainText('Gespeichert')
  await expect(page.getByRole('button', { name: t.toolbar.redo, exact: true })).toBeDisabled()
})

test('big-dialog helpers: search jumps to a block, the list reorders, Delete removes and undo restores', async ({ page }) => {
  const surveyId = await createDialog(page)
  const api = demoApi(page)
  for (const [i, text] of ['Guten Tag!', 'Wie alt sind Sie?', 'Was ist Ihr Lieblingsessen?'].entries()) {
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId, action: 'create', unique_question_id: `b${i + 1}`,
      changed_values: { unique_question_id: `b${i + 1}`, survey_id: surveyId, order: i, type: i === 0 ? 'message' : 'open', context: text },
    })
  }
  await page.reload()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  await expect(page.locator('.react-flow__minimap')).toBeVisible()

  await page.getByRole('combobox', { name: t.toolbar.searchLabel }).fill('lieblingsessen')
  await page.getByRole('option', { name: /Lieblingsessen/ }).click()
  await expect(textField(page)).toHaveValue('Was ist Ihr Lieblingsessen?')

  await page.getByRole('button', { name: t.toolbar.list }).click()
  const rows = page.getByRole('list', { name: t.list.label }).getByRole('listitem')
  await rows.nth(2).getByRole('button', { name: `${t.block.label(3)}: ${t.list.moveUp}` }).click()
  await expect(rows.nth(1)).toContainText('Lieblingsessen')

  await rows.nth(1).getByText('Lieblingsessen').click()
  await page.keyboard.press('Delete')
  await expect(rows).toHaveCount(2)
  await page.keyboard.press('Control+z')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Lieblingsessen')
  await saved(page)
})
