import { expect, type Locator, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const m = de.multichatManage
const mc = de.multichat

const group = (page: Page, surveyId: string) => page.locator(`.react-flow__node[data-id="dialog:${surveyId}"]`)
const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text })
const multichats = (page: Page) => page.getByRole('list', { name: de.dashboard.listLabel })
/** A dashboard card's action, behind its "…" menu. */
async function cardAction(page: Page, card: Locator, label: string, item: string) {
  await card.getByRole('button', { name: label, exact: true }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function connect(page: Page, name: string) {
  await page.getByRole('toolbar', { name: mc.toolbar.label }).getByRole('button', { name: mc.toolbar.connect }).click()
  const dialog = page.getByRole('dialog', { name: mc.connect.title })
  await dialog.getByLabel(mc.connect.choose).selectOption({ label: name })
  await dialog.getByRole('button', { name: mc.connect.submit }).click()
  await expect(toast(page, mc.connect.done(name))).toBeVisible()
  await expect(dialog).toBeHidden()
}

test('an editor creates a multichat on the dashboard, adds two dialogs, chooses the lead, renames, copies and deletes it', async ({
  page,
}) => {
  await logInAsDemo(page)
  const api = demoApi(page)
  const first = uniqueName('Kommissarin')
  const second = uniqueName('Zeuge')
  const firstId = await api.createSurvey(first)
  const secondId = await api.createSurvey(second)
  await page.reload()

  // Neuer Multichat: the name is required; the new, empty multichat opens in its editor.
  const name = uniqueName('Tatort')
  await page.getByRole('button', { name: m.create }).click()
  const create = page.getByRole('dialog', { name: m.createTitle })
  await expect(create.getByRole('button', { name: m.createSubmit })).toBeDisabled()
  await create.getByLabel(m.nameLabel).fill(`  ${name}  `)
  await create.getByRole('button', { name: m.createSubmit }).click()
  await page.waitForURL(/\/multi\/\d+$/)
  const multichatId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(page.getByText(m.emptyTitle)).toBeVisible()
  await page.screenshot({ path: 'test-results/multichat-empty.png' })

  // Two dialogs; the first connected is the lead until another is chosen.
  await connect(page, first)
  await connect(page, second)
  await expect(page.getByText(m.emptyTitle)).toBeHidden()
  await expect(group(page, firstId)).toContainText(mc.group.lead)
  await group(page, secondId).getByRole('button', { name: mc.group.makeLead }).click()
  await expect(toast(page, mc.lead.done(second))).toBeVisible()
  await expect(group(page, secondId)).toContainText(mc.group.lead)
  await expect(group(page, firstId).getByRole('button', { name: mc.group.makeLead })).toBeVisible()
  const stored = (await api.call('GET', `/api/get_connected_surveys/${multichatId}`)) as {
    connected_surveys: { survey_id: string }[]
  }
  expect(stored.connected_surveys.map((s) => s.survey_id)).toEqual([secondId, firstId])

  // Rename in the editor.
  const renamed = uniqueName('Tatort umbenannt')
  const actions = page.getByRole('group', { name: m.actions(name) })
  await actions.getByRole('button', { name: m.rename }).click()
  const rename = page.getByRole('dialog', { name: m.renameTitle })
  await expect(rename.getByLabel(m.nameLabel)).toHaveValue(name)
  await rename.getByLabel(m.nameLabel).fill('   ')
  await expect(rename.getByText(m.nameRequired)).toBeVisible()
  await expect(rename.getByRole('button', { name: m.renameSubmit })).toBeDisabled()
  await rename.getByLabel(m.nameLabel).fill(renamed)
  await rename.getByRole('button', { name: m.renameSubmit }).click()
  await expect(rename).toBeHidden()
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/multichat-editor.png' })

  // On the dashboard: the renamed card, lead first; copy it.
  await page.getByRole('link', { name: mc.back }).click()
  const card = multichats(page).getByRole('listitem', { name: renamed, exact: true })
  await expect(card).toContainText(`${second} · ${first}`)
  await cardAction(page, card, m.actions(renamed), m.copy)
  await expect(toast(page, m.copied)).toBeVisible()
  const copy = multichats(page).getByRole('listitem', { name: `Kopie von ${renamed}`, exact: true })
  await expect(copy).toContainText(`${second} · ${first}`)
  await page.screenshot({ path: 'test-results/multichat-dashboard.png', fullPage: true })

  // Delete asks first; cancelling keeps it, confirming removes only the copy.
  await cardAction(page, copy, m.actions(`Kopie von ${renamed}`), m.delete)
  const confirm = page.getByRole('alertdialog', { name: m.deleteTitle })
  await expect(confirm).toContainText(m.deleteConfirm(`Kopie von ${renamed}`))
  await page.screenshot({ path: 'test-results/multichat-delete-confirm.png' })
  await confirm.getByRole('button', { name: m.cancel }).click()
  await expect(copy).toBeVisible()
  await cardAction(page, copy, m.actions(`Kopie von ${renamed}`), m.delete)
  await page.getByRole('alertdialog', { name: m.deleteTitle }).getByRole('button', { name: m.delete }).click()
  await expect(toast(page, m.deleted)).toBeVisible()
  await expect(copy).toHaveCount(0)
  await expect(card).toBeVisible()

  // Deleting from the editor goes back to the dashboard; the dialogs stay.
  await card.getByRole('link', { name: de.dashboard.multichatOpen }).click()
  await page
    .getByRole('group', { name: m.actions(renamed) })
    .getByRole('button', { name: m.delete })
    .click()
  await page.getByRole('alertdialog', { name: m.deleteTitle }).getByRole('button', { name: m.delete }).click()
  await page.waitForURL(/\/dashboard$/)
  await expect(multichats(page).getByRole('listitem', { name: renamed, exact: true })).toHaveCount(0)
  // Its dialogs are listed on their own again.
  const dialogs = multichats(page)
  await expect(dialogs.getByRole('listitem', { name: first, exact: true })).toBeVisible()
  await expect(dialogs.getByRole('listitem', { name: second, exact: true })).toBeVisible()
})

test("a multichat's analysis names that multichat in the top bar and the browser tab, not another game", async ({
  page,
}) => {
  await logInAsDemo(page)
  // The seeded "Auf der Flucht" (multichat 4): before, every multichat analysis said 'Tatort-Game'.
  await page.goto('/analyse_multichat/4')
  await expect(page.getByRole('heading', { name: de.analyseMultichat.title('Auf der Flucht'), level: 1 })).toBeVisible()
  await expect(page.locator('.app-bar-breadcrumbs [aria-current="page"]')).toHaveText('Auf der Flucht')
  await expect(page).toHaveTitle(de.shell.page.titleOf(de.shell.pageNames.analyseMultichat))
  // Another multichat's analysis never shows the name of the one before while it loads.
  await page.goto('/analyse_multichat/3')
  await expect(page.getByRole('heading', { name: de.analyseMultichat.title('Tatort'), level: 1 })).toBeVisible()
  await expect(page.locator('.app-bar-breadcrumbs [aria-current="page"]')).toHaveText('Tatort')
})
