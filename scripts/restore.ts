// `npm run restore -- <Sicherungsordner>`: puts a backup made by `npm run backup` back into
// DATA_DIR; the replaced data is kept aside. docs/reliability/backup.md explains it.
import { readConfig } from '../server/config'
import { describeBackup } from './backup/describeBackup'
import { postgresHint } from './backup/postgresHint'
import { runCommand } from './backup/runCommand'
import { restoreBackup } from './backup/restoreBackup'

async function main(): Promise<number> {
  const config = readConfig(process.env)
  if (config.databaseUrl) {
    console.error(postgresHint('restore', config.dataDir))
    return 1
  }
  const backupDir = process.argv[2]
  if (!backupDir) {
    console.error('Aufruf: npm run restore -- <Sicherungsordner>   (z. B. backups/sicherung-2025-01-31_14-05-09)')
    return 1
  }
  const { manifest, asideDir } = await restoreBackup({ dataDir: config.dataDir, backupDir, now: new Date() })
  console.log(`Sicherung wiederhergestellt nach ${config.dataDir}`)
  console.log(describeBackup(manifest))
  if (asideDir)
    console.log(`Die bisherigen Daten liegen unverändert in ${asideDir}; löschen Sie den Ordner, wenn alles passt.`)
  return 0
}

runCommand(main)
