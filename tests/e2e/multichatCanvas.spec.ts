import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { READABLE_ZOOM } from '../../src/ui/canvas/readableFit'
import { createLinearDialog } from './support/bigDialog'
import { type Box, intersects, screenBoxes, settle, zoom } from './support/canvasView'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.multichat

/** Readable, the lead dialog's start in view, and no block on screen under the zoom buttons or the legend. */
async function readableAndClear(page: Page, leadFirst: string) {
  // The fit is animated and may start only after a first look found the view at rest.
  await expect.poll(() => zoom(page)).toBeGreaterThanOrEqual(READABLE_ZOOM - 0.001)
  await settle(page)
  await expect(page.locator(`.react-flow__node[data-id="${leadFirst}"]`)).toBeInViewport()
  const pane = (await page.locator('.react-flow').boundingBox()) as Box
  const blocks = (await screenBoxes(page, '.react-flow__node-mcBlock')).filter((b) => intersects(b, pane))
  expect(blocks.length).toBeGreaterThan(0)
  const overlays = await screenBoxes(page, '.react-flow__controls, .mce-legend')
  expect(overlays).toHaveLength(2)
  // The legend leaves the zoom buttons usable (it once covered them, both in the bottom left corner).
  expect(intersects(overlays[0]!, overlays[1]!)).toBe(false)
  for (const block of blocks)
    for (const overlay of overlays) expect(intersects(block, overlay), JSON.stringify({ block, overlay })).toBe(false)
}

test('a multichat of 12 dialogs opens readable, in rows, clear of the corner panels, and "Alles zeigen" keeps it so', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await logInAsDemo(page)
  await page.setViewportSize({ width: 1024, height: 768 })
  const dialogs = []
  for (let i = 0; i < 12; i++) dialogs.push(await createLinearDialog(page, 6))
  const lead = dialogs[0]!
  const multichatId = await demoApi(page).createMultichat(
    uniqueName('Großer Fall'),
    dialogs.map((d) => d.surveyId),
  )
  const leadFirst = `block:${lead.surveyId}:${lead.ids[0]}`

  await page.goto(`/multi/${multichatId}`)
  await expect(page.locator(`.react-flow__node[data-id="${leadFirst}"]`)).toBeVisible()
  await settle(page)
  await readableAndClear(page, leadFirst)
  // Twelve dialogs in one row would only fit at about 0.2: they wrap into rows instead.
  const groups = await screenBoxes(page, '.react-flow__node-dialog')
  expect(new Set(groups.map((g) => Math.round(g.y))).size).toBeGreaterThan(1)

  // Scrolled away, "Alles zeigen" brings the readable overview back.
  await page.mouse.move(600, 400)
  await page.mouse.wheel(0, 2000)
  await settle(page)
  await page.getByRole('button', { name: t.toolbar.fitView }).click()
  await settle(page)
  await readableAndClear(page, leadFirst)
})
