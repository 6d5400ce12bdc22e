import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { READABLE_ZOOM } from '../../src/ui/canvas/readableFit'
import { createLinearDialog } from './support/bigDialog'
import { type Box, intersects, screenBoxes, settle, zoom } from './support/canvasView'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator
const nodes = (page: Page) => page.locator('.react-flow__node')
const node = (page: Page, order: number) => page.locator(`.react-flow__node[aria-label^="${t.block.label(order)},"]`)
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: t.toolbar.saved })).toBeVisible()

/** Boxes of the nodes at least partly inside the pane (what the editor sees). */
async function visibleNodeBoxes(page: Page): Promise<Box[]> {
  const pane = await page.locator('.react-flow').boundingBox()
  if (!pane) throw new Error('no canvas')
  return (await screenBoxes(page, '.react-flow__node')).filter((box) => intersects(box, pane))
}

async function addBlock(page: Page, type: keyof typeof t.blockTypes) {
  await page.getByRole('button', { name: t.toolbar.addBlock }).click()
  await page.getByRole('menuitem', { name: t.blockTypes[type] }).click()
}

/** No serious or critical axe findings in the parts this spec is about. */
async function accessible(page: Page, ...selectors: string[]) {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const selected = (target: Locator) => expect(target.locator('.block-node')).toHaveClass(/block-node-selected/)

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('two blocks inserted after the same block land on free spots: both can be clicked', async ({ page }) => {
  const surveyId = await demoApi(page).createSurvey(uniqueName('Einfügen'))
  await page.goto(`/configurator/${surveyId}`)
  await addBlock(page, 'message')
  await addBlock(page, 'message')
  await addBlock(page, 'message')
  await expect(nodes(page)).toHaveCount(3)

  // Twice: select Frage 1, insert after it.
  const showAll = async () => {
    await page.getByRole('button', { name: t.toolbar.fitView }).click()
    await settle(page)
  }
  await showAll()
  await node(page, 1).click()
  await addBlock(page, 'open')
  await showAll()
  await node(page, 1).click()
  await addBlock(page, 'email')
  await expect(nodes(page)).toHaveCount(5)
  // The new block is selected and brought into view.
  await expect(nodes(page).filter({ hasText: t.blockTypes.email })).toBeInViewport()
  await showAll()

  // A click lands only on a block nothing covers (Playwright checks what receives it).
  const open = nodes(page).filter({ hasText: t.blockTypes.open })
  const email = nodes(page).filter({ hasText: t.blockTypes.email })
  await open.click({ timeout: 5000 })
  await selected(open)
  await email.click({ timeout: 5000 })
  await selected(email)

  // A copy of Frage 1 is beside it, not on top of it: both stay clickable.
  await node(page, 1).click()
  await page.getByRole('button', { name: de.configuratorInspector.copy }).click()
  await expect(nodes(page)).toHaveCount(6)
  await showAll()
  const boxes = await visibleNodeBoxes(page)
  expect(boxes).toHaveLength(6)
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(intersects(a, b), JSON.stringify([a, b])).toBe(false)
  await node(page, 1).click({ timeout: 5000 })
  await selected(node(page, 1))
  await saved(page)
})

test('a 30-block dialog: "Alles zeigen" stays readable, arranging in columns uses the width and is remembered', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const { surveyId } = await createLinearDialog(page, 30)
  await page.goto(`/configurator/${surveyId}`)
  await expect(nodes(page)).toHaveCount(30)
  await settle(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)

  // Laid out top to bottom, the whole dialog would be dots: the view stays readable and shows the start.
  await page.getByRole('button', { name: t.toolbar.fitView }).click()
  await settle(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  await expect(node(page, 1)).toBeInViewport()
  await expect(node(page, 1).getByText(t.block.label(1))).toBeVisible()

  // "Automatisch anordnen" (in columns by default): the whole dialog fits at a readable zoom.
  await page.getByRole('button', { name: t.toolbar.arrange }).click()
  await settle(page)
  await saved(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  for (const order of [1, 15, 30]) await expect(node(page, order)).toBeInViewport()
  const columns = new Set((await visibleNodeBoxes(page)).map((b) => Math.round(b.x)))
  expect(columns.size).toBeGreaterThanOrEqual(3)

  // The other direction is one menu choice away, and the choice is remembered for this dialog.
  await page.getByRole('button', { name: t.toolbar.arrangeDirection }).click()
  await page.getByRole('option', { name: t.toolbar.arrangeDirections.down }).click()
  await settle(page)
  await saved(page)
  expect(new Set((await visibleNodeBoxes(page)).map((b) => Math.round(b.x))).size).toBe(1)
  await page.reload()
  await expect(nodes(page)).toHaveCount(30)
  await page.getByRole('button', { name: t.toolbar.arrangeDirection }).click()
  await expect(page.getByRole('option', { name: t.toolbar.arrangeDirections.down })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await accessible(page, '.configurator-toolbar', '.bp6-popover-content')
})

/** The screen boxes of the panels in the pane's corners: zoom buttons and the minimap (with its button). */
async function overlayBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = []
  for (const selector of ['.react-flow__controls', '.canvas-minimap']) {
    const box = await page.locator(selector).boundingBox()
    if (box) boxes.push(box)
  }
  return boxes
}

/** No block on screen lies under a corner panel. */
async function clearOfOverlays(page: Page) {
  const overlays = await overlayBoxes(page)
  expect(overlays).toHaveLength(2)
  const boxes = await visibleNodeBoxes(page)
  expect(boxes.length).toBeGreaterThan(0)
  for (const box of boxes)
    for (const overlay of overlays) expect(intersects(box, overlay), JSON.stringify({ box, overlay })).toBe(false)
}

test('a 300-block dialog at 1024 px: readable and clear of the minimap (closed at first, remembered) and zoom buttons, opened, shown whole and arranged', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  const { surveyId } = await createLinearDialog(page, 300)
  await page.goto(`/configurator/${surveyId}`)
  await expect(node(page, 1)).toBeVisible()
  await expect(page.getByRole('img', { name: t.canvas.minimap })).toHaveCount(0)
  await page.getByRole('button', { name: t.canvas.minimapShow }).click()
  await expect(page.getByRole('img', { name: t.canvas.minimap })).toBeVisible()
  await accessible(page, '.canvas-minimap')
  // The choice to show it is remembered; the opening view keeps the blocks clear of it.
  await page.reload()
  await expect(page.getByRole('img', { name: t.canvas.minimap })).toBeVisible()
  await settle(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  await clearOfOverlays(page)

  await page.getByRole('button', { name: t.toolbar.fitView }).click()
  await settle(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  await expect(node(page, 1)).toBeInViewport()
  // Readable on screen: a block's title is drawn at least 7 px high.
  const title = await node(page, 1).getByText(t.block.label(1), { exact: true }).boundingBox()
  expect(title?.height ?? 0).toBeGreaterThanOrEqual(7)
  await clearOfOverlays(page)

  // Arranged in columns, the dialog is wider than the pane too: it starts right of the zoom buttons.
  await page.getByRole('button', { name: t.toolbar.arrange }).click()
  await settle(page)
  await saved(page)
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  const boxes = await visibleNodeBoxes(page)
  expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBeGreaterThan(1)
  const controls = await page.locator('.react-flow__controls').boundingBox()
  if (!controls) throw new Error('no zoom buttons')
  for (const box of boxes) expect(intersects(box, controls), JSON.stringify({ box, controls })).toBe(false)

  await page.getByRole('button', { name: t.canvas.minimapHide }).click()
  await expect(page.getByRole('img', { name: t.canvas.minimap })).toHaveCount(0)
})

test('a past version of a 30-block dialog opens at a readable zoom, on its own blocks', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const { surveyId } = await createLinearDialog(page, 30)
  await page.goto(`/configurator/${surveyId}`)
  await expect(nodes(page)).toHaveCount(30)
  await page.getByRole('tab', { name: t.panels.versions }).click()
  await page.getByRole('button', { name: t.versions.show }).first().click()
  const canvas = page.getByTestId('version-canvas')
  await expect(canvas.locator('.react-flow__node')).toHaveCount(30)
  await settle(page)
  // Before, React Flow's own fit shrank the one column of 30 blocks to about 0.2.
  expect(await zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM)
  await expect(canvas.locator(`.react-flow__node[aria-label^="${t.block.label(1)},"]`)).toBeInViewport()
})

test('a narrow toolbar keeps one row: the view buttons show their icons and keep their names', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  const { surveyId } = await createLinearDialog(page, 4)
  await page.goto(`/configurator/${surveyId}`)
  await expect(nodes(page)).toHaveCount(4)
  const toolbar = page.getByRole('toolbar', { name: t.toolbar.label })
  const oneRow = (await page.getByRole('button', { name: t.toolbar.addBlock }).boundingBox())?.height ?? 0
  // One row: the toolbar is no taller than its buttons plus its padding.
  expect((await toolbar.boundingBox())?.height ?? 0).toBeLessThan(oneRow * 1.8)
  for (const name of [t.toolbar.canvas, t.toolbar.list, t.toolbar.fitView, t.toolbar.arrange, t.toolbar.edges])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible()
  await expect(toolbar.getByText(t.toolbar.fitView, { exact: true })).toBeHidden()
  await page.setViewportSize({ width: 1600, height: 700 })
  // Wide enough: the texts are back.
  await expect(toolbar.getByText(t.toolbar.fitView, { exact: true })).toBeVisible()
})
