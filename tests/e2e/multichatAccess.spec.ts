import { expect, test, type APIRequestContext } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { freshAddress, latestLink } from './support/accounts'
import { demo, uniqueName } from './support/demoEditor'

/**
 * docs/reliability/security.md#findings-1-8-9, finding 1: a member of one dialog of a multichat does not find
 * it on the dashboard, and opening its editor by address says there is no access, with the
 * server's reason and nothing of the other dialog.
 */

const PASSWORD = 'teil-12345'

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

test('a member of one dialog of a multichat neither sees it listed nor can open it', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}` })
  const token = String((await post(request, '/api/login', demo)).token)
  const mine = uniqueName('Kommissarin')
  const other = uniqueName('Geheimer Zeuge')
  const game = uniqueName('Tatort')
  const a = String((await post(request, '/api/surveys', { survey_name: mine }, token)).survey_id)
  const b = String((await post(request, '/api/surveys', { survey_name: other }, token)).survey_id)
  const multichatId = Number(
    (await post(request, '/api/dialogmanagers', { name: game, survey_ids: [a, b] }, token)).dialog_manager_id,
  )
  const username = freshAddress('teilmitglied')
  await post(request, '/api/invite_user', { survey_id: a, name: username, new_role: 'Voller Zugriff' }, token)
  const magicLink = new URLSearchParams((await latestLink(username, 'magic_link')).split('?')[1]).get('token')
  await post(request, '/api/magic_link_registration', {
    username,
    password: PASSWORD,
    magic_link: magicLink,
    firstName: 'Test',
    lastName: 'Kollegin',
  })
  await request.dispose()

  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(username)
  await page.getByLabel(de.login.password).fill(PASSWORD)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: mine })).toBeVisible()
  await expect(page.getByText(game)).toHaveCount(0)

  await page.goto(`/multi/${multichatId}`)
  await expect(page.getByText(de.multichat.noAccess)).toBeVisible()
  await expect(page.getByText(/in jedem Dialog dieses Multichats/)).toBeVisible()
  await expect(page.getByRole('button', { name: de.multichat.retry })).toHaveCount(0)
  await expect(page.getByText(other)).toHaveCount(0)
  await page.screenshot({ path: 'test-results/multichat-no-access.png' })
  // A refusal is about this page, not the session (docs/product/roles.md "Refusals"): the way back works.
  await page.getByRole('link', { name: de.shell.bar.toDashboard }).click()
  await expect(page.getByRole('heading', { name: mine })).toBeVisible()
})
