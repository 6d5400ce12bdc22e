import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { en } from '../../src/i18n/en'
import { createAccount } from './support/accounts'

// docs/app.md#languages: the editor's own UI language is an account setting, German by default.

async function logIn(page: Page, username: string, password: string, texts: typeof en = de) {
  await page.goto('/login')
  await page.getByLabel(texts.login.username).fill(username)
  await page.getByLabel(texts.login.password).fill(password)
  await page.getByRole('button', { name: texts.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function chooseLanguage(page: Page, texts: typeof en, language: 'de' | 'en') {
  await page.goto('/account')
  await page.getByLabel(texts.auth.account.languageLabel).selectOption(language)
  await page.getByRole('button', { name: texts.auth.account.saveLanguage }).click()
}

test('an editor switches the UI to English, sees dashboard and configurator in English, and switches back', async ({
  page,
  request,
}) => {
  // A fresh account: the demo editor is shared with specs running at the same time.
  const account = await createAccount(request, 'english')
  await logIn(page, account.username, account.password)
  await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const created = await page.request.post('/api/surveys', {
    headers: { authorization: `Bearer ${token}` },
    data: { survey_name: 'UI language dialog' },
  })
  const { survey_id } = (await created.json()) as { survey_id: string }

  await chooseLanguage(page, de, 'en')
  // Saved on the server and the page reloaded in English.
  await expect(page.getByRole('heading', { name: en.auth.account.title, level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByLabel(en.auth.account.languageLabel)).toHaveValue('en')

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: en.dashboard.title })).toBeVisible()
  await expect(page.getByRole('button', { name: en.dashboard.create })).toBeVisible()
  // The browser tab names the page in English too, not 'Meine Dialoge · Dialogs'.
  await expect(page).toHaveTitle(en.shell.page.titleOf(en.shell.pageNames.dashboard))
  await page.screenshot({ path: 'test-results/ui-language-dashboard.png' })

  await page.goto(`/configurator/${survey_id}`)
  await expect(page.getByRole('button', { name: en.configurator.toolbar.addBlock })).toBeVisible()
  await expect(page.getByRole('tab', { name: en.configurator.panels.settings })).toBeVisible()
  await expect(page).toHaveTitle('Edit · Dialogs')
  await page.screenshot({ path: 'test-results/ui-language-configurator.png' })

  // Another browser (nothing stored locally): the login takes the account's language over.
  await page.evaluate(() => localStorage.clear())
  await logIn(page, account.username, account.password)
  await expect(page.getByRole('heading', { name: en.dashboard.title })).toBeVisible()

  await chooseLanguage(page, en, 'de')
  await expect(page.getByRole('heading', { name: de.auth.account.title, level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
  await expect(page).toHaveTitle('Meine Dialoge · Dialoge')
})
