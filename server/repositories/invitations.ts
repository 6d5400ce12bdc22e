import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { members } from '../db/schema'

const sameEmail = (email: string) => sql`lower(${members.email}) = ${email.trim().toLowerCase()}`

/** Whether the address has an invitation not yet accepted (it may then ask for a magic link). */
export async function hasPendingInvitation(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ surveyId: members.surveyId })
    .from(members)
    .where(and(sameEmail(email), eq(members.inviteAccepted, 0)))
    .limit(1)
  return rows.length > 0
}

/** Accepts the address's pending invitations (all, or those of one dialog) for this account. */
export async function acceptInvitations(
  db: Db,
  input: { email: string; userId: number; surveyId?: string | null },
): Promise<void> {
  const where = input.surveyId
    ? and(sameEmail(input.email), eq(members.surveyId, input.surveyId))
    : sameEmail(input.email)
  await db
    .update(members)
    .set({ userId: input.userId, inviteAccepted: 1 })
    .where(and(where, eq(members.inviteAccepted, 0)))
}
