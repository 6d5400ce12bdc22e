import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator
const v = t.versions

async function createDialog(page: Page): Promise<string> {
  await page.getByRole('button', { name: de.dashboard.create }).click()
  const dialog = page.getByRole('dialog', { name: de.dashboard.createTitle })
  await dialog.getByLabel(de.dashboard.nameLabel).fill(uniqueName('Versionen'))
  await dialog.getByRole('button', { name: de.dashboard.createSubmit }).click()
  await page.waitForURL(/\/configurator\/[\w-]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
}

/** Three saved edits (versions 1, 2, 3), each creating a block, as a colleague's session would. */
async function seedBlocks(page: Page, surveyId: string) {
  const api = demoApi(page)
  for (const [order, id] of ['v1', 'v2', 'v3'].entries())
    await api.call('POST', '/api/update_survey_blocks', {
      survey_id: surveyId,
      action: 'create',
      unique_question_id: id,
      changed_values: { unique_question_id: id, survey_id: surveyId, order, type: 'open', context: `Frage ${id}` },
    })
}

const blocks = async (page: Page, surveyId: string) =>
  ((await demoApi(page).call('POST', '/api/dialog', { survey_id: surveyId })) as { all_questions: unknown[] })
    .all_questions.length

const versionItem = (page: Page, n: number) =>
  page.getByRole('complementary', { name: t.panels.label }).getByRole('listitem', { name: v.version(n), exact: true })

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('Versionen: a past version is shown read-only, compared, named and restored as one undoable edit', async ({
  page,
}, info) => {
  const surveyId = await createDialog(page)
  await seedBlocks(page, surveyId)
  await page.reload()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)

  await page.getByRole('tab', { name: t.panels.versions }).click()
  await expect(versionItem(page, 3)).toBeVisible()
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
  await expect(versionItem(page, 1)).toContainText('„vor dem Pretest“')

  // Wiederherstellen, after the confirmation: one new edit, the dialog back at version 1.
  await versionItem(page, 1).getByRole('button', { name: v.restore }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: v.restoreConfirm.confirm }).click()
  await expect(page.getByTestId('version-canvas')).toHaveCount(0)
  await expect(page.locator('.react-flow__node')).toHaveCount(1)
  await expect.poll(() => blocks(page, surveyId)).toBe(1)
  await expect(versionItem(page, 4)).toContainText(`${v.what.versions} ${v.what.restore}`)
  // History is kept: version 3 still has its three blocks.
  await versionItem(page, 3).getByRole('button', { name: v.show }).click()
  await expect(page.getByTestId('version-canvas').locator('.react-flow__node')).toHaveCount(3)
  await page.getByRole('button', { name: v.back }).click()
  await page.screenshot({ path: info.outputPath('version-restored.png') })

  // One undo step takes the restore back.
  await page.getByRole('button', { name: t.toolbar.undo }).click()
  await expect(page.locator('.react-flow__node')).toHaveCount(3)
  await expect.poll(() => blocks(page, surveyId)).toBe(3)
})
