import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/database'
import { refreshFamilies, revokedTokens } from '../db/schema'

export type RefreshFamily = typeof refreshFamilies.$inferSelect

/** Whose family it is: an editor account or a live respondent. */
export type FamilyOwner = { userId: number } | { respondentId: number }

export async function insertRefreshFamily(
  db: Db,
  input: { id: string; currentJti: string; owner: FamilyOwner; at: Date },
): Promise<void> {
  await db
    .insert(refreshFamilies)
    .values({ id: input.id, currentJti: input.currentJti, createdAt: input.at, ...input.owner })
}

export async function findRefreshFamily(db: Db, id: string): Promise<RefreshFamily | undefined> {
  const rows = await db.select().from(refreshFamilies).where(eq(refreshFamilies.id, id)).limit(1)
  return rows[0]
}

/**
 * Moves the family from `fromJti` to `toJti` in one conditional UPDATE, so of two uses of the
 * same refresh token only one rotates; false means the token was not the current one.
 */
export async function rotateRefreshFamily(
  db: Db,
  input: { id: string; fromJti: string; toJti: string },
): Promise<boolean> {
  const rows = await db
    .update(refreshFamilies)
    .set({ currentJti: input.toJti })
    .where(
      and(
        eq(refreshFamilies.id, input.id),
        eq(refreshFamilies.currentJti, input.fromJti),
        isNull(refreshFamilies.revokedAt),
      ),
    )
    .returning({ id: refreshFamilies.id })
  return rows.length === 1
}

export async function revokeRefreshFamily(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: at })
    .where(and(eq(refreshFamilies.id, id), isNull(refreshFamilies.revokedAt)))
}

/** Ends every session of an account (password reset or change). */
export async function revokeRefreshFamiliesOfUser(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: at })
    .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)))
}

/** Logout of an access token; kept until it would have expired anyway. */
export async function revokeAccessToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing()
}
