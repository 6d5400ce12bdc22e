import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'

const demo = { username: 'demo@example.org', password: 'demo12345' }

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(username)
  await page.getByLabel(de.login.password).fill(password)
  await page.getByRole('button', { name: de.login.submit }).click()
}

test('logging in with the demo account lands on the dashboard and greets the user by name', async ({ page }) => {
  await logIn(page, demo.username, demo.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
  await expect(page.getByText(de.dashboard.welcome('Demo'))).toBeVisible()
  await expect(page.getByRole('button', { name: /Demo/ })).toBeVisible()
})

test('a wrong password shows "Invalid credentials" and stays on the login page', async ({ page }) => {
  await logIn(page, demo.username, 'falsch-falsch')
  await expect(page.getByRole('alert')).toHaveText(de.login.invalidCredentials)
  await expect(page).toHaveURL(/\/login$/)
})

test('the dashboard without a session goes to the login page', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: de.login.submit })).toBeVisible()
})

test('an unknown path goes to the login page', async ({ page }) => {
  await page.goto('/irgendwas')
  await expect(page).toHaveURL(/\/login$/)
})

test('a stored session survives a reload and logout returns to the login page with a notice', async ({ page }) => {
  await logIn(page, demo.username, demo.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.reload()
  await expect(page.getByText(de.dashboard.welcome('Demo'))).toBeVisible()
  await page.getByRole('button', { name: /Demo/ }).click()
  await page.getByRole('menuitem', { name: de.appBar.logout }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(de.session.loggedOut)).toBeVisible()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('a stored token that the server rejects logs out with a notice', async ({ page }) => {
  await page.goto('/login')
  await page.evaluate(() => {
    localStorage.setItem('token', 'kein-gueltiges-token')
    localStorage.setItem('username', 'demo@example.org')
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(de.session.loggedOut)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
