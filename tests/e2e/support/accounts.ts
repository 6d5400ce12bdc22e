import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { demo } from './demoEditor'

/**
 * Fresh accounts and mailed links for the auth specs. Without SMTP_URL the server writes every
 * mail as .eml into DATA_DIR/outbox (docs/api/auth.md); playwright.config.ts puts DATA_DIR in
 * E2E_DATA_DIR, so the tests read the links from there, as a user would from the inbox.
 */
export type LinkPage = 'magic_link' | 'reset_password' | 'email_validation'

/** An address no other test (or retry) uses: login locks and invitations are per address. */
export function freshAddress(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.org`
}

/** Undoes quoted-printable (nodemailer's encoding for German text): soft breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

async function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR ?? ''): Promise<string[]> {
  const dir = join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))
  return mails
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map(decodeQuotedPrintable)
}

/**
 * The path and query of the newest link to `page` mailed to `address` (waits for the mail);
 * `dataDir` is the sending server's DATA_DIR when it is not the config's server.
 */
export async function latestLink(
  address: string,
  page: LinkPage,
  dataDir?: string,
  /** A link mailed before: wait for a newer one (the mail is sent after the answer, by a job). */
  notThis?: string,
): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const found = (await mailsTo(address, dataDir)).flatMap((mail) => [
          ...mail.matchAll(new RegExp(`https?://[^/\\s]+(/${page}\\?token=[^\\s]+)`, 'g')),
        ])
        link = found.at(-1)?.[1]
        return link === notThis ? undefined : link
      },
      { message: `a ${page} link mailed to ${address}` },
    )
    .toBeTruthy()
  return link ?? ''
}

async function postJson(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} })
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

/**
 * A new editor account, made the way a real one comes about: the demo editor invites the
 * address to one of its dialogs, and the invitation's magic link registers it.
 */
export async function createAccount(
  request: APIRequestContext,
  prefix: string,
  password = 'anfang-12345',
): Promise<{ username: string; password: string }> {
  const username = freshAddress(prefix)
  const { token } = await postJson(request, '/api/login', demo)
  const surveys = await request.get('/api/surveys', { headers: { authorization: `Bearer ${String(token)}` } })
  const surveyId = ((await surveys.json()) as { surveys: { survey_id: string }[] }).surveys[0]?.survey_id
  await postJson(
    request,
    '/api/invite_user',
    { survey_id: surveyId, name: username, new_role: 'Trainieren' },
    String(token),
  )
  const magicLink = new URLSearchParams((await latestLink(username, 'magic_link')).split('?')[1]).get('token')
  await postJson(request, '/api/magic_link_registration', {
    username,
    password,
    magic_link: magicLink,
    firstName: 'Erika',
    lastName: 'Test',
  })
  return { username, password }
}
