import { expect, type Page } from '@playwright/test'
import { de } from '../../../src/i18n/de'

/** docs/design/conventions.md: the seeded demo editor. */
export const demo = { username: 'demo@example.org', password: 'demo12345' }

/**
 * The demo editor on the dashboard, logged in through the API: the session is stored as the
 * login form stores it (`saveEditorSession`, the keys of docs/product/entities.md), which spares
 * every spec the login page. The form itself is tested in login.spec.ts and auth.spec.ts.
 */
export async function logInAsDemo(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: demo })
  expect(response.ok(), `POST /api/login: ${response.status()}`).toBe(true)
  const login = (await response.json()) as Record<string, unknown>
  const session = {
    username: demo.username,
    firstName: login.firstName,
    lastName: login.lastName,
    token: login.token,
    refresh_token: login.refresh_token,
    user_id: login.user_id,
  }
  // Any page of the origin gives access to its storage; the health check is the cheapest.
  await page.goto('/api/health')
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) if (value != null) localStorage.setItem(key, String(value))
  }, session)
  await page.goto('/dashboard')
  await expect(page.getByText(de.dashboard.welcome(String(login.firstName)))).toBeVisible()
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
    async createMultichat(name: string, surveyIds: string[]): Promise<number> {
      return (
        (await call('POST', '/api/dialogmanagers', { name, survey_ids: surveyIds })) as { dialog_manager_id: number }
      ).dialog_manager_id
    },
  }
}
