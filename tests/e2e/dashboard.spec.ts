import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

const list = (page: Page) => page.getByRole('list', { name: de.dashboard.listLabel })
/** A card's action, behind its "…" menu (issue #28: no red delete button on every card). */
async function cardAction(page: Page, card: Locator, name: string, item: string) {
  await card.getByRole('button', { name: de.dashboard.actions(name), exact: true }).click()
  // The menu of this card: another card's menu may still be closing.
  await page
    .getByRole('menu', { name: de.dashboard.actions(name), exact: true })
    .getByRole('menuitem', { name: item })
    .click()
}

test('the dashboard greets the editor and lists the seeded dialogs with their role', async ({ page }) => {
  await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
  await expect(page.getByText(de.dashboard.welcome('Demo'))).toBeVisible()
  const seeded = list(page).getByRole('listitem', { name: 'Beispiel: Kurzinterview Wohnen', exact: true })
  await expect(seeded.getByText('Besitzer')).toBeVisible()
  // issue #28: responses and last edit on every card.
  await expect(seeded.getByText(/^\d+ Teilnahmen?$/)).toBeVisible()
  await expect(seeded.getByText(/^Zuletzt bearbeitet: /)).toBeVisible()
  // No red delete button on the cards: actions are behind "…".
  await expect(page.getByRole('button', { name: de.dashboard.delete })).toHaveCount(0)
})

test('creating a dialog goes to its configurator and the dialog is listed afterwards', async ({ page }) => {
  const name = uniqueName('Neu angelegt')
  await page.getByRole('button', { name: de.dashboard.create }).click()
  const dialog = page.getByRole('dialog', { name: de.dashboard.createTitle })
  await expect(dialog.getByRole('button', { name: de.dashboard.createSubmit })).toBeDisabled()
  await dialog.getByLabel(de.dashboard.nameLabel).fill(`  ${name} `)
  await dialog.getByLabel(de.dashboard.languageLabel).selectOption({ label: de.dashboard.languages.en })
  const configurator = page.waitForURL(/\/configurator\/[\w-]+$/)
  await dialog.getByRole('button', { name: de.dashboard.createSubmit }).click()
  await configurator

  await page.goto('/dashboard')
  const card = page.getByRole('listitem', { name, exact: true })
  await expect(card).toBeVisible()
  await expect(card.getByText(de.shell.bar.inactive)).toBeVisible()
  await expect(card.getByText(de.dashboard.responses(0, '0'))).toBeVisible()
  await expect(card.getByRole('link', { name: de.survey.tabs.configurator })).toHaveAttribute(
    'href',
    /^\/configurator\//,
  )
})

test('copying a dialog lists "Kopie von …"; deleting it asks first and removes only the copy', async ({ page }) => {
  const name = uniqueName('Zum Kopieren')
  await demoApi(page).createSurvey(name)
  await page.reload()
  await cardAction(page, page.getByRole('listitem', { name, exact: true }), name, de.dashboard.copy)

  const copy = page.getByRole('listitem', { name: `Kopie von ${name}`, exact: true })
  await expect(copy).toBeVisible()
  await expect(page.locator('.bp6-toast').filter({ hasText: de.dashboard.copied })).toBeVisible()
  await cardAction(page, copy, `Kopie von ${name}`, de.dashboard.delete)
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(de.dashboard.deleteConfirm(`Kopie von ${name}`))
  await confirm.getByRole('button', { name: de.dashboard.cancel }).click()
  await expect(copy).toBeVisible()

  await cardAction(page, copy, `Kopie von ${name}`, de.dashboard.delete)
  await page.getByRole('alertdialog').getByRole('button', { name: de.dashboard.delete }).click()
  await expect(copy).toHaveCount(0)
  await expect(page.locator('.bp6-toast').filter({ hasText: de.dashboard.deleted })).toBeVisible()
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('listitem', { name: `Kopie von ${name}`, exact: true })).toHaveCount(0)
})

test('search filters by name; the list sorts by name or responses, and the choice is remembered', async ({ page }) => {
  const prefix = uniqueName('Suche')
  const api = demoApi(page)
  await api.createSurvey(`${prefix} Alpha`)
  await api.createSurvey(`${prefix} Beta`)
  await page.reload()

  await page.getByLabel(de.dashboard.searchLabel).fill(prefix.toUpperCase())
  const dialogs = list(page).getByRole('listitem')
  await expect(dialogs).toHaveCount(2)
  // Last edited first by default: Beta was created after Alpha.
  await expect(dialogs.first()).toHaveAccessibleName(`${prefix} Beta`)
  await page.getByLabel(de.dashboard.sortLabel).selectOption({ label: de.dashboard.sortName })
  await expect(dialogs.first()).toHaveAccessibleName(`${prefix} Alpha`)

  // The sort survives a reload (this browser remembers it); by responses, equal counts by name.
  await page.getByLabel(de.dashboard.sortLabel).selectOption({ label: de.dashboard.sortResponses })
  await page.reload()
  await expect(page.getByLabel(de.dashboard.sortLabel)).toHaveValue('responses')
  await page.getByLabel(de.dashboard.searchLabel).fill(prefix)
  await expect(dialogs.first()).toHaveAccessibleName(`${prefix} Alpha`)
  await page.getByLabel(de.dashboard.sortLabel).selectOption({ label: de.dashboard.sortUpdated })

  await page.getByLabel(de.dashboard.searchLabel).fill(`${prefix} gibt es nicht`)
  await expect(page.getByText(de.dashboard.noMatchTitle)).toBeVisible()
})

test('a multichat lists its dialogs under it, collapsed; they open on click or when the search finds one', async ({
  page,
}) => {
  const api = demoApi(page)
  const first = uniqueName('Zeugin')
  const second = uniqueName('Verdächtiger')
  const multichatName = uniqueName('Tatort')
  const id = await api.createMultichat(multichatName, [await api.createSurvey(first), await api.createSurvey(second)])
  await page.reload()
  const card = list(page).getByRole('listitem', { name: multichatName })
  await expect(card).toContainText(`${first} · ${second}`)
  await expect(card.getByText(de.dashboard.players(0, '0'))).toBeVisible()
  await expect(card.getByRole('link', { name: de.dashboard.multichatOpen })).toHaveAttribute('href', `/multi/${id}`)
  // Its dialogs are not listed on their own, and are hidden until the multichat is opened.
  await expect(page.getByRole('listitem', { name: first, exact: true })).toHaveCount(0)
  const toggle = card.getByRole('button', { name: de.dashboard.multichatDialogs(2) })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const nested = card.getByRole('listitem', { name: first, exact: true })
  await expect(nested).toBeVisible()
  await expect(nested.getByRole('link', { name: de.survey.tabs.configurator })).toBeVisible()
  await page.screenshot({ path: '/tmp/shots-dashboard/after/dashboard-expanded.png', fullPage: true })
  await toggle.click()
  await expect(nested).toHaveCount(0)

  // Searching a dialog's name shows its multichat, opened, with only that dialog.
  await page.getByLabel(de.dashboard.searchLabel).fill(second)
  await expect(list(page).getByRole('listitem', { name: multichatName })).toBeVisible()
  await expect(card.getByRole('listitem', { name: second, exact: true })).toBeVisible()
  await expect(card.getByRole('listitem', { name: first, exact: true })).toHaveCount(0)
})

test('the dashboard passes axe with a multichat opened and the actions menu open', async ({ page }) => {
  const api = demoApi(page)
  const multichatName = uniqueName('Axe-Spiel')
  await api.createMultichat(multichatName, [await api.createSurvey(uniqueName('Axe-Dialog'))])
  await page.reload()
  const card = list(page).getByRole('listitem', { name: multichatName })
  await card.getByRole('button', { name: de.dashboard.multichatDialogs(1) }).click()
  await page.screenshot({ path: '/tmp/shots-dashboard/after/dashboard.png', fullPage: true })
  await card.getByRole('button', { name: de.multichatManage.actions(multichatName) }).click()
  await expect(page.getByRole('menuitem', { name: de.multichatManage.delete })).toBeVisible()
  await page.screenshot({ path: '/tmp/shots-dashboard/after/dashboard-menu.png' })
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
