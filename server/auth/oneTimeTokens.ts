import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/database'
import { oneTimeTokens, users } from '../db/schema'

export type OneTimeKind = 'magic_link' | 'email_validation' | 'password_reset'

/** 15 minutes (issue "Server": magic links, e-mail validation and password reset). */
export const ONE_TIME_TOKEN_SECONDS = 15 * 60

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Creates a random single-use token; only its hash is stored. Returns the token for the mail.
 * A new password-reset link ends the account's earlier ones (issue #19.6: only the newest link
 * works); the account row is locked meanwhile, so of two concurrent requests one link survives.
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
  if (input.kind !== 'password_reset' || userId == null) {
    await db.insert(oneTimeTokens).values(row)
    return token
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    await tx
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(now) })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.kind, 'password_reset'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date(now)),
        ),
      )
    await tx.insert(oneTimeTokens).values(row)
  })
  return token
}

export type OneTimeToken = typeof oneTimeTokens.$inferSelect

/**
 * Uses a token up. One conditional UPDATE: of two concurrent uses exactly one gets the row back;
 * expired, used, unknown or other-kind tokens return undefined.
 */
export async function consumeOneTimeToken(
  db: Db,
  now: number,
  kind: OneTimeKind,
  token: string,
): Promise<OneTimeToken | undefined> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date(now)),
      ),
    )
    .returning()
  return rows[0]
}

/** Looks at a token without using it (opening a link must not use it up; the page's POST does). */
export async function peekOneTimeToken(
  db: Db,
  now: number,
  kind: OneTimeKind,
  token: string,
): Promise<OneTimeToken | undefined> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1)
  return rows[0]
}
