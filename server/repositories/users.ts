import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { surveys, users } from '../db/schema'

export type User = typeof users.$inferSelect

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1)
  return rows[0]
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

export interface NewUser {
  username: string
  passwordHash: string
  firstName: string | null
  lastName: string | null
}

/** Inserts the user unless the address is taken; returns the stored row either way. */
export async function ensureUser(db: Db, user: NewUser): Promise<User> {
  await db
    .insert(users)
    .values({ ...user, username: user.username.trim().toLowerCase() })
    .onConflictDoNothing()
  const stored = await findUserByUsername(db, user.username)
  if (!stored) throw new Error(`user ${user.username} could not be stored`)
  return stored
}

/** Inserts a new account; undefined when the address already has one (unique lower(username)). */
export async function insertUser(
  db: Db,
  user: NewUser & { at: Date; emailValidated: boolean },
): Promise<User | undefined> {
  const rows = await db
    .insert(users)
    .values({
      username: user.username.trim().toLowerCase(),
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordChangedAt: user.at,
      createdAt: user.at,
      emailValidatedAt: user.emailValidated ? user.at : null,
    })
    .onConflictDoNothing()
    .returning()
  return rows[0]
}

/**
 * Sets a new password; returns the account's new token generation (the migration's trigger counts
 * it up, ending every token issued before), or undefined when the account is gone.
 */
export async function setPassword(db: Db, id: number, passwordHash: string, at: Date): Promise<number | undefined> {
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion })
  return rows[0]?.tokenVersion
}

export async function updateAccount(
  db: Db,
  id: number,
  name: { firstName?: string | null; lastName?: string | null; uiLanguage?: string },
): Promise<void> {
  await db.update(users).set(name).where(eq(users.id, id))
}

/** Gives or takes the admin right (docs/reliability/security.md#findings-3-4-11); false when no such account. */
export async function setAdmin(db: Db, username: string, admin: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin: admin })
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .returning({ id: users.id })
  return rows.length > 0
}

/** The owner of the address opened a mailed link; the first time counts. */
export async function markEmailValidated(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, id))
}

/** Every account with the number of dialogs it owns, oldest first (the admin page). */
export async function listUsersWithDialogCounts(db: Db): Promise<{ user: User; dialogs: number }[]> {
  const rows = await db
    .select({ user: users, dialogs: count(surveys.id) })
    .from(users)
    .leftJoin(surveys, eq(surveys.ownerId, users.id))
    .groupBy(users.id)
    .orderBy(asc(users.id))
  return rows.map(({ user, dialogs }) => ({ user, dialogs: Number(dialogs) }))
}
