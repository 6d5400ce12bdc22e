import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/database'
import { oneTimeTokens, users } from '../db/schema'

/** SQL of the single-use links (server/auth/oneTimeTokens.ts makes the tokens; only their hashes are stored). */

export type OneTimeToken = typeof oneTimeTokens.$inferSelect
export type OneTimeKind = OneTimeToken['kind']

export interface NewOneTimeToken {
  tokenHash: string
  kind: OneTimeKind
  email: string
  userId: number | null
  surveyId: string | null
  expiresAt: Date
}

/** Unused and not yet expired at `now`, of this hash and kind. */
const usable = (tokenHash: string, kind: OneTimeKind, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.kind, kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  )

export async function insertOneTimeToken(db: Db, row: NewOneTimeToken): Promise<void> {
  await db.insert(oneTimeTokens).values(row)
}

/**
 * Stores a password-reset token and ends the account's earlier ones (issue #19.6: only the
 * newest link works). The account row is locked meanwhile, so of two concurrent requests one
 * link survives.
 */
export async function insertPasswordResetToken(
  db: Db,
  row: NewOneTimeToken & { kind: 'password_reset'; userId: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update')
    await tx
      .update(oneTimeTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, row.userId),
          eq(oneTimeTokens.kind, 'password_reset'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
    await tx.insert(oneTimeTokens).values(row)
  })
}

/**
 * Marks a usable token used. One conditional UPDATE: of two concurrent uses exactly one gets
 * the row back; expired, used, unknown or other-kind tokens return undefined.
 */
export async function useOneTimeToken(
  db: Db,
  tokenHash: string,
  kind: OneTimeKind,
  now: Date,
): Promise<OneTimeToken | undefined> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, kind, now))
    .returning()
  return rows[0]
}

/** The usable token of this hash and kind, left unused. */
export async function findUsableOneTimeToken(
  db: Db,
  tokenHash: string,
  kind: OneTimeKind,
  now: Date,
): Promise<OneTimeToken | undefined> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(usable(tokenHash, kind, now))
    .limit(1)
  return rows[0]
}
