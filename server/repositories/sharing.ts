import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { members, surveys, users } from '../db/schema'
import type { Member } from './members'

export type MemberRole = Member['role']

/** The member list of docs/product/screens.md#sharing-dialog: owner first, then by address. */
export async function listMembers(db: Db, surveyId: string): Promise<Member[]> {
  return db
    .select()
    .from(members)
    .where(eq(members.surveyId, surveyId))
    .orderBy(sql`case when ${members.role} = 'Besitzer' then 0 else 1 end`, asc(members.email))
}

export async function findMemberByEmail(db: Db, surveyId: string, email: string): Promise<Member | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.surveyId, surveyId), eq(members.email, email)))
    .limit(1)
  return rows[0]
}

/** The rows of one address in several dialogs (apply_to_multichat). */
export async function findMembersByEmail(db: Db, surveyIds: string[], email: string): Promise<Member[]> {
  if (surveyIds.length === 0) return []
  return db
    .select()
    .from(members)
    .where(and(inArray(members.surveyId, surveyIds), eq(members.email, email)))
}

/** The surveys among `surveyIds` where the user is an accepted member (for the share check). */
export async function acceptedMemberships(db: Db, surveyIds: string[], userId: number): Promise<Member[]> {
  if (surveyIds.length === 0) return []
  return db
    .select()
    .from(members)
    .where(and(inArray(members.surveyId, surveyIds), eq(members.userId, userId), eq(members.inviteAccepted, 1)))
}

/** The account behind an address, if one exists (an invitation links it at once). */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${email}`)
    .limit(1)
  return rows[0]?.id
}

/** Pending invitations; existing rows are left alone (ON CONFLICT), so a repeat cannot demote anyone. */
export async function insertInvitations(
  db: Db,
  rows: { surveyId: string; email: string; userId: number | null; role: MemberRole }[],
  now: number,
): Promise<string[]> {
  if (rows.length === 0) return []
  const inserted = await db
    .insert(members)
    .values(rows.map((r) => ({ ...r, inviteAccepted: 0, invitedAt: new Date(now) })))
    .onConflictDoNothing()
    .returning({ surveyId: members.surveyId })
  return inserted.map((r) => r.surveyId)
}

/** Never touches an owner row: the WHERE excludes it even if a caller slipped past the check. */
export async function updateMemberRoles(
  db: Db,
  surveyIds: string[],
  email: string,
  role: MemberRole,
): Promise<string[]> {
  if (surveyIds.length === 0) return []
  const rows = await db
    .update(members)
    .set({ role })
    .where(and(inArray(members.surveyId, surveyIds), eq(members.email, email), sql`${members.role} <> 'Besitzer'`))
    .returning({ surveyId: members.surveyId })
  return rows.map((r) => r.surveyId)
}

export async function deleteMembers(db: Db, surveyIds: string[], email: string): Promise<string[]> {
  if (surveyIds.length === 0) return []
  const rows = await db
    .delete(members)
    .where(and(inArray(members.surveyId, surveyIds), eq(members.email, email), sql`${members.role} <> 'Besitzer'`))
    .returning({ surveyId: members.surveyId })
  return rows.map((r) => r.surveyId)
}

/** A resend restarts the invitation's clock (and may change the pending role). */
export async function touchInvitation(
  db: Db,
  surveyId: string,
  email: string,
  now: number,
  role?: MemberRole,
): Promise<void> {
  await db
    .update(members)
    .set({ invitedAt: new Date(now), ...(role ? { role } : {}) })
    .where(and(eq(members.surveyId, surveyId), eq(members.email, email), eq(members.inviteAccepted, 0)))
}

/** The name shown in invitation mails. */
export async function findSurveyName(db: Db, surveyId: string): Promise<string | undefined> {
  const rows = await db
    .select({ settings: surveys.settings })
    .from(surveys)
    .where(eq(surveys.surveyId, surveyId))
    .limit(1)
  const row = rows[0]
  if (!row) return undefined
  const name = (row.settings as { survey_name?: unknown }).survey_name
  return typeof name === 'string' ? name : ''
}
