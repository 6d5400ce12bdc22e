import { randomBytes } from 'node:crypto'
import { hashPassword } from '../../server/auth/password'
import type { Db } from '../../server/db/database'
import { type User, ensureUser } from '../../server/repositories/users'

export const EDITOR_PASSWORD = 'geheim-12345'

/** Inserts an editor account with a unique address (password EDITOR_PASSWORD unless given). */
export async function insertEditor(
  db: Db,
  input: { username?: string; password?: string; firstName?: string } = {},
): Promise<User> {
  return ensureUser(db, {
    username: input.username ?? `editor_${randomBytes(4).toString('hex')}@example.org`,
    passwordHash: await hashPassword(input.password ?? EDITOR_PASSWORD),
    firstName: input.firstName ?? 'Erika',
    lastName: 'Muster',
  })
}
