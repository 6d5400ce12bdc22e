import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { createAccount } from './support/accounts'

const demo = { username: 'demo@example.org', password: 'demo12345' }
const { bar, menu } = de.shell

async function logIn(page: Page) {
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(demo.username)
  await page.getByLabel(de.login.password).fill(demo.password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

let dialogCount = 0

/**
 * A live dialog of its own for each test, created through the API with the browser's token:
 * other specs create, copy and delete the demo editor's dialogs in the same database.
 */
async function firstDialog(page: Page): Promise<{ survey_id: string; survey_name: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers = { authorization: `Bearer ${token}` }
  const survey_name = `Shell-Test ${Date.now()}-${++dialogCount}`
  const created = await page.request.post('/api/surveys', { headers, data: { survey_name } })
  const { survey_id } = (await created.json()) as { survey_id: string }
  // New dialogs start inactive; one switch makes it live.
  expect((await page.request.post('/api/switch_activate_link', { headers, data: { item: survey_id } })).ok()).toBe(true)
  return { survey_id, survey_name }
}

function userMenuButton(page: Page) {
  return page.getByRole('button', { name: new RegExp(`^${de.appBar.userMenu}`) })
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('top bar per route (docs/product/screens.md#top-bar)', () => {
  for (const path of ['/login', '/datenschutz', '/bi', '/privacy/unbekannt']) {
    test(`${path} has no top bar`, async ({ page }) => {
      await page.goto(path)
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { name: de.login.title })),
      ).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(0)
    })
  }

  for (const path of ['/impressum', '/agb', '/impressum_tatort']) {
    test(`${path} has the app bar with the product logo`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('banner').getByRole('link', { name: bar.productLogo })).toBeVisible()
    })
  }

  test('a dialog route shows the breadcrumbs, the five tabs, the live toggle and the Team button', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('navigation', { name: bar.breadcrumbs })).toContainText(dialog.survey_name)
    await expect(banner.getByRole('link', { name: bar.backToDashboard })).toHaveAttribute('href', '/dashboard')
    const tabs = banner.getByRole('navigation', { name: bar.moduleNavigation }).getByRole('link')
    await expect(tabs).toHaveText(Object.values(de.survey.tabs))
    await expect(tabs.filter({ hasText: de.survey.tabs.share })).toHaveAttribute('aria-current', 'page')
    await expect(banner.getByRole('checkbox', { name: bar.live })).toBeChecked()
    await banner.getByRole('button', { name: bar.team }).click()
    await expect(page.getByRole('dialog', { name: de.sharing.dialogTitle })).toBeVisible()
  })

  test('the live toggle switches the dialog to Inaktiv and back, and the server keeps it', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    const banner = page.getByRole('banner')
    await banner.getByText(bar.live, { exact: true }).click()
    await expect(banner.getByRole('checkbox', { name: bar.inactive })).not.toBeChecked()
    await page.reload()
    await expect(banner.getByRole('checkbox', { name: bar.inactive })).not.toBeChecked()
    await banner.getByText(bar.inactive, { exact: true }).click()
    await expect(banner.getByRole('checkbox', { name: bar.live })).toBeChecked()
  })

  test('the Trainieren tab opens the training of the same dialog and keeps the bar', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    await page
      .getByRole('navigation', { name: bar.moduleNavigation })
      .getByRole('link', { name: de.survey.tabs.intrance })
      .click()
    await expect(page).toHaveURL(new RegExp(`/intrance/${dialog.survey_id}$`))
    // Its examples, or the hint that the dialog has no open question with intent jumps yet.
    await expect(
      page
        .getByRole('heading', { name: new RegExp(`^(${de.training.examples.title}|${de.training.noBlocks})$`) })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('banner').getByRole('navigation', { name: bar.breadcrumbs })).toContainText(
      dialog.survey_name,
    )
  })

  test('the Analyse tab asks for the multichat before it opens the analysis', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname))
    const lookup = page.waitForResponse((r) => r.url().includes(`/api/find_dialogmanager_status/${dialog.survey_id}`))
    await page
      .getByRole('navigation', { name: bar.moduleNavigation })
      .getByRole('link', { name: de.survey.tabs.analyse })
      .click()
    expect((await lookup).ok()).toBe(true)
    await expect.poll(() => visited).toContain(`/analyse/${dialog.survey_id}`)
  })

  test('below 1080 px the tabs move to a row under the bar', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    const tabs = page.getByRole('navigation', { name: bar.moduleNavigation })
    const menuButton = userMenuButton(page)
    await expect(tabs).toBeVisible()
    const wide = { tabs: await tabs.boundingBox(), menu: await menuButton.boundingBox() }
    expect(wide.tabs!.y).toBeLessThan(wide.menu!.y + wide.menu!.height)
    await page.setViewportSize({ width: 900, height: 800 })
    await expect
      .poll(async () => (await tabs.boundingBox())!.y)
      .toBeGreaterThanOrEqual((await menuButton.boundingBox())!.y + (await menuButton.boundingBox())!.height)
  })

  test('on a phone the dialog name gives way: nothing in the bar overlaps, and the icons keep their names', async ({
    page,
  }) => {
    await logIn(page)
    // A long name, as editors give them: it must not run under the refresh button and the user menu.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const long = `Shell-Test ${Date.now()} mit einem sehr langen Namen für die Befragung im Frühjahr`
    const created = await page.request.post('/api/surveys', {
      headers: { authorization: `Bearer ${token}` },
      data: { survey_name: long },
    })
    const { survey_id } = (await created.json()) as { survey_id: string }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/analyse/${survey_id}`)
    const name = page.locator('.app-bar-breadcrumbs [aria-current="page"]')
    await expect(name).toHaveText(long)
    const back = page.getByRole('link', { name: bar.backToDashboard })
    const refresh = page.getByRole('button', { name: bar.refresh })
    await expect(refresh).toBeVisible()
    const boxes = await Promise.all([back, name, refresh, userMenuButton(page)].map((l) => l.boundingBox()))
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width)
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(390)
  })
})

test.describe('user menu (docs/product/screens.md#top-bar)', () => {
  test('offers settings, help, the legal pages, Admin to an admin (the demo account) and logout', async ({ page }) => {
    await logIn(page)
    await userMenuButton(page).click()
    const items = page.getByRole('menu', { name: de.appBar.userMenu })
    await expect(items.getByRole('menuitem', { name: de.appBar.settings })).toHaveAttribute('href', '/account')
    await expect(items.getByRole('menuitem', { name: menu.help })).toHaveAttribute('href', menu.helpUrl)
    await expect(items.getByRole('menuitem', { name: menu.privacy })).toHaveAttribute('href', '/datenschutz')
    await expect(items.getByRole('menuitem', { name: menu.terms })).toHaveAttribute('href', '/agb')
    await expect(items.getByRole('menuitem', { name: menu.admin })).toHaveAttribute('href', '/admin')
    await expect(items.getByRole('menuitem', { name: de.appBar.logout })).toBeVisible()
    await items.getByRole('menuitem', { name: menu.imprint }).click()
    await expect(page).toHaveURL(/\/impressum$/)
    await expect(page.getByRole('heading', { level: 1, name: de.legal.impressum.title })).toBeVisible()
  })

  test('offers no Admin to an editor without the admin right, even on 127.0.0.1', async ({ page }) => {
    const editor = await createAccount(page.request, 'kein-admin')
    await page.goto('/login')
    await page.getByLabel(de.login.username).fill(editor.username)
    await page.getByLabel(de.login.password).fill(editor.password)
    await page.getByRole('button', { name: de.login.submit }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await userMenuButton(page).click()
    const items = page.getByRole('menu', { name: de.appBar.userMenu })
    await expect(items.getByRole('menuitem', { name: de.appBar.settings })).toBeVisible()
    await expect(items.getByRole('menuitem', { name: menu.admin })).toHaveCount(0)
    // The page itself shows the server's refusal, not the accounts.
    await page.goto('/admin')
    await expect(page.getByRole('cell', { name: demo.username })).toHaveCount(0)
  })

  test('shows Anmelden to a visitor who is not logged in', async ({ page }) => {
    await page.goto('/impressum')
    await userMenuButton(page).click()
    await page.getByRole('menuitem', { name: de.appBar.login }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the dark theme survives a reload and can be switched off again', async ({ page }) => {
    await page.goto('/impressum')
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/)
    await userMenuButton(page).click()
    await page.getByRole('menuitemcheckbox', { name: menu.darkTheme }).click()
    await expect(page.locator('body')).toHaveClass(/bp6-dark/)
    await page.reload()
    await expect(page.locator('body')).toHaveClass(/bp6-dark/)
    await userMenuButton(page).click()
    await expect(page.getByRole('menuitemcheckbox', { name: menu.darkTheme })).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('menuitemcheckbox', { name: menu.darkTheme }).click()
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/)
  })
})

test.describe('static pages and page metadata', () => {
  const pages = [
    ['/impressum', de.legal.impressum.title, 'Impressum · Dialoge'],
    ['/impressum_tatort', de.legal.impressumTatort.title, 'Impressum Tatort-Game · Dialoge'],
    ['/bi', de.legal.about.title, 'Über Dialoge · Dialoge'],
    ['/datenschutz', de.legal.datenschutz.title, 'Datenschutz · Dialoge'],
    ['/agb', de.legal.agb.title, 'AGB · Dialoge'],
  ] as const
  for (const [path, heading, title] of pages) {
    test(`${path} renders its text and title`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText(de.legal.placeholderNotice)).toBeVisible()
      await expect(page).toHaveTitle(title)
    })
  }

  test('/privacy/{id} names the dialog', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/privacy/${dialog.survey_id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: de.legal.privacy.titleOf(dialog.survey_name) }),
    ).toBeVisible()
  })

  test('the login and dashboard pages have their titles, the default description and favicon', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle('Anmelden · Dialoge')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', de.shell.page.description)
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
    await logIn(page)
    await expect(page).toHaveTitle('Meine Dialoge · Dialoge')
  })

  test('/admin lists the accounts, the dialogs and the outbox', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto('/admin')
    await expect(
      page.getByRole('region', { name: de.admin.dialogs.title }).getByRole('link', { name: dialog.survey_name }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: de.admin.outbox.title })).toBeVisible()
    await expect(
      page.getByRole('region', { name: de.admin.users.title }).getByRole('cell', { name: demo.username }),
    ).toBeVisible()
  })
})

test.describe('accessibility (axe-core)', () => {
  test('/login has no serious or critical violations', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: de.login.submit })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('/dashboard has no serious or critical violations', async ({ page }) => {
    await logIn(page)
    await expect(page.getByRole('heading', { name: de.dashboard.title })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('/share/{id} has no serious or critical violations', async ({ page }) => {
    await logIn(page)
    const dialog = await firstDialog(page)
    await page.goto(`/share/${dialog.survey_id}`)
    await expect(page.getByRole('navigation', { name: bar.breadcrumbs })).toContainText(dialog.survey_name)
    await expect(page.getByRole('heading', { level: 1, name: de.sharing.pageTitle })).toBeVisible()
    // The publishing card loads its own data (public address, QR code): check it complete.
    await expect(
      page.getByRole('region', { name: de.publishing.heading }).getByRole('img', { name: de.publishing.qrAlt('') }),
    ).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
