import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Mail, Mailer } from '../Mailer'

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; without it mails go to `DATA_DIR/outbox/` as .eml files. */
  smtpUrl?: string
  dataDir: string
  from?: string
}

export const DEFAULT_FROM = 'Dialoge <no-reply@localhost>'

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox')

/** A sortable, unique file name: newest last by name, so the admin page can sort without stat. */
const outboxFileName = (date: Date) =>
  `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`

/**
 * docs/design/conventions.md: nodemailer over SMTP when SMTP_URL is set, otherwise the raw message (what SMTP
 * would have carried) is written to the outbox folder, so magic links also work offline.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail: Mail) {
        await transport.sendMail({ from, ...mail })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const dir = outboxDir(options.dataDir)
  return {
    async send(mail: Mail) {
      const date = new Date()
      const info = await transport.sendMail({ from, date, ...mail })
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, outboxFileName(date)), info.message as Buffer)
    },
  }
}
