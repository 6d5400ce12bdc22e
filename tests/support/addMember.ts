import type { Role } from '../../server/auth/permissions'
import type { Db } from '../../server/db/database'
import { members } from '../../server/db/schema'
import type { User } from '../../server/repositories/users'

/** A `members` row written directly, so a suite can give a user any role in a dialog. */
export async function addMember(
  db: Db,
  surveyId: string,
  user: User,
  role: Role,
  inviteAccepted: 0 | 1 = 1,
): Promise<void> {
  await db.insert(members).values({ surveyId, email: user.username, userId: user.id, role, inviteAccepted })
}
