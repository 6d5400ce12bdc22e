import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo } from './support/demoEditor'

/**
 * The server's CSP (server/http/securityHeaders.ts) allows script and style from the site only:
 * every page of the built app must work under it. Chromium reports each blocked script, style
 * or load as a `securitypolicyviolation` event and a "Refused to …" console error.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => void violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Refused to|Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  return violations
}

/** Opens a page and lets it render and load what it loads (lazy chunks, images, media lists). */
/**
 * Opens a page and waits until it has loaded what it loads. The editors (configurator, multichat)
 * keep their co-editing stream open (docs/design/coediting.md), so the network never goes idle there:
 * for them the page's own content tells that it is rendered.
 */
async function visit(page: Page, path: string, ready?: string): Promise<void> {
  await page.goto(path)
  if (ready) await expect(page.locator(ready).first()).toBeVisible()
  else await page.waitForLoadState('networkidle')
  await expect(page.locator('#root')).not.toBeEmpty()
}

interface SurveyListing {
  surveys: { survey_id: string; survey_name: string; active: boolean | number }[]
}

const serverBusy = (route: import('@playwright/test').Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    headers: { 'retry-after': '10' },
    body: JSON.stringify({ msg: de.live.errors.serverBusy, code: 'server_busy' }),
  })

test('an injected inline script does not run, and the watcher below sees the attempt', async ({ page }) => {
  const violations = await watchCsp(page)
  await visit(page, '/login')
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedRan = true'
    document.body.append(script)
    const style = document.createElement('style')
    style.textContent = 'body { display: none }'
    document.head.append(style)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true
  })
  expect(ran).toBe(false)
  await expect(page.locator('body')).toBeVisible()
  await expect.poll(() => violations.join('\n')).toMatch(/script-src[\s\S]*style-src|style-src[\s\S]*script-src/)
})

test('every main page of the built app runs without a single CSP violation', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchCsp(page)
  await visit(page, '/login')
  await logInAsDemo(page)
  await page.waitForLoadState('networkidle')

  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  // A seeded game dialog (it has blocks): the first active dialog of the shared demo account may
  // be an empty one another spec running at the same time just made live.
  const active = surveys.find((survey) => survey.survey_name.startsWith('Tatort:'))
  expect(active, 'the seed has the Tatort dialogs').toBeDefined()
  const id = active?.survey_id ?? ''
  // The editors hold a co-editing stream open: their canvas shows that they are rendered.
  const editors: Record<string, string> = {
    [`/configurator/${id}`]: '.react-flow__node',
    '/multi/3': '.react-flow__node',
  }
  for (const path of [
    '/dashboard',
    `/configurator/${id}`,
    `/share/${id}`,
    `/analyse/${id}`,
    `/assess/${id}`,
    '/multi/3',
    '/account',
    `/dialog/${id}`,
    `/widget/${id}`,
    '/flow',
    '/datenschutz',
  ]) {
    await test.step(path, () => visit(page, path, editors[path]))
  }
  expect(violations).toEqual([])
})

test('another site can embed the widget in an iframe (docs/design/live.md)', async ({ page, baseURL }) => {
  await logInAsDemo(page)
  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  const id = surveys.find((survey) => Boolean(survey.active))?.survey_id ?? surveys[0]?.survey_id ?? ''
  const embed = `<!doctype html><title>Schule</title><iframe title="Chat" src="${baseURL}/widget/${id}" width="400" height="600"></iframe>`
  // A second server on this machine is another origin (another port); a page faked with
  // page.route would count as a public site, which Chromium does not let frame a local address.
  const otherSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(embed),
  )
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
  const { port } = otherSite.address() as AddressInfo
  try {
    await page.goto(`http://127.0.0.1:${port}/`)
    await expect(page.frameLocator('iframe[title="Chat"]').locator('#root')).not.toBeEmpty()
  } finally {
    otherSite.close()
  }
})

/** A page of another origin (another port on this machine) that frames `src`; closed by the returned function. */
async function otherSiteFraming(src: string): Promise<{ url: string; close: () => void }> {
  const embed = `<!doctype html><title>Fremd</title><iframe title="Eingebettet" src="${src}" width="800" height="600"></iframe>`
  const otherSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(embed),
  )
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
  const { port } = otherSite.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => otherSite.close() }
}

test('another site cannot frame an app page, not even one under a /widget/ prefix (issue #19, finding 4)', async ({
  page,
  baseURL,
}) => {
  await logInAsDemo(page)
  for (const path of ['/dashboard', '/widget/x/dashboard', '/widget/x/']) {
    const blocked = path !== '/widget/x/'
    const site = await otherSiteFraming(`${baseURL}${path}`)
    try {
      await page.goto(site.url)
      await page.waitForLoadState('networkidle')
      const framed = page.frameLocator('iframe[title="Eingebettet"]')
      if (blocked) {
        // Chromium replaces a frame refused by frame-ancestors with its own error page.
        await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://')), path).toBe(true)
        await expect(framed.locator('#root'), path).toHaveCount(0)
      } else {
        await expect(framed.locator('.live-page'), path).toBeVisible()
      }
    } finally {
      site.close()
    }
  }
})

test('a framed widget cannot turn into the dashboard by navigating inside the app (issue #19, finding 4)', async ({
  page,
  baseURL,
}) => {
  await logInAsDemo(page)
  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  const id = surveys.find((survey) => Boolean(survey.active))?.survey_id ?? surveys[0]?.survey_id ?? ''
  const site = await otherSiteFraming(`${baseURL}/widget/${id}`)
  try {
    await page.goto(site.url)
    const framed = page.frameLocator('iframe[title="Eingebettet"]')
    await expect(framed.locator('.live-page')).toBeVisible()
    const frame = page.frames().find((f) => f.url().includes('/widget/'))
    expect(frame, 'the widget frame').toBeDefined()
    // What a link or the catch-all's redirect does: a client-side navigation, no new document.
    await frame?.evaluate(() => {
      window.history.pushState({}, '', '/dashboard')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(framed.getByText(de.shell.framed.notice)).toBeVisible()
    await expect(framed.getByRole('link', { name: de.shell.framed.open })).toHaveAttribute('target', '_blank')
    await expect(framed.getByRole('heading', { name: de.dashboard.title })).toHaveCount(0)
    await expect(framed.getByRole('button', { name: de.appBar.userMenu })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/framed-widget-navigated.png' })
  } finally {
    site.close()
  }
})

test('a widget framed by another site, whose storage the browser blocks, still shows the chat', async ({
  page,
  baseURL,
}) => {
  await logInAsDemo(page)
  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  const id = surveys.find((survey) => Boolean(survey.active))?.survey_id ?? surveys[0]?.survey_id ?? ''
  const embed = `<!doctype html><title>Verein</title><iframe title="Chat" src="${baseURL}/widget/${id}" width="400" height="600"></iframe>`
  // "localhost" is another site than 127.0.0.1: Chromium denies the frame its localStorage (any
  // access throws), as browsers that block third-party storage do on real embeds.
  const otherSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(embed),
  )
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
  const { port } = otherSite.address() as AddressInfo
  try {
    await page.goto(`http://localhost:${port}/`)
    await expect(page.frameLocator('iframe[title="Chat"]').locator('.live-page')).toBeVisible()
  } finally {
    otherSite.close()
  }
})

test('a shedding server (503) shows the server_busy banner on the dashboard', async ({ page }) => {
  await logInAsDemo(page)
  await page.route('**/api/surveys', serverBusy)
  await page.reload()
  const banner = page.getByRole('status').filter({ hasText: de.live.errors.serverBusy })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: de.live.errors.close }).click()
  await expect(banner).toBeHidden()
})

test('a shedding server (503) shows the server_busy banner in a live chat, not an error', async ({ page }) => {
  await logInAsDemo(page)
  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  const id = surveys.find((survey) => Boolean(survey.active))?.survey_id ?? surveys[0]?.survey_id ?? ''
  await page.route('**/api/chat', serverBusy)
  await page.goto(`/dialog/${id}`)
  await expect(page.getByRole('status').filter({ hasText: de.live.errors.serverBusy })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: de.live.errors.default })).toHaveCount(0)
})

test('a 503 of /api/refresh keeps the editor logged in and shows the server_busy banner, not an error', async ({
  page,
}) => {
  await logInAsDemo(page)
  const token = await page.evaluate(() => localStorage.getItem('refresh_token'))
  // The access token has expired and the server sheds the refresh too.
  await page.route('**/api/surveys', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ msg: 'Token has expired', code: 'token_expired' }),
    }),
  )
  await page.route('**/api/refresh', serverBusy)
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: de.live.errors.serverBusy })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(de.session.loggedOut)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(token)
})

test('a 503 of register_live (a public call) shows the server_busy banner in a live chat, not an error', async ({
  page,
}) => {
  await logInAsDemo(page)
  const { surveys } = (await demoApi(page).call('GET', '/api/surveys')) as SurveyListing
  const id = surveys.find((survey) => Boolean(survey.active))?.survey_id ?? surveys[0]?.survey_id ?? ''
  await page.route('**/api/register_live', serverBusy)
  await page.goto(`/dialog/${id}`)
  await expect(page.getByRole('status').filter({ hasText: de.live.errors.serverBusy })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: de.live.errors.default })).toHaveCount(0)
})
