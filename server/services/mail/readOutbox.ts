import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { outboxDir } from './createMailer'

export interface OutboxEntry {
  file: string
  subject: string
  to: string
  /** ISO 8601. */
  date: string
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`): nodemailer writes German umlauts that way. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

/** The header block of a raw message, folded lines joined, names lower-cased. */
export function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

/** The .eml files of the outbox, newest first (the admin page's list). */
export async function readOutbox(dataDir: string, limit = 200): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir)
  const files = await readdir(dir).catch(() => [] as string[])
  const newest = files
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(
    newest.map(async (file) => {
      const headers = parseHeaders(await readFile(join(dir, file), 'utf8'))
      const date = new Date(headers.date ?? '')
      return {
        file,
        subject: headers.subject ?? '',
        to: headers.to ?? '',
        date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
      }
    }),
  )
}
