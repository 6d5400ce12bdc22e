import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { de } from '../../src/i18n/de'
import { demoApi, logInAsDemo, uniqueName } from './support/demoEditor'

const t = de.publishing

test.beforeEach(async ({ page, context }) => {
  // Several QR decodes and downloads per test; a busy two-core CI box needs more than the default 30 s.
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logInAsDemo(page)
})

/** The server's public address as get_config tells it (PUBLIC_URL, here the default http://localhost:PORT). */
async function publicUrl(page: Page, surveyId: string): Promise<string> {
  const response = await page.request.get(`/api/get_config?survey_id=${surveyId}`)
  return ((await response.json()) as { public_url: string }).public_url
}

/** Draws an image (data URL) on a canvas in the page and reads the QR code in it with jsQR. */
async function decodeQr(page: Page, src: string): Promise<string | undefined> {
  const size = 300
  const pixels = await page.evaluate(
    async ({ src, size }) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')!
      context.imageSmoothingEnabled = false
      context.fillStyle = '#fff'
      context.fillRect(0, 0, size, size)
      context.drawImage(image, 0, 0, size, size)
      return Array.from(context.getImageData(0, 0, size, size).data)
    },
    { src, size },
  )
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data
}

/** Clicks a download link and returns the file as a data URL of the given type, with its name. */
async function download(page: Page, button: Locator, type: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()])
  const bytes = await readFile((await file.path())!)
  return {
    name: file.suggestedFilename(),
    text: bytes.toString('utf8'),
    src: `data:${type};base64,${bytes.toString('base64')}`,
  }
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

test('the Teilen tab shows the public link, the embed code and a QR code that leads to the link', async ({ page }) => {
  const name = uniqueName('Veröffentlicht')
  const surveyId = await demoApi(page).createSurvey(name)
  const link = `${await publicUrl(page, surveyId)}/dialog/${surveyId}`
  await page.goto(`/share/${surveyId}`)
  const publish = page.getByRole('region', { name: t.heading })

  const field = publish.getByRole('textbox', { name: t.linkLabel })
  await expect(field).toHaveValue(link)
  await expect(publish.getByRole('link', { name: t.openInNewTab })).toHaveAttribute('href', link)
  await publish.getByRole('button', { name: t.copyLink }).click()
  await expect(publish.getByRole('status')).toHaveText(t.copiedLink)
  expect(await clipboard(page)).toBe(link)

  const embed = publish.getByRole('region', { name: t.embedHeading })
  await embed.getByRole('combobox').selectOption({ label: t.embedSizes.small })
  const widget = `${link.replace('/dialog/', '/widget/')}`
  await expect(embed.getByRole('textbox', { name: t.embedLabel })).toHaveValue(
    `<iframe src="${widget}" title="${name}" width="320" height="480" style="border: 0; max-width: 100%;" allow="autoplay" loading="lazy"></iframe>`,
  )
  await embed.getByRole('button', { name: t.copyEmbed }).click()
  await expect(embed.getByRole('status')).toHaveText(t.copiedEmbed)
  expect(await clipboard(page)).toContain(`<iframe src="${widget}"`)
  expect(await clipboard(page)).toContain('width="320" height="480"')

  const qr = publish.getByRole('img', { name: t.qrAlt(link) })
  expect(await decodeQr(page, (await qr.getAttribute('src'))!)).toBe(link)
  const png = await download(page, publish.getByRole('link', { name: t.downloadPng }), 'image/png')
  expect(png.name).toBe(`dialog-${surveyId}-qr.png`)
  expect(await decodeQr(page, png.src)).toBe(link)
  const svg = await download(page, publish.getByRole('link', { name: t.downloadSvg }), 'image/svg+xml')
  expect(svg.name).toBe(`dialog-${surveyId}-qr.svg`)
  expect(svg.text).toMatch(/^<svg /)
  expect(await decodeQr(page, svg.src)).toBe(link)

  await page.screenshot({ path: 'test-results/publishing-share.png', fullPage: true })
})

test('when the public address cannot be loaded, the links use this page and a warning says so', async ({ page }) => {
  const surveyId = await demoApi(page).createSurvey(uniqueName('Ohne Adresse'))
  await page.route('**/api/get_config?**', (route) =>
    route.fulfill({ status: 500, json: { msg: 'Interner Fehler', code: 'internal_error' } }),
  )
  await page.goto(`/share/${surveyId}`)
  const publish = page.getByRole('region', { name: t.heading })
  await expect(publish.getByRole('alert')).toHaveText(t.baseFailed('Interner Fehler'))
  const origin = new URL(page.url()).origin
  await expect(publish.getByRole('textbox', { name: t.linkLabel })).toHaveValue(`${origin}/dialog/${surveyId}`)
  // A failed public call does not log the editor out.
  await expect(page).toHaveURL(new RegExp(`/share/${surveyId}$`))
})

test('a dialog never live says it is not live yet and is switched live from the note; once switched off it has ended', async ({
  page,
}) => {
  const surveyId = await demoApi(page).createSurvey(uniqueName('Noch nicht live'))
  await page.goto(`/share/${surveyId}`)
  const publish = page.getByRole('region', { name: t.heading })
  // Never live: not "bereits beendet" (issue #28), and the link says so too.
  await expect(publish.getByText(t.notLiveTitle)).toBeVisible()
  await expect(publish.getByText(t.notLiveNote)).toContainText(de.live.errors.dialogNotLive)
  await expect(publish.getByText(de.live.errors.dialogEnded)).toHaveCount(0)
  await expect(publish.getByRole('img', { name: t.qrAlt('') })).toBeVisible()
  await expectNoSeriousViolations(page)

  // The owner may edit: the note switches the dialog live itself, and the top bar's switch follows.
  await publish.getByRole('button', { name: t.switchLive }).click()
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('checkbox', { name: de.shell.bar.live })).toBeChecked()
  await expect(publish.getByText(t.notLiveTitle)).toHaveCount(0)
  await expect(publish.getByText(t.endedTitle)).toHaveCount(0)

  // Switched off again: now it has ended, and the note offers to switch it live again.
  await banner.getByText(de.shell.bar.live, { exact: true }).click()
  await expect(publish.getByText(t.endedTitle)).toBeVisible()
  await expect(publish.getByText(/^Er war live und wurde am /)).toContainText(de.live.errors.dialogEnded)
  await expect(publish.getByRole('button', { name: t.switchLiveAgain })).toBeVisible()
  const snippet = await publish.getByRole('textbox', { name: t.embedLabel }).inputValue()
  await page.goto(`/dialog/${surveyId}`)
  await expect(page.getByText(de.live.errors.dialogEnded)).toBeVisible()
  // The embed code, pasted into another page, shows the widget (here with the same answer). Another
  // port is another origin (as in security.spec.ts: Chromium lets no faked public page frame a local
  // address). The page is on the link's host (same site); a cross-site frame without storage is
  // security.spec.ts's test.
  const otherSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Schule</title>${snippet}`),
  )
  await new Promise<void>((resolve) => otherSite.listen(0, resolve))
  try {
    const linkHost = new URL(await publicUrl(page, surveyId)).hostname
    await page.goto(`http://${linkHost}:${(otherSite.address() as AddressInfo).port}/`)
    await expect(page.frameLocator('iframe').getByText(de.live.errors.dialogEnded)).toBeVisible()
  } finally {
    otherSite.close()
  }
})

test('the multichat editor publishes the live page: link, QR code and the note while the lead is inactive', async ({
  page,
}) => {
  const api = demoApi(page)
  const leadName = uniqueName('Lead')
  const lead = await api.createSurvey(leadName)
  const other = await api.createSurvey(uniqueName('Zweiter'))
  const multichatId = await api.createMultichat(uniqueName('Multichat'), [lead, other])
  const link = `${await publicUrl(page, lead)}/multi_live/${multichatId}`

  await page.goto(`/multi/${multichatId}`)
  await page.getByRole('button', { name: t.multichatButton }).click()
  const dialog = page.getByRole('dialog', { name: t.multichatDialogTitle })
  await expect(dialog.getByRole('textbox', { name: t.linkLabel })).toHaveValue(link)
  await expect(dialog.getByText(t.multichatInactiveNote(leadName))).toBeVisible()
  await expect(dialog.getByRole('link', { name: t.openLead })).toHaveAttribute('href', `/share/${lead}`)
  await expect(dialog.getByText(t.leadUnknown)).toHaveCount(0)
  await dialog.getByRole('button', { name: t.copyLink }).click()
  await expect(dialog.getByRole('status')).toHaveText(t.copiedLink)
  expect(await clipboard(page)).toBe(link)
  const qr = dialog.getByRole('img', { name: t.qrAlt(link) })
  expect(await decodeQr(page, (await qr.getAttribute('src'))!)).toBe(link)
  const png = await download(page, dialog.getByRole('link', { name: t.downloadPng }), 'image/png')
  expect(png.name).toBe(`multichat-${multichatId}-qr.png`)
  expect(await decodeQr(page, png.src)).toBe(link)
  await page.screenshot({ path: 'test-results/publishing-multichat.png' })
  await expectNoSeriousViolations(page)
  // The footer's button; the header's × has the same name (src/ui/Dialog.tsx).
  await dialog.getByRole('button', { name: t.close }).last().click()

  await api.call('POST', '/api/switch_activate_link', { item: lead })
  // Reopened at once (the closing dialog may still be fading out), it reads the lead's state afresh.
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/surveys')
  await page.getByRole('button', { name: t.multichatButton }).click()
  await list
  await expect(dialog.getByRole('textbox', { name: t.linkLabel })).toHaveValue(link)
  await expect(dialog.getByText(t.multichatInactiveNote(leadName))).toHaveCount(0)
})

test('the games keep their fixed paths: multichat 3 is /flow', async ({ page }) => {
  await page.goto('/multi/3')
  await page.getByRole('button', { name: t.multichatButton }).click()
  const dialog = page.getByRole('dialog', { name: t.multichatDialogTitle })
  const field = dialog.getByRole('textbox', { name: t.linkLabel })
  await expect(field).toHaveValue(/\/flow$/)
  await expect(dialog.getByText(t.gameAlias('/multi_live/3'))).toBeVisible()
  const link = await field.inputValue()
  expect(await decodeQr(page, (await dialog.getByRole('img', { name: t.qrAlt(link) }).getAttribute('src'))!)).toBe(link)
})
