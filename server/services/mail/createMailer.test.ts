import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer } from './createMailer'
import { readOutbox } from './readOutbox'

describe('createMailer without SMTP_URL', () => {
  let dataDir = ''
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  it('writes every mail as an .eml file into DATA_DIR/outbox', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mailer-'))
    const mailer = createMailer({ dataDir })
    await mailer.send({
      to: 'anna@example.org',
      subject: 'Ihr Anmeldelink',
      text: 'Link: http://localhost/magic_link?token=abc',
    })
    const files = readdirSync(join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const raw = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8')
    expect(raw).toMatch(/^To: anna@example.org$/m)
    expect(raw).toContain('magic_link?token=abc')
  })

  it('lists the outbox newest first with decoded German subjects', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mailer-'))
    const mailer = createMailer({ dataDir })
    await mailer.send({ to: 'a@example.org', subject: 'Erste', text: 'eins' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await mailer.send({ to: 'b@example.org', subject: 'Einladung zum Dialog „Grüße“', text: 'zwei' })
    const mails = await readOutbox(dataDir)
    expect(mails.map((m) => m.subject)).toEqual(['Einladung zum Dialog „Grüße“', 'Erste'])
    expect(mails[0]).toMatchObject({ to: 'b@example.org' })
    expect(Number.isNaN(Date.parse(mails[0]?.date ?? ''))).toBe(false)
  })

  it('answers an empty list when nothing was sent yet', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mailer-'))
    expect(await readOutbox(dataDir)).toEqual([])
  })
})
