import { expect, type Page } from '@playwright/test'
import { de } from '../../../src/i18n/de'

/** docs/design/conventions.md: the seeded demo editor. */
export const demo = { username: 'demo@example.org', password: 'demo12345' }

export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(demo.username)
  await page.getByLabel(de.login.password).fill(demo.password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** The specs of one run share a database: every fixture gets a name no other test uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** Fixtures through the API with the logged-in page's token, so tests start where they matter. */
export function demoApi(page: Page) {
  async function call(method: 'POST' | 'GET', path: string, data?: unknown): Promise<unknown> {
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data })
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
    return response.json()
  }
  return {
    /** Any call, for checks of what the server stored. */
    call,
    async createSurvey(name: string): Promise<string> {
      return ((await call('POST', '/api/surveys', { survey_name: name })) as { survey_id: string }).survey_id
    },
    async createDialogManager(name: string, surveyIds: string[]): Promise<number> {
      return (
        (await call('POST', '/api/dialogmanagers', { name, survey_ids: surveyIds })) as { dialog_manager_id: number }
      ).dialog_manager_id
    },
  }
}
