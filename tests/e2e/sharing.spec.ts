import { expect, test, type Locator, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demo, demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

const members = (scope: Page | Locator) => scope.getByRole('list', { name: de.sharing.membersLabel })

async function invite(scope: Page | Locator, email: string, role: string) {
  await scope.getByLabel(de.sharing.emailLabel).fill(email)
  await scope.getByLabel(de.sharing.roleLabel, { exact: true }).selectOption(role)
  await scope.getByRole('button', { name: de.sharing.invite }).click()
}

test('the Team dialog shows the docs/product/validation.md messages and enables Einladen only for a valid form', async ({
  page,
}) => {
  const name = uniqueName('Team-Dialog')
  await demoApi(page).createSurvey(name)
  await page.reload()
  // The card's actions are behind its "…" menu (issue #28).
  await page
    .getByRole('listitem', { name, exact: true })
    .getByRole('button', { name: de.dashboard.actions(name) })
    .click()
  await page.getByRole('menuitem', { name: de.dashboard.team }).click()
  const dialog = page.getByRole('dialog', { name: de.sharing.dialogTitle })

  const own = members(dialog).getByRole('listitem', { name: demo.username })
  await expect(own).toContainText(de.sharing.you)
  await expect(own).toContainText('Besitzer')
  await expect(own.getByRole('combobox')).toHaveCount(0)
  await expect(own.getByRole('button')).toHaveCount(0)

  const submit = dialog.getByRole('button', { name: de.sharing.invite })
  const email = dialog.getByLabel(de.sharing.emailLabel)
  await expect(submit).toBeDisabled()
  await email.fill('abc')
  await expect(dialog.getByText(de.sharing.emailInvalid, { exact: true })).toBeVisible()
  await email.fill('   ')
  await expect(dialog.getByText(de.sharing.emailRequired, { exact: true })).toBeVisible()
  await email.fill('  person@beispiel.de  ')
  await expect(dialog.getByText(de.sharing.emailRequired, { exact: true })).toHaveCount(0)
  await expect(dialog.getByText(de.sharing.emailInvalid, { exact: true })).toHaveCount(0)
  await dialog.getByLabel(de.sharing.roleLabel, { exact: true }).focus()
  await email.focus()
  await expect(dialog.getByText(de.sharing.roleRequired, { exact: true })).toBeVisible()
  await expect(submit).toBeDisabled()
  await dialog.getByLabel(de.sharing.roleLabel, { exact: true }).selectOption('Trainieren')
  await expect(submit).toBeEnabled()

  await submit.click()
  await expect(members(dialog).getByRole('listitem', { name: 'person@beispiel.de' })).toContainText(de.sharing.pending)
  // The footer's button; the header's × has the same name (src/ui/Dialog.tsx).
  await dialog.getByRole('button', { name: de.sharing.close }).last().click()
  await expect(dialog).toHaveCount(0)
})

test('on the Teilen tab a member is invited, gets another role, is invited again and removed', async ({ page }) => {
  const surveyId = await demoApi(page).createSurvey(uniqueName('Teilen-Tab'))
  await page.goto(`/share/${surveyId}`)
  await expect(page.getByRole('heading', { name: de.sharing.pageTitle })).toBeVisible()
  // Not in a multichat: no switch.
  await expect(page.getByText(de.sharing.multichatSwitch)).toHaveCount(0)

  const address = `${uniqueName('anna').replace(' ', '-')}@beispiel.de`
  await invite(page, `  ${address} `, 'Analysieren')
  await expect(page.getByRole('status')).toHaveText(de.sharing.invited(address))
  const row = members(page).getByRole('listitem', { name: address })
  await expect(row).toContainText(de.sharing.pending)

  await row.getByLabel(de.sharing.roleOf(address)).selectOption('Voller Zugriff')
  await expect(page.getByRole('status')).toHaveText(de.sharing.roleChanged(address))
  await page.reload()
  await expect(row.getByLabel(de.sharing.roleOf(address))).toHaveValue('Voller Zugriff')

  await row.getByRole('button', { name: de.sharing.resend }).click()
  await expect(page.getByRole('status')).toHaveText(de.sharing.resent(address))

  await row.getByRole('button', { name: de.sharing.removeOf(address) }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(de.sharing.removeConfirm(address))
  await confirm.getByRole('button', { name: de.sharing.remove }).click()
  await expect(page.getByRole('status')).toHaveText(de.sharing.removed(address))
  await expect(row).toHaveCount(0)
})

test('inviting someone twice shows the server message in the panel', async ({ page }) => {
  const surveyId = await demoApi(page).createSurvey(uniqueName('Doppelt'))
  await page.goto(`/share/${surveyId}`)
  await invite(page, 'doppelt@beispiel.de', 'Trainieren')
  await expect(page.getByRole('status')).toHaveText(de.sharing.invited('doppelt@beispiel.de'))
  // The form empties itself once the list is reloaded; typing before that would be cleared.
  await expect(page.getByLabel(de.sharing.emailLabel)).toHaveValue('')
  await invite(page, 'doppelt@beispiel.de', 'Trainieren')
  await expect(page.getByRole('alert')).toContainText(de.live.errors.generic)
  await expect(page.getByRole('alert')).toContainText(de.live.errors.status(409))
})

test('in a multichat the switch is on and an invitation reaches every dialog of it', async ({ page }) => {
  const api = demoApi(page)
  const first = await api.createSurvey(uniqueName('Multi A'))
  const second = await api.createSurvey(uniqueName('Multi B'))
  await api.createMultichat(uniqueName('Multichat'), [first, second])

  await page.goto(`/share/${first}`)
  await expect(page.getByRole('switch', { name: de.sharing.multichatSwitch })).toBeChecked()
  const address = `${uniqueName('team').replace(' ', '-')}@beispiel.de`
  await invite(page, address, 'Trainieren')
  await expect(members(page).getByRole('listitem', { name: address })).toBeVisible()

  await page.goto(`/share/${second}`)
  await expect(members(page).getByRole('listitem', { name: address })).toContainText('Trainieren')
})

test('a dialog that cannot be loaded shows why instead of the Teilen tab', async ({ page }) => {
  await page.goto('/share/gibt-es-nicht')
  await expect(page.getByText(de.survey.loadFailed)).toBeVisible()
  await expect(page.getByText('Dialog nicht gefunden.')).toBeVisible()
  await expect(page.getByRole('link', { name: de.survey.backToDashboard })).toBeVisible()
  // The top bar says so too (issue #28): not "Neuer Dialog", and no tabs or team of a dialog that is not there.
  const crumbs = page.getByRole('navigation', { name: de.shell.bar.breadcrumbs })
  await expect(crumbs).toContainText(de.shell.bar.notFound)
  await expect(crumbs).not.toContainText(de.shell.bar.newDialog)
  await expect(page.getByRole('navigation', { name: de.shell.bar.moduleNavigation })).toHaveCount(0)
  await expect(page.getByRole('button', { name: de.shell.bar.team })).toHaveCount(0)
  await expect(page.locator('.app-bar')).not.toContainText(/New dialog|Neuer Dialog/)
  await page.screenshot({ path: test.info().outputPath('share-unknown.png') })
})
