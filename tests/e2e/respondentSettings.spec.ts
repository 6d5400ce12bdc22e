import { deflateSync } from 'node:zlib'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { de } from '../../src/i18n/de'
import { logInAsDemo } from './support/demoEditor'

/**
 * docs/runtime.md "Respondent settings": each of background_link / uploaded background,
 * feedback_allowed, training_mode and messenger_ui visibly changes the live page, the widget
 * and (background) the multichat live page. Screenshots go to test-results/respondent-*.png.
 */
const demo = { username: 'demo@example.org', password: 'demo12345' }
const t = de.live
const s = de.respondentSettings
test.use({ viewport: { width: 390, height: 760 } })

const question = 'Wie war Ihr Tag?'

/** A 48×48 PNG with a diagonal gradient: a background image whose pixels a screenshot can find. */
function gradientPng(): Buffer {
  const size = 48
  const crc = (buf: Buffer) => {
    let c = ~0
    for (const byte of buf) {
      c ^= byte
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
    }
    return ~c >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (1 + size * 3))
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3)
    for (let x = 0; x < size; x++) rows.set([200, 40 + x * 4, 40 + y * 4], row + 1 + x * 3)
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function editor(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: demo })
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data })
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
    return response.json()
  }
  return { headers, post }
}

/** An active one-question dialog with the given settings; `upload` adds an uploaded background image. */
async function aDialog(request: APIRequestContext, settings: Record<string, unknown>, upload = false) {
  const { headers, post } = await editor(request)
  const { survey_id } = await post('/api/surveys', { survey_name: 'Einstellungen im Live-Dialog' })
  let media: string | null = null
  if (upload) {
    const res = await request.post(`/api/surveys/${survey_id}/media`, {
      headers,
      multipart: { type: 'background', file: { name: 'hg.png', mimeType: 'image/png', buffer: gradientPng() } },
    })
    expect(res.status(), await res.text()).toBe(201)
    media = (await res.json()).media_file.location
  }
  await post('/api/update_survey_settings', {
    survey_id,
    action: 'config',
    changed_values: { avatar_name: 'Mila', ...settings },
  })
  await post('/api/update_survey_settings', {
    survey_id,
    action: 'fixmessages',
    changed_values: { welcome_message: 'Hallo!', ending_message: 'Danke!' },
  })
  await post('/api/update_survey_blocks', {
    survey_id,
    action: 'create',
    unique_question_id: 'tag',
    order: 0,
    changed_values: { unique_question_id: 'tag', survey_id, order: 0, type: 'open', context: question, is_end: true },
  })
  await post('/api/switch_activate_link', { item: survey_id })
  return { surveyId: survey_id as string, media, headers }
}

const chatLog = (page: Page) => page.getByRole('list', { name: t.chat.log })

/** Nothing between the chat log and the page paints over the background image (all transparent). */
const seeThrough = (page: Page) =>
  chatLog(page).evaluate((log) => {
    const covering: string[] = []
    for (let e = log.parentElement; e && !e.classList.contains('live-page'); e = e.parentElement)
      if (getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)' || getComputedStyle(e).backgroundImage !== 'none')
        covering.push(e.className)
    return covering
  })

async function opened(page: Page, url: string) {
  await page.goto(url)
  await expect(chatLog(page).getByText(question)).toBeVisible()
}

test('by default: no background, no ratings, no training notice; the messenger view is on (the contract default)', async ({
  page,
  request,
}) => {
  const { surveyId } = await aDialog(request, {})
  await opened(page, `/dialog/${surveyId}`)
  await expect(page.locator('.live-background')).toHaveCount(0)
  await expect(page.getByRole('group', { name: s.feedback.group })).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: s.training.title })).toHaveCount(0)
  await expect(page.getByRole('banner', { name: s.messenger.header })).toBeVisible()
  await page.screenshot({ path: 'test-results/respondent-default.png' })
})

test('an uploaded background shows behind the chat on the live page and the widget; an unsafe link is ignored', async ({
  page,
  request,
}) => {
  const { surveyId, media } = await aDialog(request, { background_link: 'javascript:alert(1)' }, true)
  await opened(page, `/dialog/${surveyId}`)
  const background = page.locator('img.live-background')
  // The unsafe link is ignored; the uploaded image is used instead.
  await expect(background).toHaveAttribute('src', media!)
  await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48)
  expect(await seeThrough(page)).toEqual([])
  await page.screenshot({ path: 'test-results/respondent-background.png' })

  await opened(page, `/widget/${surveyId}`)
  await expect(page.locator('img.live-background')).toHaveAttribute('src', media!)
  expect(await seeThrough(page)).toEqual([])
  await page.screenshot({ path: 'test-results/respondent-background-widget.png' })
})

test('a background link to the dialog’s own media wins; the CSP lets it load without violations', async ({
  page,
  request,
}) => {
  const first = await aDialog(request, {}, true)
  const { surveyId } = await aDialog(request, { background_link: first.media })
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  // Another dialog's file is not this dialog's media: no background at all.
  await opened(page, `/dialog/${surveyId}`)
  await expect(page.locator('img.live-background')).toHaveCount(0)

  const own = await aDialog(request, {}, true)
  const { post } = await editor(request)
  await post('/api/update_survey_settings', {
    survey_id: own.surveyId,
    action: 'config',
    changed_values: { background_link: own.media },
  })
  await opened(page, `/dialog/${own.surveyId}`)
  await expect
    .poll(() => page.locator('img.live-background').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(48)
  expect(violations).toEqual([])
})

test('feedback: thumbs up/down under each bot message, kept by the server and shown in Analyse', async ({
  page,
  request,
}) => {
  const { surveyId, headers } = await aDialog(request, { feedback_allowed: true })
  await opened(page, `/dialog/${surveyId}`)
  const questionRow = chatLog(page).getByRole('listitem').filter({ hasText: question })
  const up = questionRow.getByRole('button', { name: s.feedback.up, exact: true })
  const down = questionRow.getByRole('button', { name: s.feedback.down, exact: true })
  await expect(up).toHaveAttribute('aria-pressed', 'false')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/feedback'))
  await up.click()
  expect((await saved).status()).toBe(200)
  await expect(up).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: 'test-results/respondent-feedback.png' })

  // Changed: down replaces up.
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/feedback'))
  await down.click()
  expect((await changed).status()).toBe(200)
  await expect(down).toHaveAttribute('aria-pressed', 'true')
  await expect(up).toHaveAttribute('aria-pressed', 'false')

  // A reload keeps the rating (local history).
  await page.reload()
  await expect(chatLog(page).getByText(question)).toBeVisible()
  await expect(
    chatLog(page)
      .getByRole('listitem')
      .filter({ hasText: 'Hallo!' })
      .getByRole('button', { name: s.feedback.up, exact: true }),
  ).toBeVisible()
  await expect(down).toHaveAttribute('aria-pressed', 'true')

  const blocks = await request.get(`/api/analyse/${surveyId}/blocks`, { headers })
  expect((await blocks.json()).blocks[0].feedback).toEqual({ up: 0, down: 1 })

  await logInAsDemo(page)
  await page.goto(`/analyse/${surveyId}`)
  await page.getByRole('tab', { name: de.analyse.sections.blocks }).click()
  await expect(page.getByText(de.analyse.feedback('0', '1'))).toBeVisible()
  await page.screenshot({ path: 'test-results/respondent-feedback-analyse.png', fullPage: true })
})

test('training mode: the respondent is told this run trains the dialog', async ({ page, request }) => {
  const { surveyId } = await aDialog(request, { training_mode: true })
  await opened(page, `/dialog/${surveyId}`)
  const notice = page.getByRole('complementary', { name: s.training.title })
  await expect(notice).toContainText(s.training.text)
  await page.screenshot({ path: 'test-results/respondent-training.png' })
  await opened(page, `/widget/${surveyId}`)
  await expect(page.getByRole('complementary', { name: s.training.title })).toBeVisible()
})

test('messenger view on: full width, contact header with avatar and name, no avatars at the bubbles; off: the centred column', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  const plain = await aDialog(request, { messenger_ui: false })
  await opened(page, `/dialog/${plain.surveyId}`)
  await expect(page.getByRole('banner', { name: s.messenger.header })).toHaveCount(0)
  await expect(chatLog(page).locator('.live-avatar').first()).toBeVisible()
  expect((await chatLog(page).boundingBox())!.width).toBeLessThanOrEqual(760)
  await page.screenshot({ path: 'test-results/respondent-messenger-off.png' })

  const { surveyId } = await aDialog(request, { messenger_ui: true }, true)
  await opened(page, `/dialog/${surveyId}`)
  const header = page.getByRole('banner', { name: s.messenger.header })
  await expect(header).toContainText('Mila')
  await expect(header.locator('img')).toBeVisible()
  await expect(chatLog(page).locator('.live-avatar').first()).toBeHidden()
  // The chat spans the page (the other view is a centred column of at most 760 px).
  expect((await chatLog(page).boundingBox())!.width).toBeGreaterThan(900)
  // The answer field sits at the bottom, as in a phone messenger.
  const field = await page.getByRole('textbox', { name: t.chat.answerLabel }).boundingBox()
  expect(field!.y + field!.height).toBeGreaterThan(640)
  await page.screenshot({ path: 'test-results/respondent-messenger-wide.png' })
  await page.setViewportSize({ width: 390, height: 760 })
  await page.screenshot({ path: 'test-results/respondent-messenger.png' })
})

test('the multichat live page shows the lead dialog’s uploaded background', async ({ page, request }) => {
  const lead = await aDialog(request, {}, true)
  const other = await aDialog(request, {})
  const { post } = await editor(request)
  const { dialog_manager_id } = await post('/api/dialogmanagers', {
    name: 'Hintergrund-Spiel',
    survey_ids: [lead.surveyId, other.surveyId],
  })
  await page.goto(`/multi_live/${dialog_manager_id}`)
  const background = page.locator('img.live-background')
  await expect(background).toHaveAttribute('src', lead.media!)
  await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48)
  await expect(chatLog(page)).toBeVisible()
  expect(await seeThrough(page)).toEqual([])
  await page.screenshot({ path: 'test-results/respondent-multichat-background.png' })
})
