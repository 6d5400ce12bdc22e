import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { settle } from './support/canvasView'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator
const s = de.simulation
const p = de.paths
const node = (page: Page, order: number) => page.locator(`.react-flow__node[aria-label^="${t.block.label(order)},"]`)

/**
 * A welcome message, a question whose "Ja" ends at once while "Nein" asks the age first, and a
 * block no jump leads to.
 */
async function branchingDialog(page: Page): Promise<string> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName('Simulieren'))
  const id = (n: number) => `s${n}-${surveyId.slice(0, 8)}`
  const blocks = [
    { type: 'message', context: 'Willkommen' },
    {
      type: 'single_choice',
      context: 'Waren Sie zufrieden?',
      options: [
        { id: 'ja', label: 'Ja' },
        { id: 'nein', label: 'Nein' },
      ],
    },
    { type: 'message', context: 'Danke!', is_end: true },
    { type: 'number', context: 'Wie alt sind Sie?', min: 0, max: 120 },
    { type: 'message', context: 'Danke, wir melden uns.', is_end: true },
    { type: 'message', context: 'Niemand kommt hierher', is_end: true },
  ]
  const creates = blocks.map((b, order) => ({
    kind: 'block.create',
    block: { ...b, unique_question_id: id(order + 1), survey_id: surveyId, order, is_end: b.is_end ?? false },
    at: { index: order, after: order > 0 ? id(order) : null },
  }))
  const jumps: [number, string, number][] = [
    [2, 'ja', 3],
    [2, 'nein', 4],
    [4, 'default', 5],
  ]
  const connections = jumps.map(([from, handle, to], index) => ({
    kind: 'connection',
    key: `${id(from)}::${handle}`,
    before: null,
    after: { source: id(from), handle, target: id(to) },
    at: { index, after: index > 0 ? `${id(jumps[index - 1]![0])}::${jumps[index - 1]![1]}` : null },
  }))
  await api.call('POST', `/api/surveys/${surveyId}/changes`, {
    change_id: `fixture-${surveyId}`,
    change: { kind: 'restore', version: 0, changes: [...creates, ...connections] },
  })
  return surveyId
}

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('Simulieren runs 1,000 respondents in the background and shows the heat map, the paths and the block nobody reaches', async ({
  page,
}) => {
  const surveyId = await branchingDialog(page)
  await page.goto(`/configurator/${surveyId}`)
  await expect(node(page, 1)).toBeVisible()
  await page.getByRole('button', { name: s.button, exact: true }).click()
  await page.getByRole('button', { name: s.start }).click()
  await expect(page.getByText(s.ran(1000, 1))).toBeVisible()

  // The heat map: everybody sees the first two blocks, nobody the sixth.
  const heat = page.locator('.path-heat')
  await expect(heat.getByText(p.reached(1000, '100 %'))).toHaveCount(2)
  await expect(heat.getByText(p.reached(0, '0 %'))).toHaveCount(1)
  // The paths by frequency: two ways, each to an end (a header row and two).
  const table = page.getByRole('table', { name: p.pathsLabel })
  await expect(table.getByRole('row')).toHaveCount(3)
  const never = page.getByRole('region', { name: p.neverReachedTitle })
  await expect(never.getByRole('button', { name: p.show(t.block.label(6)) })).toBeVisible()
  await settle(page)
  await page.screenshot({ path: test.info().outputPath('simulation.png') })

  // A click on the block nobody reaches shows it on the canvas.
  await never.getByRole('button', { name: p.show(t.block.label(6)) }).click()
  await expect(node(page, 6).locator('.block-node')).toHaveClass(/block-node-selected/)

  // The same seed again gives the same picture; closing the panel takes the heat map away.
  await page.getByRole('button', { name: s.start }).click()
  await expect(page.getByText(s.ran(1000, 1))).toBeVisible()
  await expect(heat.getByText(p.reached(0, '0 %'))).toHaveCount(1)
  await page.getByRole('button', { name: s.close }).click()
  await expect(page.locator('.path-heat')).toHaveCount(0)
})

test('Simulieren in the multichat editor sends 1,000 respondents through the seeded Tatort game and draws the heat map on every dialog', async ({
  page,
}) => {
  await page.goto('/multi/3')
  await expect(page.locator('.react-flow__node').first()).toBeVisible()
  await page.getByRole('button', { name: s.button, exact: true }).click()
  await page.getByRole('button', { name: s.start }).click()
  await expect(page.getByText(s.ran(1000, 1))).toBeVisible()
  // Everybody starts with the boss's first message; the clues open the other chats for all of them.
  const heat = page.locator('.path-heat')
  await expect(heat.getByText(p.reached(1000, '100 %')).first()).toBeVisible()
  await expect(page.getByRole('region', { name: p.neverReachedTitle }).getByText(p.none)).toBeVisible()
  // The panel sits below the toolbar, which stays whole: its last button still opens its dialog.
  const toolbar = await page.getByRole('toolbar', { name: de.multichat.toolbar.label }).boundingBox()
  const panel = await page.locator('.mce-checks').boundingBox()
  expect(panel!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height - 1)
  await page.getByRole('button', { name: de.multichat.toolbar.connect }).click()
  await expect(page.getByRole('dialog', { name: de.multichat.connect.title })).toBeVisible()
  await page.keyboard.press('Escape')
  await settle(page)
  await page.screenshot({ path: test.info().outputPath('simulation-multichat.png') })
})
