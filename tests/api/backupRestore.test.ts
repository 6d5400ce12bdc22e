import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../server/db/database'
import { answers, liveRespondents } from '../../server/db/schema'
import { createBackup } from '../../scripts/backup/createBackup'
import { restoreBackup } from '../../scripts/backup/restoreBackup'
import { insertSurvey, insertUser } from '../support/insertSurvey'

/** docs/reliability/backup.md: `npm run backup` / `npm run restore` on the embedded database. */
const root = mkdtempSync(join(tmpdir(), 'backup-restore-'))
const dataDir = join(root, 'data')
const backups = join(root, 'backups')
let surveyId: string

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs `npm run <script>` as the operator would (without npm's own start-up). */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
}

async function withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
  try {
    return await use(database.db)
  } finally {
    await database.close()
  }
}
/** One answer from one respondent, so each state of the data is recognisable by its text. */
async function insertAnswer(db: Db, text: string) {
  const [respondent] = await db.insert(liveRespondents).values({ username: `live_${text}`, surveyIds: [surveyId] }).returning()
  await db.insert(answers).values({ respondentId: respondent!.id, surveyId, uniqueQuestionId: 'frage', value: text })
}
const answerTexts = () => withDatabase(async (db) => (await db.select().from(answers)).map((a) => a.value))

beforeAll(async () => {
  await withDatabase(async (db) => {
    const owner = await insertUser(db, 'sicherung@example.org')
    surveyId = (await insertSurvey(db, { ownerId: owner.id, settings: { active: true } })).surveyId
    await insertAnswer(db, 'vor der Sicherung')
  })
  mkdirSync(join(dataDir, 'media'))
  writeFileSync(join(dataDir, 'media', 'fragebogen.txt'), 'Dokument vor der Sicherung')
}, 120_000)

describe('npm run backup and npm run restore on the embedded database', () => {
  let backup: string

  it('a backup restored later brings back exactly the backed-up answers and files, and keeps the replaced data aside', async () => {
    const made = await run('backup', [backups])
    expect(made.code, made.stderr).toBe(0)
    expect(made.stdout).toMatch(/Sicherung erstellt: .*sicherung-\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d/)
    expect(made.stdout).toContain('1 Dialoge, 1 Befragte, 1 Antworten')
    backup = join(backups, readdirSync(backups)[0]!)

    await withDatabase((db) => insertAnswer(db, 'nach der Sicherung'))
    writeFileSync(join(dataDir, 'media', 'neu.txt'), 'Dokument nach der Sicherung')

    const restored = await run('restore', [backup])
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/bisherigen Daten liegen unverändert in .*vor-wiederherstellung-/)

    expect(await answerTexts()).toEqual(['vor der Sicherung'])
    expect(readFileSync(join(dataDir, 'media', 'fragebogen.txt'), 'utf8')).toBe('Dokument vor der Sicherung')
    expect(existsSync(join(dataDir, 'media', 'neu.txt'))).toBe(false)
    const aside = readdirSync(dataDir).find((name) => name.startsWith('vor-wiederherstellung-'))!
    expect(readFileSync(join(dataDir, aside, 'media', 'neu.txt'), 'utf8')).toBe('Dokument nach der Sicherung')
    expect(existsSync(join(dataDir, aside, 'pglite', 'PG_VERSION'))).toBe(true)
  }, 180_000)

  it('refuses both while a server holds the data folder, and changes nothing', async () => {
    // The parent of this test process is alive, so its pid in the lock stands for a running server.
    writeFileSync(join(dataDir, 'server.lock'), String(process.ppid))
    const before = readdirSync(dataDir)
    try {
      await expect(createBackup({ dataDir, targetDir: backups, now: new Date() })).rejects.toThrow(
        /^Sicherung nicht möglich: Der Server \(Prozess \d+\) verwendet den Datenordner .* noch\. Beenden Sie ihn/,
      )
      await expect(restoreBackup({ dataDir, backupDir: backup, now: new Date() })).rejects.toMatchObject({ code: 'server_running' })
      expect(readdirSync(backups)).toHaveLength(1)
      expect(readdirSync(dataDir)).toEqual(before)
    } finally {
      rmSync(join(dataDir, 'server.lock'))
    }
  })

  it('refuses a damaged backup before touching the data', async () => {
    const damaged = join(root, 'beschaedigt')
    cpSync(backup, damaged, { recursive: true })
    writeFileSync(join(damaged, 'pglite', 'PG_VERSION'), '0\n')
    const before = readdirSync(dataDir)
    await expect(restoreBackup({ dataDir, backupDir: damaged, now: new Date() })).rejects.toThrow(/beschädigt oder unvollständig \(pglite\/PG_VERSION\)/)
    expect(readdirSync(dataDir)).toEqual(before)
  })

  it('points to pg_dump when the data lives in PostgreSQL', async () => {
    const result = await run('backup', [backups], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('pg_dump --format=custom')
  })
})
