import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { freshAddress, latestLink } from './support/accounts'
import { demo, uniqueName } from './support/demoEditor'

/**
 * Co-editing (issue #21, docs/design/coediting.md): two people in two browsers on one
 * dialog. Edits, undo and deletes arrive without a reload; each sees the other's avatar, the ring
 * on the block the other selected and "<Name> tippt …" on the field the other types in.
 */

const t = de.configurator
const p = de.presence
const DEMO_NAME = 'Demo Redaktion'
const COLLEAGUE_NAME = 'Erika Kollegin'
const PASSWORD = 'kollegin-12345'
const port = Number(process.env.E2E_PORT ?? 3107)

const node = (page: Page, order: number) => page.locator('.react-flow__node').filter({ hasText: t.block.label(order) })
const sidePanel = (page: Page) => page.getByRole('complementary', { name: t.panels.label })
const textField = (page: Page) => sidePanel(page).getByLabel(de.configuratorInspector.fields.context, { exact: true })
const avatar = (page: Page, name: string) =>
  page.getByRole('list', { name: p.others }).getByRole('img', { name: p.avatar(name) })
const ring = (page: Page, order: number, name: string) => node(page, order).getByRole('img', { name: p.selected(name) })

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

/** A dialog of three blocks, and a colleague invited to edit it (registered through the mailed link). */
async function setUp(request: APIRequestContext, dataDir?: string) {
  const token = String((await post(request, '/api/login', demo)).token)
  const surveyId = String(
    (await post(request, '/api/surveys', { survey_name: uniqueName('Gemeinsam') }, token)).survey_id,
  )
  const texts = ['Guten Tag!', 'Wie heißen Sie?', 'Danke fürs Mitmachen.']
  for (const [order, context] of texts.entries())
    await post(
      request,
      '/api/update_survey_blocks',
      {
        survey_id: surveyId,
        action: 'create',
        unique_question_id: `k${order + 1}`,
        changed_values: { unique_question_id: `k${order + 1}`, survey_id: surveyId, order, type: 'message', context },
      },
      token,
    )
  const username = freshAddress('kollegin')
  await post(
    request,
    '/api/invite_user',
    { survey_id: surveyId, name: username, new_role: 'Bearbeiten + Trainieren' },
    token,
  )
  const magicLink = new URLSearchParams((await latestLink(username, 'magic_link', dataDir)).split('?')[1]).get('token')
  await post(request, '/api/magic_link_registration', {
    username,
    password: PASSWORD,
    magic_link: magicLink,
    firstName: 'Erika',
    lastName: 'Kollegin',
  })
  return { surveyId, colleague: { username, password: PASSWORD } }
}

async function openAs(
  browser: Browser,
  baseURL: string,
  account: { username: string; password: string },
  surveyId: string,
) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1400, height: 860 } })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(account.username)
  await page.getByLabel(de.login.password).fill(account.password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/configurator/${surveyId}`)
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  return page
}

/** The whole scenario; `a` is the demo editor, `b` the colleague. */
async function editTogether(a: Page, b: Page, shots: string) {
  // Each sees the other in the toolbar, and only the other.
  await expect(avatar(b, DEMO_NAME)).toBeVisible()
  await expect(avatar(a, COLLEAGUE_NAME)).toBeVisible()
  await expect(avatar(a, DEMO_NAME)).toHaveCount(0)
  await avatar(b, DEMO_NAME).hover()
  await expect(b.locator('.bp6-tooltip')).toContainText(p.avatar(DEMO_NAME))
  await b.screenshot({ path: `test-results/${shots}-avatar.png`, clip: { x: 0, y: 0, width: 1400, height: 160 } })
  await b.mouse.move(0, 400)

  // A selects Frage 2: B sees A's ring on it; B opens Frage 2 too.
  await node(a, 2).click()
  await expect(ring(b, 2, DEMO_NAME)).toBeVisible()
  await expect(ring(b, 1, DEMO_NAME)).toHaveCount(0)
  // issue #28: the name stands on the ring and the first name next to the avatar, and the colleague's colour is
  // not the own teal (avatar and selection, rgb(0, 121, 107)) nor the server's green for user 1.
  await expect(ring(b, 2, DEMO_NAME)).toHaveText(DEMO_NAME)
  await expect(avatar(b, DEMO_NAME)).toContainText('Demo')
  const ringColor = await node(b, 2)
    .locator('.presence-ring')
    .evaluate((el) => getComputedStyle(el).borderTopColor)
  expect(['rgb(0, 121, 107)', 'rgb(35, 133, 81)']).not.toContain(ringColor)
  await node(b, 2).click()
  await expect(ring(a, 2, COLLEAGUE_NAME)).toBeVisible()

  // A types: B's canvas and B's open field show the text without a reload, with "Demo … tippt …".
  // One input event, so one undo step: keystrokes more than 500 ms apart (a loaded machine) would be two.
  await textField(a).click()
  await textField(a).fill('Wie heißen Sie? Und wie alt?')
  await expect(node(b, 2)).toContainText('Wie heißen Sie? Und wie alt?')
  await expect(textField(b)).toHaveValue('Wie heißen Sie? Und wie alt?')
  await expect(sidePanel(b).getByText(p.typing(DEMO_NAME))).toBeVisible()
  await b.screenshot({ path: `test-results/${shots}-typing.png` })

  // A leaves the field: the hint goes.
  await a.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } })
  await expect(sidePanel(b).getByText(p.typing(DEMO_NAME))).toHaveCount(0)

  // A undoes its own edit: B sees the text as it was.
  await a.getByRole('button', { name: t.toolbar.undo, exact: true }).click()
  await expect(node(b, 2)).not.toContainText('Und wie alt?')
  await expect(node(b, 2)).toContainText('Wie heißen Sie?')
  await expect(textField(b)).toHaveValue('Wie heißen Sie?')

  // A selects Frage 3; B (on Frage 2) sees the ring move, then deletes Frage 3: A sees it go.
  await node(a, 3).click()
  await expect(ring(b, 3, DEMO_NAME)).toBeVisible()
  await expect(ring(b, 2, DEMO_NAME)).toHaveCount(0)
  await b.screenshot({ path: `test-results/${shots}-ring.png` })
  await node(b, 3).click()
  await b.keyboard.press('Delete')
  await expect(b.locator('.react-flow__node')).toHaveCount(2)
  await expect(a.locator('.react-flow__node')).toHaveCount(2)
  await expect(a.locator('.react-flow__node').filter({ hasText: 'Danke fürs Mitmachen.' })).toHaveCount(0)
  await expect(sidePanel(a).getByText(t.panels.noSelection)).toBeVisible()
  await expect(a.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()
  await expect(b.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()

  // B closes the dialog: A's toolbar no longer shows B.
  await b.context().close()
  await expect(avatar(a, COLLEAGUE_NAME)).toHaveCount(0)
}

test('two editors on one server: edits, undo and a delete arrive live, with avatars, rings and typing', async ({
  browser,
  playwright,
}) => {
  const baseURL = `http://127.0.0.1:${port}`
  const request = await playwright.request.newContext({ baseURL })
  const { surveyId, colleague } = await setUp(request)
  await request.dispose()
  const a = await openAs(browser, baseURL, demo, surveyId)
  const b = await openAs(browser, baseURL, colleague, surveyId)
  await editTogether(a, b, 'coediting')
  await a.context().close()
})

test('the multichat editor shows who else has the multichat open', async ({ browser, playwright }) => {
  const baseURL = `http://127.0.0.1:${port}`
  const request = await playwright.request.newContext({ baseURL })
  const { surveyId, colleague } = await setUp(request)
  const token = String((await post(request, '/api/login', demo)).token)
  const multichat = await post(
    request,
    '/api/dialogmanagers',
    { name: uniqueName('Gemeinsam'), survey_ids: [surveyId] },
    token,
  )
  await request.dispose()
  const a = await openAs(browser, baseURL, demo, surveyId)
  const b = await openAs(browser, baseURL, colleague, surveyId)
  for (const page of [a, b]) await page.goto(`/multi/${String(multichat.dialog_manager_id)}`)
  await expect(avatar(a, COLLEAGUE_NAME)).toBeVisible()
  await expect(avatar(b, DEMO_NAME)).toBeVisible()

  // A trigger saved elsewhere (here: through the API) appears in both open editors without a reload.
  const triggers = (page: Page) => page.locator('.react-flow__edge-mcTrigger')
  await expect(triggers(b)).toHaveCount(0)
  const api = await playwright.request.newContext({ baseURL })
  await post(
    api,
    '/api/create_trigger',
    {
      dialog_manager_id: multichat.dialog_manager_id,
      survey_id: surveyId,
      unique_question_id: 'k1',
      trigger: `moveTo;${surveyId};k3`,
      init_survey: false,
    },
    token,
  )
  await api.dispose()
  await expect(triggers(b)).toHaveCount(1)
  await expect(triggers(a)).toHaveCount(1)

  await b.context().close()
  await expect(avatar(a, COLLEAGUE_NAME)).toHaveCount(0)
  await a.context().close()
})

/**
 * The same across two app servers on one PostgreSQL database (docs/design/coediting.md
 * "Several app servers": LISTEN/NOTIFY). E2E_COEDIT_DATABASE_URL names a database the two
 * server processes this test starts may migrate and seed.
 */
test.describe('two app servers on PostgreSQL', () => {
  const databaseUrl = process.env.E2E_COEDIT_DATABASE_URL
  test.skip(!databaseUrl, 'E2E_COEDIT_DATABASE_URL is not set')
  const servers: { child: ChildProcess; dataDir: string; url: string }[] = []

  test.beforeAll(async () => {
    for (const offset of [1, 2]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-coedit-'))
      const serverPort = port + offset
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
          RATE_LIMIT_MAIL_PER_CLIENT: '10000',
          RATE_LIMIT_LIVE_PER_CLIENT: '100000',
          ...(process.env.E2E_STATIC_DIR && { STATIC_DIR: process.env.E2E_STATIC_DIR }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      servers.push({ child, dataDir, url: `http://127.0.0.1:${serverPort}` })
    }
    for (const server of servers)
      await expect
        .poll(
          () =>
            fetch(`${server.url}/api/health`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: 90_000 },
        )
        .toBe(true)
  })

  test.afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM')
      rmSync(server.dataDir, { recursive: true, force: true })
    }
  })

  test('an editor on each server: edits, undo and a delete arrive live, with avatars, rings and typing', async ({
    browser,
    playwright,
  }) => {
    const [one, two] = servers
    if (!one || !two) throw new Error('servers not started')
    const request = await playwright.request.newContext({ baseURL: one.url })
    const { surveyId, colleague } = await setUp(request, one.dataDir)
    await request.dispose()
    const a = await openAs(browser, one.url, demo, surveyId)
    const b = await openAs(browser, two.url, colleague, surveyId)
    await editTogether(a, b, 'coediting-two-servers')
    await a.context().close()
  })
})
