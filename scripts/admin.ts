// `npm run admin -- <E-Mail>` gives an account the admin right (the /admin page), `--revoke
// <E-Mail>` takes it, `--list` shows the admins. With the embedded database the server must be
// stopped (one process per data folder); with DATABASE_URL it may run. docs/reliability/security.md#findings-3-4-11.
import { readConfig } from '../server/config'
import { acquireDataDirLock } from '../server/db/dataDirLock'
import { openDatabase } from '../server/db/database'
import { adminCommand } from './admin/adminCommand'

async function main(): Promise<number> {
  const config = readConfig(process.env)
  const releaseLock = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir)
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, preparedStatements: config.pgPreparedStatements }
        : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
    )
    try {
      const { code, message } = await adminCommand(database.db, process.argv.slice(2))
      ;(code === 0 ? console.log : console.error)(message)
      return code
    } finally {
      await database.close()
    }
  } finally {
    releaseLock()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
