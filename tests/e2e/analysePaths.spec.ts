import { expect, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { logInAsDemo } from './support/demoEditor'
import { aLiveDialog, respond } from './support/liveDialog'

const t = de.analyse
const p = t.paths

const yesNo = [
  { id: 'ja', label: 'Ja' },
  { id: 'nein', label: 'Nein' },
]

/** "Ja" leads to lob, "Nein" to neu; both go on to ende by default; extra stands after the end and is never reached. */
const blocks = [
  { unique_question_id: 'start', type: 'single_choice', context: 'Waren Sie schon einmal bei uns?', options: yesNo },
  { unique_question_id: 'lob', type: 'open', context: 'Was hat Ihnen gefallen?', min_words: 1 },
  { unique_question_id: 'neu', type: 'open', context: 'Wie sind Sie auf uns aufmerksam geworden?', min_words: 1 },
  {
    unique_question_id: 'ende',
    type: 'single_choice',
    context: 'Würden Sie uns weiterempfehlen?',
    options: yesNo,
    is_end: true,
  },
  { unique_question_id: 'extra', type: 'open', context: 'Möchten Sie noch etwas sagen?' },
]
const jumps: [string, string, string][] = [
  ['start', 'ja', 'lob'],
  ['start', 'nein', 'neu'],
  ['lob', 'default', 'ende'],
  ['neu', 'default', 'ende'],
]

test('Analyse "Wege" shows the real respondents per block and jump and the paths by frequency', async ({ page }) => {
  // Five respondents answer through the live API first.
  test.setTimeout(120_000)
  await logInAsDemo(page)
  const surveyId = await aLiveDialog(page, blocks, jumps)
  for (let i = 0; i < 3; i++) expect(await respond(page.request, surveyId, 10, 'Ja')).toBe(true)
  expect(await respond(page.request, surveyId, 10, 'Nein')).toBe(true)
  expect(await respond(page.request, surveyId, 2, 'Ja')).toBe(false)

  await page.goto(`/analyse/${surveyId}`)
  await page.getByRole('tab', { name: t.sections.paths }).click()
  const blocksTable = page.getByRole('table', { name: new RegExp(`^${p.blocksTitle}: `) })
  await expect(blocksTable.getByRole('row')).toHaveCount(6)
  await expect(blocksTable.getByRole('row').nth(1)).toHaveText(/Waren Sie schon einmal bei uns\?\s*5\s*0/)
  await expect(blocksTable.getByRole('row').nth(2)).toHaveText(/Was hat Ihnen gefallen\?\s*4\s*1/)
  const jumpsTable = page.getByRole('table', { name: new RegExp(`^${p.jumpsTitle}: `) })
  await expect(jumpsTable.getByRole('row').nth(1)).toHaveText(/Ja.*Was hat Ihnen gefallen\?\s*4$/)
  await expect(jumpsTable.getByRole('row').nth(2)).toHaveText(/Nein.*aufmerksam geworden\?\s*1$/)
  await expect(page.getByRole('list', { name: new RegExp(`^${p.neverReachedTitle}: `) })).toHaveText(
    '5. Möchten Sie noch etwas sagen?',
  )
  const pathsTable = page.getByRole('table', { name: new RegExp(`^${p.pathsTitle}: `) })
  await expect(pathsTable.getByRole('row')).toHaveCount(4)
  await expect(pathsTable.getByRole('row').nth(1)).toHaveText(/^3\s*ja/)
  await page.screenshot({ path: test.info().outputPath('analyse-paths.png'), fullPage: true })
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/analyse-paths.png`, fullPage: true })
})

test('the configurator draws the real respondents on the canvas: "Simulieren" → "Echte Befragte"', async ({ page }) => {
  test.setTimeout(120_000)
  await logInAsDemo(page)
  const surveyId = await aLiveDialog(page, blocks, jumps)
  for (let i = 0; i < 2; i++) expect(await respond(page.request, surveyId, 10, 'Ja')).toBe(true)
  expect(await respond(page.request, surveyId, 10, 'Nein')).toBe(true)

  await page.goto(`/configurator/${surveyId}`)
  await expect(page.locator('.react-flow__node').first()).toBeVisible()
  await page.getByRole('button', { name: de.simulation.button, exact: true }).click()
  await page.getByRole('radio', { name: de.paths.sourceReal }).click()
  await expect(page.getByText(de.paths.summary(3, 3))).toBeVisible()
  // The heat map of the real respondents: all three saw the first question, two took "Ja", nobody saw the last block.
  const heat = page.locator('.path-heat')
  await expect(heat.getByText(de.paths.reached(3, '100 %')).first()).toBeVisible()
  await expect(heat.getByText(de.paths.reached(2, '67 %'))).toHaveCount(1)
  await expect(heat.getByText(de.paths.reached(0, '0 %'))).toHaveCount(1)
  await page.screenshot({ path: test.info().outputPath('configurator-real-paths.png') })
  // Back to the simulation: its own (empty) panel, no real heat map left on the canvas.
  await page.getByRole('radio', { name: de.paths.sourceSimulated }).click()
  await expect(heat).toHaveCount(0)
})
