import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
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

/** No family has this id: the lookup for a token without a family claim (issued before the claim existed). */
const NO_FAMILY = '00000000-0000-0000-0000-000000000000'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The family claim as a value the uuid column can compare with. */
export const familyId = (family: string | undefined) => (family && UUID.test(family) ? family : NO_FAMILY)

/**
 * Whether an access token is ended: logged out (its jti revoked), or its refresh family revoked
 * (refresh-token reuse, logout, password change), issue #27 item 7. One query of two primary-key
 * lookups on every call, against the database all app servers share, so a revocation on one
 * server counts on every other at once (docs/api/auth.md "Refresh families").
 */
export async function isAccessRevoked(db: Db, jti: string, family: string | undefined): Promise<boolean> {
  const fam = familyId(family)
  const [row] = rowsOf<{ revoked: boolean }>(
    await db.execute(sql`select (
      exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})
      or exists (select 1 from ${refreshFamilies} where ${refreshFamilies.id} = ${fam} and ${refreshFamilies.revokedAt} is not null)
    ) as revoked`),
  )
  return row?.revoked === true
}
