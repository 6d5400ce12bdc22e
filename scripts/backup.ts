// `npm run backup [-- <Zielordner>]`: copies the stopped server's DATA_DIR into
// <Zielordner>/sicherung-<Zeit> (default ./backups). docs/reliability/backup.md explains it.
import { readConfig } from '../server/config'
import { createBackup } from './backup/createBackup'
import { describeBackup } from './backup/describeBackup'
import { postgresHint } from './backup/postgresHint'
import { runCommand } from './backup/runCommand'

async function main(): Promise<number> {
  const config = readConfig(process.env)
  if (config.databaseUrl) {
    console.error(postgresHint('backup', config.dataDir))
    return 1
  }
  const { folder, manifest } = await createBackup({
    dataDir: config.dataDir,
    targetDir: process.argv[2] ?? 'backups',
    now: new Date(),
  })
  console.log(`Sicherung erstellt: ${folder}`)
  console.log(describeBackup(manifest))
  return 0
}

runCommand(main)
