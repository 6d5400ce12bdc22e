import { expect, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('the dashboard greets the editor and lists the seeded dialogs with their role', async ({ page }) => {
  await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
  await expect(page.getByText(de.dashboard.welcome('Demo'))).toBeVisible()
  const dialogs = page.getByRole('region', { name: de.dashboard.dialogsHeading }).getByRole('listitem')
  await expect(dialogs.first()).toBeVisible()
  await expect(dialogs.first().getByText('Besitzer')).toBeVisible()
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
  await expect(card.getByRole('link', { name: de.survey.tabs.configurator })).toHaveAttribute(
    'href',
    /^\/configurator\//,
  )
})

test('copying a dialog lists "Kopie von …"; deleting it asks first and removes only the copy', async ({ page }) => {
  const name = uniqueName('Zum Kopieren')
  await demoApi(page).createSurvey(name)
  await page.reload()
  await page.getByRole('listitem', { name, exact: true }).getByRole('button', { name: de.dashboard.copy }).click()

  const copy = page.getByRole('listitem', { name: `Kopie von ${name}`, exact: true })
  await expect(copy).toBeVisible()
  await expect(page.locator('.bp6-toast').filter({ hasText: de.dashboard.copied })).toBeVisible()
  await copy.getByRole('button', { name: de.dashboard.delete }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(de.dashboard.deleteConfirm(`Kopie von ${name}`))
  await confirm.getByRole('button', { name: de.dashboard.cancel }).click()
  await expect(copy).toBeVisible()

  await copy.getByRole('button', { name: de.dashboard.delete }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: de.dashboard.delete }).click()
  await expect(copy).toHaveCount(0)
  await expect(page.locator('.bp6-toast').filter({ hasText: de.dashboard.deleted })).toBeVisible()
  await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('listitem', { name: `Kopie von ${name}`, exact: true })).toHaveCount(0)
})

test('search filters by name and the list can be sorted by name', async ({ page }) => {
  const prefix = uniqueName('Suche')
  const api = demoApi(page)
  await api.createSurvey(`${prefix} Alpha`)
  await api.createSurvey(`${prefix} Beta`)
  await page.reload()

  await page.getByLabel(de.dashboard.searchLabel).fill(prefix.toUpperCase())
  const dialogs = page.getByRole('region', { name: de.dashboard.dialogsHeading }).getByRole('listitem')
  await expect(dialogs).toHaveCount(2)
  // Last edited first by default: Beta was created after Alpha.
  await expect(dialogs.first()).toHaveAccessibleName(`${prefix} Beta`)
  await page.getByLabel(de.dashboard.sortLabel).selectOption({ label: de.dashboard.sortName })
  await expect(dialogs.first()).toHaveAccessibleName(`${prefix} Alpha`)

  await page.getByLabel(de.dashboard.searchLabel).fill(`${prefix} gibt es nicht`)
  await expect(page.getByText(de.dashboard.noMatchTitle)).toBeVisible()
})

test('a multichat is listed with its dialogs', async ({ page }) => {
  const api = demoApi(page)
  const first = uniqueName('Zeugin')
  const second = uniqueName('Verdächtiger')
  const managerName = uniqueName('Tatort')
  const id = await api.createDialogManager(managerName, [await api.createSurvey(first), await api.createSurvey(second)])
  await page.reload()
  const card = page
    .getByRole('region', { name: de.dashboard.multichatsHeading })
    .getByRole('listitem', { name: managerName })
  await expect(card).toContainText(`${first} · ${second}`)
  await expect(card.getByRole('link', { name: de.dashboard.multichatOpen })).toHaveAttribute('href', `/multi/${id}`)
})
