import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/database'
import { users } from '../../server/db/schema'
import { setAdmin } from '../../server/repositories/users'

export const ADMIN_USAGE =
  'Aufruf: npm run admin -- <E-Mail> (Admin-Recht geben), --revoke <E-Mail> (nehmen) oder --list (Admins zeigen)'

/**
 * `npm run admin`'s work on an open database: gives or takes the admin right of one account, or
 * lists the admins (docs/reliability/security.md#findings-3-4-11). Returns the exit code and what to print.
 */
export async function adminCommand(db: Db, args: readonly string[]): Promise<{ code: number; message: string }> {
  const [first, second, ...rest] = args
  if (first === '--list' && second === undefined) {
    const admins = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
    return {
      code: 0,
      message: admins.length ? admins.map((a) => a.username).join('\n') : 'Kein Konto hat das Admin-Recht.',
    }
  }
  const revoke = first === '--revoke'
  const username = revoke ? second : first
  if (!username || username.startsWith('--') || rest.length > 0 || (!revoke && second !== undefined))
    return { code: 2, message: ADMIN_USAGE }
  if (!(await setAdmin(db, username, !revoke))) return { code: 1, message: `Kein Konto mit der Adresse ${username}.` }
  return {
    code: 0,
    message: revoke ? `${username} hat kein Admin-Recht mehr.` : `${username} hat jetzt das Admin-Recht.`,
  }
}
