import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { freshAddress, latestLink } from './support/accounts'
import { demo, demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator
const v = t.versions
const h = de.versionHistory
const port = Number(process.env.E2E_PORT ?? 3107)

async function createDialog(page: Page): Promise<string> {
  await page.getByRole('button', { name: de.dashboard.create }).click()
  const dialog = page.getByRole('dialog', { name: de.dashboard.createTitle })
  await dialog.getByLabel(de.dashboard.nameLabel).fill(uniqueName('Versionen'))
  await dialog.getByRole('button', { name: de.dashboard.createSubmit }).click()
  await page.waitForURL(/\/configurator\/[\w-]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
}

/**
 * The setup of the tests below: a new dialog whose versions 1, 2 and 3 each create a block (v1,
 * v2, v3, "Frage v1" ...), then one version per `edit` (an update_survey_blocks body without
 * survey_id), all saved through the API as a colleague's session would; then the configurator is
 * loaded again to show them. Answers the dialog's id.
 */
async function dialogWithVersions(page: Page, ...edits: Record<string, unknown>[]): Promise<string> {
  const surveyId = await createDialog(page)
  const api = demoApi(page)
  for (const [order, id] of ['v1', 'v2', 'v3'].entries())
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: id,
      changed_values: { unique_question_id: id, survey_id: surveyId, order, type: 'open', context: `Frage ${id}` },
    })
  for (const edit of edits) await api.call('POST', '/api/update_survey_blocks', { survey_id: surveyId, ...edit })
  await page.reload()
  return surveyId
}

const blocks = async (page: Page, surveyId: string) =>
  ((await demoApi(page).call('POST', '/api/dialog', { survey_id: surveyId })) as { all_questions: unknown[] })
    .all_questions.length

const sidePanel = (page: Page) => page.getByRole('complementary', { name: t.panels.label })
const versionItem = (page: Page, n: number) =>
  sidePanel(page).getByRole('listitem', { name: v.version(n), exact: true })
const expandAll = async (page: Page) => {
  await expect(
    sidePanel(page)
      .getByRole('listitem', { name: /^Version \d+$/ })
      .first(),
  ).toBeVisible()
  for (const toggle of await sidePanel(page)
    .getByRole('button', { name: /weitere Versionen? anzeigen/ })
    .all())
    await toggle.click()
}
const textField = (page: Page) => sidePanel(page).getByLabel(de.configuratorInspector.fields.context, { exact: true })
const blockTexts = async (page: Page, surveyId: string) =>
  (
    (await demoApi(page).call('POST', '/api/dialog', { survey_id: surveyId })) as {
      all_questions: { unique_question_id: string; context: string; position: unknown }[]
    }
  ).all_questions
    .map((b) => `${b.unique_question_id}:${b.context}:${JSON.stringify(b.position)}`)
    .sort()

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('Versionen: a past version is shown read-only, compared, named and restored as one undoable edit', async ({
  page,
}, info) => {
  const surveyId = await dialogWithVersions(page)
  await expect(page.locator('.react-flow__node')).toHaveCount(3)

  await page.getByRole('tab', { name: t.panels.versions }).click()
  await expect(versionItem(page, 3)).toBeVisible()
  // One session of one author: the older versions are folded under the newest.
  await expect(versionItem(page, 1)).toHaveCount(0)
  await expandAll(page)
  await expect(versionItem(page, 1)).toBeVisible()

  // Ansehen: version 1 on the canvas, read-only, under the banner.
  await versionItem(page, 1).getByRole('button', { name: v.show }).click()
  await expect(page.getByRole('status').filter({ hasText: /Version 1 vom .* – nur Ansicht/ })).toBeVisible()
  const canvas = page.getByTestId('version-canvas')
  await expect(canvas.locator('.react-flow__node')).toHaveCount(1)
  await page.screenshot({ path: info.outputPath('version-view.png') })

  // Vergleichen: the two blocks added since are listed.
  await page.getByRole('button', { name: v.compare }).click()
  const differences = page.getByRole('region', { name: v.compareTitle })
  await expect(differences.getByRole('listitem')).toHaveCount(2)
  await expect(differences).toContainText(`Frage v2 – ${v.added}`)
  await page.screenshot({ path: info.outputPath('version-compare.png') })

  // Benennen.
  await versionItem(page, 1).getByRole('button', { name: v.name }).click()
  await page.getByLabel(v.nameLabel(1)).fill('vor dem Pretest')
  await page.getByRole('button', { name: v.save }).click()
  await expect(versionItem(page, 1)).toContainText('vor dem Pretest')

  // Wiederherstellen asks first; "Abbrechen" changes nothing.
  await versionItem(page, 1).getByRole('button', { name: v.restore }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(/Version 1 vom .* wiederherstellen\?/)
  await confirm.getByRole('button', { name: v.restoreConfirm.back }).click()
  await expect(confirm).toHaveCount(0)
  expect(await blocks(page, surveyId)).toBe(3)
  // After the confirmation: one new edit, the dialog back at version 1.
  await versionItem(page, 1).getByRole('button', { name: v.restore }).click()
  await confirm.getByRole('button', { name: v.restoreConfirm.confirm }).click()
  await expect(page.getByTestId('version-canvas')).toHaveCount(0)
  await expect(page.locator('.react-flow__node')).toHaveCount(1)
  await expect.poll(() => blocks(page, surveyId)).toBe(1)
  await expect(versionItem(page, 4)).toContainText(h.what.restored('1'))
  // History is kept: version 3 still has its three blocks.
  await expandAll(page)
  await versionItem(page, 3).getByRole('button', { name: v.show }).click()
  await expect(page.getByTestId('version-canvas').locator('.react-flow__node')).toHaveCount(3)
  await page.getByRole('button', { name: v.back }).click()
  await page.screenshot({ path: info.outputPath('version-restored.png') })

  // One undo step takes the restore back.
  await page.getByRole('button', { name: t.toolbar.undo }).click()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  await expect.poll(() => blocks(page, surveyId)).toBe(3)
})

test('Versionen: the version view is read-only: every editing control is disabled and nothing reaches the server', async ({
  page,
}) => {
  const surveyId = await dialogWithVersions(page)
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  // An edit of this session, so "Rückgängig" would be active on the current dialog.
  await page.locator('.react-flow__node').filter({ hasText: 'Frage v3' }).click()
  await textField(page).fill('Frage v3 neu')
  await expect(page.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()
  await expect(page.getByRole('button', { name: t.toolbar.undo, exact: true })).toBeEnabled()
  const before = await blockTexts(page, surveyId)

  await page.getByRole('tab', { name: t.panels.versions }).click()
  await expandAll(page)
  await versionItem(page, 2).getByRole('button', { name: v.show }).click()
  const canvas = page.getByTestId('version-canvas')
  await expect(canvas.locator('.react-flow__node')).toHaveCount(2)

  // Every editing control in the toolbar is disabled and says why.
  const toolbar = page.getByRole('toolbar', { name: t.toolbar.label })
  for (const name of [t.toolbar.addBlock, t.toolbar.undo, t.toolbar.redo, t.toolbar.arrange])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeDisabled()
  await toolbar.getByRole('button', { name: t.toolbar.arrange }).hover({ force: true })
  await expect(page.locator('.bp6-tooltip')).toContainText(h.readOnly)

  // The inspector shows the version's block, not the current one, and nothing in it can be edited.
  await canvas.locator('.react-flow__node').filter({ hasText: 'Frage v2' }).click()
  await expect(textField(page)).toHaveValue('Frage v2')
  await expect(textField(page)).toBeDisabled()
  await expect(sidePanel(page).getByRole('button', { name: de.configuratorInspector.delete })).toBeDisabled()
  await expect(sidePanel(page).getByRole('combobox').first()).toBeDisabled()
  await page.getByRole('tab', { name: t.panels.settings }).click()
  await expect(sidePanel(page).getByLabel(de.configuratorSettings.settings.name)).toBeDisabled()

  // Keys that edit do nothing; dragging a block moves nothing.
  await canvas.locator('.react-flow__node').filter({ hasText: 'Frage v2' }).click()
  await page.keyboard.press('Delete')
  await page.keyboard.press('Control+z')
  const node = canvas.locator('.react-flow__node').first()
  const box = await node.boundingBox()
  if (box) {
    await page.mouse.move(box.x + 40, box.y + 20)
    await page.mouse.down()
    await page.mouse.move(box.x + 240, box.y + 220, { steps: 8 })
    await page.mouse.up()
  }
  await expect(canvas.locator('.react-flow__node')).toHaveCount(2)
  await page.waitForTimeout(500)
  expect(await blockTexts(page, surveyId)).toEqual(before)

  // Back to the current version: editing works again.
  await page.getByRole('button', { name: v.back }).click()
  await expect(page.getByRole('button', { name: t.toolbar.undo, exact: true })).toBeEnabled()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
})

test('Versionen: a past version numbers its blocks and jump targets as they were then, not as they are now', async ({
  page,
}, info) => {
  // Version 4 deletes the first block: now v3 is "Frage 2"; in version 3 it was "Frage 3".
  await dialogWithVersions(page, { action: 'delete', unique_question_id: 'v1' })
  const v3Now = page.locator('.react-flow__node').filter({ hasText: 'Frage v3' })
  await expect(page.locator('.react-flow__node')).toHaveCount(2)
  await expect(v3Now.locator('.block-node-header')).toContainText('Frage 2')

  await page.getByRole('tab', { name: t.panels.versions }).click()
  await expandAll(page)
  await versionItem(page, 3).getByRole('button', { name: v.show }).click()
  const canvas = page.getByTestId('version-canvas')
  await expect(canvas.locator('.react-flow__node')).toHaveCount(3)
  const v3Then = canvas.locator('.react-flow__node').filter({ hasText: 'Frage v3' })
  await expect(v3Then.locator('.block-node-header')).toContainText('Frage 3')
  await expect(canvas.locator('.react-flow__node').filter({ hasText: 'Frage v2' })).toContainText('Frage 2')

  // The inspector: the version's number in the title and the version's blocks as jump targets.
  await v3Then.click()
  await expect(textField(page)).toHaveValue('Frage v3')
  await expect(
    sidePanel(page).getByRole('heading', { name: de.configuratorInspector.title(3), exact: true }),
  ).toBeVisible()
  const target = sidePanel(page).getByLabel(de.configuratorInspector.jumps.target, { exact: true })
  await expect(target.locator('option')).toContainText([
    de.configuratorInspector.jumps.targetPlaceholder,
    de.configuratorInspector.jumps.blockOption(1, 'Frage v1'),
    de.configuratorInspector.jumps.blockOption(2, 'Frage v2'),
    de.configuratorInspector.jumps.blockOption(3, 'Frage v3'),
  ])
  await page.screenshot({ path: info.outputPath('version-numbers.png') })

  // Back at the current dialog: v3 is "Frage 2" again, and v1 is no target.
  await page.getByRole('button', { name: v.back }).click()
  await v3Now.click()
  await expect(
    sidePanel(page).getByRole('heading', { name: de.configuratorInspector.title(2), exact: true }),
  ).toBeVisible()
  await expect(target.locator('option')).toContainText([
    de.configuratorInspector.jumps.targetPlaceholder,
    de.configuratorInspector.jumps.blockOption(1, 'Frage v2'),
    de.configuratorInspector.jumps.blockOption(2, 'Frage v3'),
  ])
})

test('Versionen: grouped by editing session, named versions on their own entry, changes in words', async ({
  page,
}, info) => {
  await dialogWithVersions(page, {
    action: 'update',
    unique_question_id: 'v2',
    changed_values: { context: 'Wie heißen Sie?' },
  })
  await page.getByRole('tab', { name: t.panels.versions }).click()

  // One entry for the session, the newest version on top, in words.
  const newest = versionItem(page, 4)
  await expect(newest).toContainText('Frage 2: Text geändert')
  await expect(newest).toContainText(h.current)
  await expect(newest).toContainText(h.versions(4))
  await expect(sidePanel(page).getByRole('listitem', { name: /^Version \d+$/ })).toHaveCount(1)
  await sidePanel(page)
    .getByRole('button', { name: h.expand(3) })
    .click()
  await expect(versionItem(page, 1)).toContainText('Frage 1 angelegt')
  await expect(versionItem(page, 3)).toContainText('Frage 3 angelegt')
  // The restore button is neutral, not an alarm.
  await expect(versionItem(page, 1).getByRole('button', { name: v.restore })).not.toHaveClass(/bp6-intent/)

  // A named version heads its own entry: it stays visible when the session is folded.
  await versionItem(page, 2).getByRole('button', { name: v.name }).click()
  await page.getByLabel(v.nameLabel(2)).fill('Erster Entwurf')
  await page.getByRole('button', { name: v.save }).click()
  await expect(versionItem(page, 2)).toContainText('Erster Entwurf')
  await page.getByRole('button', { name: h.collapse }).first().click()
  await expect(versionItem(page, 2)).toBeVisible()
  await expect(versionItem(page, 3)).toHaveCount(0)
  await page.screenshot({ path: info.outputPath('versions-grouped.png') })

  // "Nur benannte Versionen".
  await sidePanel(page).getByText(h.onlyNamed).click()
  await expect(sidePanel(page).getByRole('listitem', { name: /^Version \d+$/ })).toHaveCount(1)
  await expect(versionItem(page, 2)).toBeVisible()

  // "Vergleichen" names blocks and fields in words.
  await versionItem(page, 2).getByRole('button', { name: v.show }).click()
  await page.getByRole('button', { name: v.compare }).click()
  const differences = page.getByRole('region', { name: v.compareTitle })
  await expect(differences).toContainText('Frage 2: Wie heißen Sie? – geändert: Text')
  await expect(differences).not.toContainText('context')
})

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

async function openAs(browser: Browser, account: { username: string; password: string }, surveyId: string) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel(de.login.username).fill(account.username)
  await page.getByLabel(de.login.password).fill(account.password)
  await page.getByRole('button', { name: de.login.submit }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/configurator/${surveyId}`)
  await expect(page.locator('.react-flow__node')).toHaveCount(1)
  return page
}

test('Versionen: the list refreshes live when a colleague saves', async ({ browser, playwright }) => {
  // Two logins and a mailed invitation on top of the demo login.
  test.slow()
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` })
  const token = String((await post(request, '/api/login', demo)).token)
  const surveyId = String((await post(request, '/api/surveys', { survey_name: uniqueName('Live') }, token)).survey_id)
  await post(
    request,
    '/api/update_survey_blocks',
    {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: 'k1',
      changed_values: { unique_question_id: 'k1', survey_id: surveyId, order: 0, type: 'message', context: 'Hallo' },
    },
    token,
  )
  const username = freshAddress('versionen')
  await post(
    request,
    '/api/invite_user',
    { survey_id: surveyId, name: username, new_role: 'Bearbeiten + Trainieren' },
    token,
  )
  const magicLink = new URLSearchParams((await latestLink(username, 'magic_link')).split('?')[1]).get('token')
  await post(request, '/api/magic_link_registration', {
    username,
    password: 'kollegin-12345',
    magic_link: magicLink,
    firstName: 'Erika',
    lastName: 'Kollegin',
  })
  await request.dispose()

  const a = await openAs(browser, demo, surveyId)
  const b = await openAs(browser, { username, password: 'kollegin-12345' }, surveyId)
  await b.getByRole('tab', { name: t.panels.versions }).click()
  await expect(versionItem(b, 1)).toBeVisible()
  await expect(versionItem(b, 2)).toHaveCount(0)

  // A edits in A's browser: B's open list shows the new version without a reload.
  await a.locator('.react-flow__node').first().click()
  await textField(a).fill('Hallo und willkommen')
  await expect(versionItem(b, 2)).toContainText('Frage 1: Text geändert')
  await expect(versionItem(b, 2)).toContainText('Demo Redaktion')
  await b.screenshot({ path: test.info().outputPath('versions-live.png') })
  await a.context().close()
  await b.context().close()
})

test('Versionen: a long history comes a page at a time; "Ältere Versionen laden" adds the older versions below', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // 3 blocks, then 500 edits of one text: 503 versions, one page of 500 and three older ones.
  const edits = Array.from({ length: 500 }, (_, i) => ({
    action: 'update',
    unique_question_id: 'v1',
    changed_values: { context: `Fassung ${i + 1}` },
  }))
  await dialogWithVersions(page, ...edits)
  await page.getByRole('tab', { name: t.panels.versions }).click()
  await expect(versionItem(page, 503)).toContainText(h.versions(500))
  const older = sidePanel(page).getByRole('button', { name: h.loadOlder })
  await sidePanel(page).screenshot({ path: test.info().outputPath('versions-newest-page.png') })
  await older.click()
  await expect(older).toHaveCount(0)
  // The older page joins the session: its versions fold under the same entry, the first one included.
  await expect(versionItem(page, 503)).toContainText(h.versions(503))
  await sidePanel(page)
    .getByRole('button', { name: h.expand(502) })
    .click()
  await expect(versionItem(page, 1)).toContainText('Frage 1 angelegt')
  await sidePanel(page).screenshot({ path: test.info().outputPath('versions-older-page.png') })
})
