import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { Role } from '@engine/model'
import { rolesForTab, surveyTabPath, SURVEY_TABS, type SurveyTab } from '../../src/features/survey/surveyTabs'
import { de } from '../../src/i18n/de'
import { freshAddress, latestLink } from './support/accounts'
import { demo, uniqueName } from './support/demoEditor'

/**
 * docs/product/roles.md "Refusals": the module tabs follow the role. For every role and every
 * tab: enabled, or disabled with a tooltip naming the roles that may use it; a disabled tab's
 * address opened directly shows "Keine Berechtigung", makes none of the page's calls (only the
 * shell's, which every member may make), gets no 403 and keeps the session.
 */

const ROLE_TABLE: Record<Role, Record<SurveyTab, 'on' | 'off'>> = {
  Besitzer: { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
  'Voller Zugriff': { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
  'Bearbeiten + Trainieren': { configurator: 'on', intrance: 'on', assess: 'on', share: 'on', analyse: 'on' },
  Trainieren: { configurator: 'off', intrance: 'on', assess: 'on', share: 'on', analyse: 'off' },
  Analysieren: { configurator: 'off', intrance: 'off', assess: 'off', share: 'on', analyse: 'on' },
}

/** The top bar's and the route guard's own calls: the role comes from POST /api/dialog (every member may). */
const SHELL_CALLS = [
  /^POST \/api\/dialog$/,
  /^POST \/api\/verify-token$/,
  /^POST \/api\/refresh$/,
  /^POST \/api\/get_media_list$/,
]

const PASSWORD = 'rollen-12345'
const accounts = new Map<Role, { username: string; password: string }>([['Besitzer', demo]])
let surveyId = ''

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`,
  })
  const token = String((await post(request, '/api/login', demo)).token)
  surveyId = String((await post(request, '/api/surveys', { survey_name: uniqueName('Rollen') }, token)).survey_id)
  // One account per assignable role, invited to this dialog; registering accepts the invitation.
  for (const role of ['Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren'] as const) {
    const username = freshAddress(role.replace(/\W+/g, '').toLowerCase())
    await post(request, '/api/invite_user', { survey_id: surveyId, name: username, new_role: role }, token)
    const magicLink = new URLSearchParams((await latestLink(username, 'magic_link')).split('?')[1]).get('token')
    await post(request, '/api/magic_link_registration', {
      username,
      password: PASSWORD,
      magic_link: magicLink,
      firstName: 'Test',
      lastName: 'Kollegin',
    })
    accounts.set(role, { username, password: PASSWORD })
  }
  await request.dispose()
})

async function logIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(account.username)
  await page.getByLabel(de.login.password).fill(account.password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

const tabLink = (page: Page, tab: SurveyTab) =>
  page.getByRole('banner').getByRole('link', { name: de.survey.tabs[tab], exact: true })

for (const role of Object.keys(ROLE_TABLE) as Role[]) {
  test(`${role}: the tabs follow the role, and a forbidden tab's address shows "Keine Berechtigung"`, async ({
    page,
  }) => {
    await logIn(page, accounts.get(role) as { username: string; password: string })
    // Teilen every member may open: the bar shows the tabs as the role allows them.
    await page.goto(`/share/${surveyId}`)
    await expect(page.getByRole('banner')).toContainText(de.survey.tabs.share)
    const forbidden = SURVEY_TABS.filter((tab) => ROLE_TABLE[role][tab] === 'off')
    // The role is known once the dialog is loaded: the first disabled tab says so.
    for (const tab of SURVEY_TABS) {
      const link = tabLink(page, tab)
      if (ROLE_TABLE[role][tab] === 'on') {
        await expect(link, `${role} / ${tab}`).not.toHaveAttribute('aria-disabled', 'true')
        continue
      }
      await expect(link, `${role} / ${tab}`).toHaveAttribute('aria-disabled', 'true')
      await link.hover()
      await expect(page.getByText(de.survey.tabNeedsRole(rolesForTab(tab)))).toBeVisible()
      if (role === 'Analysieren' && tab === 'assess')
        await page.screenshot({ path: test.info().outputPath('tooltip-analysieren-testen.png') })
      await page.mouse.move(0, 400)
    }

    for (const tab of forbidden) {
      const calls: string[] = []
      const refused: string[] = []
      const onRequest = (r: { method(): string; url(): string }) => {
        const path = new URL(r.url()).pathname
        if (path.startsWith('/api/')) calls.push(`${r.method()} ${path}`)
      }
      const onResponse = (r: { status(): number; url(): string }) => {
        if (r.status() === 403) refused.push(r.url())
      }
      page.on('request', onRequest)
      page.on('response', onResponse)
      await page.goto(surveyTabPath(tab, surveyId))
      await expect(page.getByRole('heading', { name: de.survey.noPermission.title })).toBeVisible()
      await expect(
        page.getByText(de.survey.noPermission.text(role, de.survey.tabs[tab], rolesForTab(tab))),
      ).toBeVisible()
      // Nothing to restart or refresh on a refused page.
      await expect(page.getByRole('banner').getByRole('button', { name: de.shell.bar.restart })).toHaveCount(0)
      await expect(page.getByRole('banner').getByRole('button', { name: de.shell.bar.refresh })).toHaveCount(0)
      if (role === 'Analysieren' && tab === 'assess')
        await page.screenshot({ path: test.info().outputPath('keine-berechtigung.png') })
      // Give a page that would call its API the time to do so.
      await page.waitForLoadState('networkidle')
      page.off('request', onRequest)
      page.off('response', onResponse)
      expect(
        calls.filter((call) => !SHELL_CALLS.some((shell) => shell.test(call))),
        `${role} / ${tab}`,
      ).toEqual([])
      expect(refused).toEqual([])
      // Still logged in, still on the page.
      await expect(page).toHaveURL(new RegExp(`/${tab}/${surveyId}$`))
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    }

    if (forbidden.length > 0) {
      // The way back: the tab the role works on, which opens without the refusal.
      const home = role === 'Analysieren' ? 'analyse' : 'intrance'
      await page.getByRole('link', { name: de.survey.noPermission.toTab(de.survey.tabs[home]) }).click()
      await expect(page).toHaveURL(new RegExp(`/${home}/${surveyId}$`))
      await expect(tabLink(page, home)).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { name: de.survey.noPermission.title })).toHaveCount(0)
    }
  })
}
