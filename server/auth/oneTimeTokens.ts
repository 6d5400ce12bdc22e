import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import {
  type OneTimeKind,
  type OneTimeToken,
  findUsableOneTimeToken,
  insertOneTimeToken,
  insertPasswordResetToken,
  useOneTimeToken,
} from '../repositories/oneTimeTokens'

export type { OneTimeKind, OneTimeToken }

/** 15 minutes (issue "Server": magic links, e-mail validation and password reset). */
export const ONE_TIME_TOKEN_SECONDS = 15 * 60

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Creates a random single-use token; only its hash is stored. Returns the token for the mail.
 * A new password-reset link ends the account's earlier ones (issue #19.6: only the newest link
 * works; server/repositories/oneTimeTokens.ts).
 */
export async function createOneTimeToken(
  db: Db,
  now: number,
  input: { kind: OneTimeKind; email: string; userId?: number | null; surveyId?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const row = {
    tokenHash: hash(token),
    kind: input.kind,
    email: input.email.trim().toLowerCase(),
    userId: input.userId ?? null,
    surveyId: input.surveyId ?? null,
    expiresAt: new Date(now + ONE_TIME_TOKEN_SECONDS * 1000),
  }
  const userId = input.userId
  if (row.kind === 'password_reset' && userId != null)
    await insertPasswordResetToken(db, { ...row, kind: row.kind, userId }, new Date(now))
  else await insertOneTimeToken(db, row)
  return token
}

/**
 * Uses a token up: of two concurrent uses exactly one gets the row back; expired, used, unknown
 * or other-kind tokens return undefined.
 */
export function consumeOneTimeToken(
  db: Db,
  now: number,
  kind: OneTimeKind,
  token: string,
): Promise<OneTimeToken | undefined> {
  return useOneTimeToken(db, hash(token), kind, new Date(now))
}

/** Looks at a token without using it (opening a link must not use it up; the page's POST does). */
export function peekOneTimeToken(
  db: Db,
  now: number,
  kind: OneTimeKind,
  token: string,
): Promise<OneTimeToken | undefined> {
  return findUsableOneTimeToken(db, hash(token), kind, new Date(now))
}
