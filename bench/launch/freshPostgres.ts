import { adminQuery, databaseUrl } from '../../tests/support/templateDatabase'

/**
 * A new, empty PostgreSQL database for one run (dropped first if a crashed run left it), so every
 * run seeds the games on the same empty tables. `drop` removes it again.
 */
export async function freshPostgres(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`)
  const drop = async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  await drop()
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
  return { url: databaseUrl(adminUrl, name), drop }
}
