import { hashPassword, verifyPassword } from '../auth/password'
import { ensureUser, findUserByUsername, setAdmin } from '../repositories/users'
import type { Db } from './database'
import { seedExampleDialogs } from './seedDialogs'
import { seedGames } from './seedGames/seedGames'

/** docs/design/conventions.md: the demo editor every fresh installation starts with. */
export const DEMO_USER = {
  username: 'demo@example.org',
  password: 'demo12345',
  firstName: 'Demo',
  lastName: 'Redaktion',
} as const

/** Idempotent: runs on every start and only adds what is missing. */
export async function seedDemoContent(db: Db, options: { dataDir?: string } = {}): Promise<void> {
  let demo = await findUserByUsername(db, DEMO_USER.username)
  if (!demo) {
    demo = await ensureUser(db, {
      username: DEMO_USER.username,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
    })
    // The first account of a fresh installation gets the admin right, so `npm start` has a
    // working /admin page; an upgraded installation keeps its rights (docs/reliability/security.md#findings-3-4-11).
    await setAdmin(db, DEMO_USER.username, true)
    await seedExampleDialogs(db, demo.id, options)
  }
  // Checked on every start, not only with a new demo user: installations seeded before the
  // games existed get them too; seedGames skips a game whose multichat id exists.
  await seedGames(db, demo.id)
}

/**
 * docs/reliability/security.md#findings-3-4-11: the demo account's password is public (the start message
 * prints it); while it still opens an account with the admin right, the start warns.
 */
export async function demoAdminWarning(db: Db): Promise<string | undefined> {
  const demo = await findUserByUsername(db, DEMO_USER.username)
  if (!demo?.isAdmin || demo.disabled || !(await verifyPassword(DEMO_USER.password, demo.passwordHash)))
    return undefined
  return (
    `Achtung: ${DEMO_USER.username} hat das Admin-Recht und noch das öffentliche Demo-Passwort. ` +
    `Auf einem Server, den andere erreichen: Passwort ändern oder npm run admin -- --revoke ${DEMO_USER.username}`
  )
}
