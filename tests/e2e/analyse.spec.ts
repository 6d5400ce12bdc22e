import { expect, test } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { IDLE_TIMEOUT_MINUTES } from '@engine/api/analyse'
import { logInAsDemo } from './support/demoEditor'
import { aLiveDialog, respond } from './support/liveDialog'

const t = de.analyse

const questions = {
  zufrieden: 'Wie zufrieden waren Sie mit der Veranstaltung?',
  gefallen: 'Was hat Ihnen besonders gefallen?',
  wieder: 'Würden Sie wiederkommen?',
}

const blocks = [
  { unique_question_id: 'zufrieden', type: 'likert', context: questions.zufrieden, likert_scale: 5, likert_na: true },
  { unique_question_id: 'gefallen', type: 'open', context: questions.gefallen, min_words: 1 },
  {
    unique_question_id: 'wieder',
    type: 'single_choice',
    context: questions.wieder,
    is_end: true,
    options: [
      { id: 'ja', label: 'Ja' },
      { id: 'nein', label: 'Nein' },
    ],
  },
]

test('the Analyse page shows the figures, the charts and a conversation as chat', async ({ page }) => {
  // Two respondents answer through the live API first; that alone can take most of the default 30 s.
  test.setTimeout(120_000)
  await logInAsDemo(page)
  const surveyId = await aLiveDialog(page, blocks)
  expect(await respond(page.request, surveyId)).toBe(true)
  expect(await respond(page.request, surveyId, 2)).toBe(false)

  await page.goto(`/analyse/${surveyId}`)
  const figures = page.getByLabel(t.figures)
  await expect(figures.getByText(t.started).locator('xpath=following-sibling::dd')).toHaveText('2')
  await expect(figures.getByText(t.finished).locator('xpath=following-sibling::dd')).toHaveText('1')
  // The second respondent answered seconds ago: running, not aborted (issue #28), so the
  // completion rate counts only the decided conversation.
  await expect(figures.getByText(t.running).locator('xpath=following-sibling::dd')).toHaveText('1')
  await expect(figures.getByText(t.aborted).locator('xpath=following-sibling::dd')).toHaveText('0')
  await expect(figures.getByText(t.completionRate).locator('xpath=following-sibling::dd')).toHaveText(/^100\s?%$/)
  await expect(page.getByText(t.statusNote(IDLE_TIMEOUT_MINUTES))).toBeVisible()
  await expect(page.getByRole('table', { name: t.dropoffTitle }).getByRole('row')).toHaveCount(4)
  await expect(page.locator('.recharts-surface').first()).toBeVisible()

  await page.getByRole('tab', { name: t.sections.blocks }).click()
  await expect(page.getByText('Die Vorträge waren spannend und gut organisiert').first()).toBeVisible()

  await page.getByRole('tab', { name: t.sections.transcripts }).click()
  await expect(page.getByRole('table', { name: t.transcriptsTitle }).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('table', { name: t.transcriptsTitle })).toContainText(t.unfinishedStatus.running)

  // Days are typed and shown as the German UI writes them (dd.mm.yyyy), not in the browser's
  // mm/dd/yyyy (issue #28): yesterday to tomorrow keeps both conversations, from tomorrow none.
  const dayText = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000)
    return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`
  }
  const [from, to] = [page.getByLabel(t.fromDay), page.getByLabel(t.toDay)]
  await expect(from).toHaveAttribute('placeholder', 'TT.MM.JJJJ')
  await from.fill(dayText(-1))
  await to.fill(dayText(1))
  await page.getByRole('button', { name: t.applyFilters }).click()
  await expect(page.getByRole('table', { name: t.transcriptsTitle }).getByRole('row')).toHaveCount(3)
  await from.fill('31.02.2026')
  await expect(page.getByText(de.shell.day.invalid)).toBeVisible()
  await expect(page.getByRole('button', { name: t.applyFilters })).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('analyse-day-invalid.png') })
  const tomorrow = dayText(1).replace(/^0/, '').replace('.0', '.')
  await from.fill(tomorrow)
  await from.blur()
  await expect(from).toHaveValue(dayText(1))
  await page.getByRole('button', { name: t.applyFilters }).click()
  await expect(page.getByText(t.noTranscripts)).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('analyse-day-filter.png') })
  await from.fill('')
  await to.fill('')
  await page.getByRole('button', { name: t.applyFilters }).click()
  await expect(page.getByRole('table', { name: t.transcriptsTitle }).getByRole('row')).toHaveCount(3)
  await page
    .getByRole('button', { name: /^Gespräch \d+ öffnen$/ })
    .last()
    .click()
  const log = page.getByRole('list', { name: de.live.chat.log })
  await expect(log.getByText(questions.zufrieden)).toBeVisible()
  await expect(log.getByText(questions.wieder)).toBeVisible()

  // The export: a real .xlsx file reaches the browser's download (the login token is fresh).
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: t.export.label }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  expect(await file.failure()).toBeNull()
})

test.describe('in New York (the viewer is not in Berlin, nor UTC)', () => {
  test.use({ timezoneId: 'America/New_York' })

  test("Gespräche shows the conversation's time as the chat's own stamps do; chart labels do not overlap", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await logInAsDemo(page)
    const options = [
      'Über eine Empfehlung von Freunden',
      'Durch Werbung in sozialen Netzwerken',
      'Über den Newsletter unseres Vereins',
      'Zufällig beim Vorbeigehen gesehen',
      'Über einen Artikel in der Lokalzeitung',
      'Sonstiges oder keine Angabe',
    ]
    const surveyId = await aLiveDialog(page, [
      {
        unique_question_id: 'wahl',
        type: 'single_choice',
        context: 'Wie sind Sie auf uns aufmerksam geworden?',
        is_end: true,
        options: options.map((label, i) => ({ id: `o${i + 1}`, label })),
      },
    ])
    expect(await respond(page.request, surveyId, 10, options[1])).toBe(true)
    await page.goto(`/analyse/${surveyId}`)
    await page.getByRole('tab', { name: t.sections.blocks }).click()
    // The option labels under the bars (the count axis' ticks are digits).
    const ticks = page.locator('.analyse-chart text.recharts-cartesian-axis-tick-value', { hasText: /[a-zäöü]/i })
    await expect(ticks).toHaveCount(options.length)
    await page.screenshot({ path: '/tmp/shots-analyse/after/e2e-blocks-ny.png', fullPage: true })
    const boxes = await ticks.evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect()
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
      }),
    )
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1], boxes[i]] as [(typeof boxes)[number], (typeof boxes)[number]]
      const overlap = a.right > b.left + 1 && a.bottom > b.top + 1 && b.bottom > a.top + 1
      expect(overlap, `labels ${i} and ${i + 1} overlap`).toBe(false)
    }

    await page.getByRole('tab', { name: t.sections.transcripts }).click()
    const row = page.getByRole('table', { name: t.transcriptsTitle }).getByRole('row').nth(1)
    const started = (await row.getByRole('cell').first().textContent()) ?? ''
    await row.getByRole('button', { name: /^Gespräch \d+ öffnen$/ }).click()
    const stamp = page
      .getByRole('list', { name: de.live.chat.log })
      .getByText(/^\d{2}:\d{2}:\d{2}$/)
      .first()
    const [h, m] = ((await stamp.textContent()) ?? '').split(':').map(Number) as [number, number]
    const listed = /(\d{2}):(\d{2})/.exec(started)
    expect(listed, started).not.toBeNull()
    // The conversation starts with the first bot message, so at most a minute apart (a minute turning over).
    const minutes = (Number(listed?.[1]) * 60 + Number(listed?.[2]) - (h * 60 + m) + 1440) % 1440
    expect(minutes === 0 || minutes === 1 || minutes === 1439, `${started} vs ${h}:${m}`).toBe(true)
    // The German UI speaks of "Absicht", not "Intent".
    await expect(page.getByLabel(t.intentFilter)).toContainText(t.allIntents)
    await expect(page.locator('.analyse-page')).not.toContainText('Intent')
    await page.screenshot({ path: '/tmp/shots-analyse/after/e2e-transcripts-ny.png', fullPage: true })
  })
})
