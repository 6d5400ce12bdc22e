import { test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { createLinearDialog } from './support/bigDialog'
import { logInAsDemo } from './support/demoEditor'

// Screenshots for looking at the canvas of big dialogs (docs/configurator.md); runs only with SHOTS_DIR set.
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
  })
}
