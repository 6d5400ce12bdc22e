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

  // A reload resumes the finished game instead of starting a new one.
  await page.reload()
  await expect(page.getByText('Der Fall ist gelöst.')).toBeVisible()
})
