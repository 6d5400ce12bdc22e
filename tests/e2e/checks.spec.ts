import { expect, type Page, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { settle } from './support/canvasView'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.configurator
const c = de.checks
const node = (page: Page, order: number) => page.locator(`.react-flow__node[aria-label^="${t.block.label(order)},"]`)

/**
 * A linear dialog of 60 message blocks in one request (as support/bigDialog.ts): block 45 has no
 * text (a Fehler), block 10 a 700-character text (a Hinweis), the last one is the end block.
 */
async function dialogWithProblems(page: Page): Promise<string> {
  const api = demoApi(page)
  const surveyId = await api.createSurvey(uniqueName('Prüfen'))
  const ids = Array.from({ length: 60 }, (_, i) => `p${i + 1}-${surveyId.slice(0, 8)}`)
  const changes = ids.map((id, order) => ({
    kind: 'block.create',
    block: {
      unique_question_id: id,
      survey_id: surveyId,
      order,
      type: 'message',
      context: order === 44 ? '' : order === 9 ? 'x'.repeat(700) : `Nachricht ${order + 1}`,
      is_end: order === 59,
    },
    at: { index: order, after: order > 0 ? ids[order - 1] : null },
  }))
  await api.call('POST', `/api/surveys/${surveyId}/changes`, {
    change_id: `fixture-${surveyId}`,
    change: { kind: 'restore', version: 0, changes },
  })
  return surveyId
}

test.beforeEach(async ({ page }) => {
  await logInAsDemo(page)
})

test('a check in the Prüfen list leads to its block on the canvas, and a dismissed Hinweis stays dismissed after a reload', async ({
  page,
}) => {
  const surveyId = await dialogWithProblems(page)
  await page.goto(`/configurator/${surveyId}`)
  const button = page.getByRole('button', { name: c.buttonLabel(1, 0, 1) })
  await expect(button).toBeVisible()
  // The problem block is far below the opening view.
  await expect(node(page, 45)).not.toBeInViewport()

  await button.click()
  const list = page.getByRole('region', { name: c.title })
  const error = list.getByRole('button', { name: c.show(`${t.block.label(45)}: Der Text ist leer.`) })
  await expect(error).toBeVisible()
  await error.click()
  await settle(page)
  await expect(node(page, 45)).toBeInViewport()
  await expect(node(page, 45).locator('.block-node')).toHaveClass(/block-node-selected/)
  await expect(node(page, 45).getByRole('img', { name: c.mark(1, c.severity.error) })).toBeVisible()
  // The list stays open beside the canvas.
  await expect(error).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('checks.png') })

  const hint = list.getByRole('button', { name: new RegExp(`^${c.dismiss}|${c.dismissLabel('')}`) })
  await hint.click()
  await expect(page.getByRole('button', { name: c.buttonLabel(1, 0, 0) })).toBeVisible()
  await expect(list.getByText(c.dismissed(1))).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: c.buttonLabel(1, 0, 0) })).toBeVisible()

  // Fixing the text clears the Fehler as it is typed.
  await node(page, 1).click()
  await page.getByRole('button', { name: c.buttonLabel(1, 0, 0) }).click()
  await page
    .getByRole('region', { name: c.title })
    .getByRole('button', { name: c.show(`${t.block.label(45)}: Der Text ist leer.`) })
    .click()
  await page.getByRole('button', { name: c.close }).click()
  await page.getByLabel(de.configuratorInspector.fields.context, { exact: true }).fill('Jetzt mit Text')
  await expect(page.getByRole('button', { name: c.buttonLabel(0, 0, 0) })).toBeVisible()
})
