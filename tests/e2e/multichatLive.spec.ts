import { expect, test, type Page } from '@playwright/test'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import type { WalkthroughStep } from '../../server/db/seedGames/gameTypes'
import { de } from '../../src/i18n/de'

const t = de.multichatLive

const chatList = (page: Page) => page.getByRole('navigation', { name: t.chatList })
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const contact = (page: Page, name: string) =>
  chatList(page).getByRole('button', { name: new RegExp(`^${escape(name)}`) })

/** Opens the step's chat and answers as a player does: a click on the option, or typed text and Enter. */
async function play(page: Page, step: WalkthroughStep) {
  await contact(page, step.contact).click()
  const block = tatort.dialogs[step.order]?.blocks.find((b) => b.unique_question_id === step.unique_question_id)
  if (block?.type === 'single_choice') {
    await page.getByRole('button', { name: step.answer, exact: true }).click()
    return
  }
  const field = page.getByRole('textbox', { name: de.live.chat.answerLabel })
  await expect(field).toBeEditable()
  await field.fill(step.answer)
  await field.press('Enter')
  // Recorded in the chat log (the pending bubble before the answer is confirmed has no time stamp).
  await expect(page.getByRole('list', { name: de.live.chat.log }).getByText(step.answer).last()).toBeVisible()
}

/** How often the live regions on the page (outermost ones; nested ones are part of them) say that it ended. */
const endAnnouncements = (page: Page) =>
  page.evaluate(
    (texts) => {
      const selector = '[aria-live], [role="status"], [role="alert"], [role="log"]'
      const outermost = [...document.querySelectorAll(selector)].filter((e) => !e.parentElement?.closest(selector))
      return outermost.reduce(
        (n, region) => n + texts.filter((text) => (region.textContent ?? '').includes(text)).length,
        0,
      )
    },
    [t.gameOver, t.chatFinished, de.live.chat.ended],
  )

test('the seeded Tatort game on /flow plays from its start to the solved ending', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/flow')
  await expect(page).toHaveTitle(de.shell.flow.title)
  // Lead first; the suspects whose chats a clue opens are listed but not reachable yet.
  await expect(contact(page, tatort.dialogs[0]!.avatar_name)).toBeVisible()
  await expect(contact(page, 'Sophie Lang')).toContainText(t.notStarted)

  for (const step of tatortWalkthrough) await play(page, step)

  await expect(page.getByText('Der Fall ist gelöst.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: t.gameOver })).toBeVisible()
  // A screen reader hears the end once (issue #28: it was announced by several live regions).
  expect(await endAnnouncements(page)).toBe(1)

  // A reload resumes the finished game instead of starting a new one.
  await page.reload()
  await expect(page.getByText('Der Fall ist gelöst.')).toBeVisible()
})

test('the game menu names its buttons, and the chat list keeps its width whatever the last message', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/flow')
  // Restart and delete carry visible labels, not just icons (issue #28).
  const menu = page.getByRole('toolbar', { name: t.menu })
  await expect(menu.getByRole('button', { name: t.restart })).toHaveText(t.restart)
  await expect(menu.getByRole('button', { name: t.erase })).toHaveText(t.erase)

  const list = chatList(page)
  const widthBefore = (await list.boundingBox())?.width
  expect(widthBefore).toBeGreaterThan(300)
  await contact(page, 'Emil Hartung').click()
  const field = page.getByRole('textbox', { name: de.live.chat.answerLabel })
  await expect(field).toBeEditable()
  // A question the gardener's examples carry surely (no clarifying question), long enough to be cut.
  const long =
    'Ist Ihnen gestern irgendwas Verdächtiges aufgefallen, haben Sie jemanden beim Weinkeller gesehen? '.repeat(3)
  await field.fill(long)
  await field.press('Enter')
  // The preview line (the answer, then the Gärtner's long reply) is longer than the column: cut, not widening it.
  const preview = contact(page, 'Emil Hartung').locator('.mc-contact-preview')
  await expect.poll(() => preview.evaluate((e) => e.scrollWidth > e.clientWidth + 20)).toBe(true)
  expect((await list.boundingBox())?.width).toBe(widthBefore)
  await page.screenshot({ path: '/tmp/shots-respondent/after-flow-long-preview-1440.png' })

  // On a phone the list (back from the chat) shows the menu with its labels.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: t.back }).click()
  await expect(menu.getByRole('button', { name: t.restart })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: '/tmp/shots-respondent/after-flow-list-390.png' })
})
