import { test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { createLinearDialog } from './support/bigDialog'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

// Screenshots for looking at the canvas of big dialogs and multichats (docs/configurator.md,
// docs/multichat.md); runs only with SHOTS_DIR set. What is asserted: canvas.spec.ts, multichatCanvas.spec.ts.
const dir = process.env.SHOTS_DIR
const t = de.configurator

test.skip(!dir, 'screenshots only on request (SHOTS_DIR)')

for (const n of [30, 300]) {
  test(`canvas of a ${n}-block dialog at 1024 and 1440 px`, async ({ page }) => {
    test.setTimeout(180_000)
    await logInAsDemo(page)
    const { surveyId } = await createLinearDialog(page, n)
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) + 120 })
      await page.goto(`/configurator/${surveyId}`)
      await page.locator('.react-flow__node').first().waitFor()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${dir}/${n}-${width}-open.png` })
      await page.getByRole('button', { name: t.toolbar.fitView }).click()
      await page.waitForTimeout(600)
      await page.screenshot({ path: `${dir}/${n}-${width}-fit.png` })
    }
    await page.getByRole('button', { name: t.toolbar.arrange }).click()
    await page.waitForTimeout(800)
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) + 120 })
      await page.getByRole('button', { name: t.toolbar.fitView }).click()
      await page.waitForTimeout(600)
      await page.screenshot({ path: `${dir}/${n}-${width}-arranged-fit.png` })
    }
    await page.getByRole('button', { name: t.canvas.minimapShow }).click()
    await page.getByRole('button', { name: t.toolbar.fitView }).click()
    await page.waitForTimeout(600)
    await page.screenshot({ path: `${dir}/${n}-1024-arranged-minimap.png` })
  })
}

test('multichat canvas of 12 dialogs at 1024 and 1440 px', async ({ page }) => {
  test.setTimeout(180_000)
  await logInAsDemo(page)
  const dialogs = []
  for (let i = 0; i < 12; i++) dialogs.push((await createLinearDialog(page, 6)).surveyId)
  const multichatId = await demoApi(page).createMultichat(uniqueName('Großer Fall'), dialogs)
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: Math.round((width * 9) / 16) + 120 })
    await page.goto(`/multi/${multichatId}`)
    await page.locator('.react-flow__node').first().waitFor()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${dir}/multichat-12-${width}-open.png` })
  }
})
