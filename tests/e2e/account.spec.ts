import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { createAccount, latestLink } from './support/accounts'
import { demo } from './support/demoEditor'

const { account: texts } = de.auth

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(username)
  await page.getByLabel(de.login.password).fill(password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** As after 15 minutes: the stored access token comes from /api/refresh, so it is not fresh. */
async function makeTokenStale(page: Page) {
  await page.evaluate(async () => {
    const response = await fetch('/api/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('refresh_token')}` },
    })
    const tokens = (await response.json()) as { token: string; refresh_token: string }
    localStorage.setItem('token', tokens.token)
    localStorage.setItem('refresh_token', tokens.refresh_token)
  })
}

test('a password change with a refreshed token passes through /login_refresh and back (docs/product/states.md)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'frisch')
  await logIn(page, account.username, account.password)
  await makeTokenStale(page)
  await page.goto('/account')

  await page.getByLabel(texts.oldPassword).fill(account.password)
  await page.getByLabel(de.auth.newPassword, { exact: true }).fill('ganz-neu-123')
  await page.getByLabel(de.auth.repeatPassword).fill('ganz-neu-123')
  await page.getByRole('button', { name: texts.changePassword }).click()

  await expect(page).toHaveURL(/\/login_refresh$/)
  await expect(page.getByRole('heading', { name: de.auth.loginRefresh.title })).toBeVisible()
  await expect(page.getByLabel(de.login.username)).toHaveValue(account.username)
  await page.getByLabel(de.login.password).fill(account.password)
  await page.getByRole('button', { name: de.auth.loginRefresh.submit }).click()

  // The stored call was retried with the fresh token and the editor is back where it started.
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde geändert.' })).toBeVisible()
  // The change ended all old sessions; the new pair from its answer keeps this one alive.
  await page.reload()
  await expect(page.getByLabel(texts.firstName)).toHaveValue('Erika')

  await page.evaluate(() => localStorage.clear())
  await logIn(page, account.username, 'ganz-neu-123')
})

test('an expired access token is renewed with the refresh token without the editor noticing', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'abgelaufen')
  await logIn(page, account.username, account.password)
  const before = await page.evaluate(() => localStorage.getItem('refresh_token'))
  await page.evaluate(() => localStorage.setItem('token', 'abgelaufen.aber.egal'))
  // A broken token is refused with 422 by verify-token; an expired one would be 401. Simulate
  // the 401 of an expired token for the first check, then let the real server answer.
  let first = true
  await page.route('**/api/verify-token', async (route) => {
    if (!first) return route.continue()
    first = false
    await route.fulfill({ status: 401, json: { msg: 'Token has expired', code: 'token_expired' } })
  })
  await page.goto('/account')
  await expect(page.getByLabel(texts.firstName)).toHaveValue('Erika')
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBe(before)
})

test('the name is saved and shown in the user menu at once', async ({ page, request }) => {
  const account = await createAccount(request, 'name')
  await logIn(page, account.username, account.password)
  await page.goto('/account')
  await page.getByLabel(texts.firstName).fill('Erna')
  await page.getByRole('button', { name: texts.saveName }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Angaben wurden gespeichert.' })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`${de.appBar.userMenu}: Erna`) })).toBeVisible()
})

test('the e-mail address is validated through the mailed link', async ({ page }) => {
  // Registered accounts are validated by their link; the seeded demo editor starts unvalidated.
  await logIn(page, demo.username, demo.password)
  await page.goto('/account')
  const request = page.getByRole('button', { name: texts.requestValidation })
  await expect(page.getByText(new RegExp(`^(${texts.validated}|${texts.notValidated})$`))).toBeVisible()
  // A retry of this test finds the address validated already.
  if (await page.getByText(texts.notValidated, { exact: true }).isVisible()) {
    await request.click()
    await expect(page.getByRole('status').filter({ hasText: 'Bestätigungslink' })).toBeVisible()
    await page.goto(await latestLink(demo.username, 'email_validation'))
    await expect(page.getByRole('status')).toHaveText('Ihre E-Mail-Adresse wurde bestätigt.')
    await page.goto('/account')
  }
  await expect(page.getByText(texts.validated, { exact: true })).toBeVisible()
  await expect(request).toHaveCount(0)
})

test('an unknown validation link shows the server message', async ({ page }) => {
  await page.goto('/email_validation?token=gibt-es-nicht')
  await expect(page.getByRole('alert')).toHaveText(
    'Ungültiger oder abgelaufener Link. Bitte fordern Sie einen neuen an.',
  )
})
