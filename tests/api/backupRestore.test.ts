import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../server/db/database'
import { answers, liveRespondents } from '../../server/db/schema'
import { createBackup } from '../../scripts/backup/createBackup'
import { restoreBackup } from '../../scripts/backup/restoreBackup'
import { timestampForName } from '../../scripts/backup/dataEntries'
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
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
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
  const [respondent] = await db
    .insert(liveRespondents)
    .values({ username: `live_${text}`, surveyIds: [surveyId] })
    .returning()
  await db.insert(answers).values({ respondentId: respondent!.id, surveyId, uniqueQuestionId: 'frage', value: text })
}
/** Every file and folder below `dir` with the SHA-256 of each file: equal snapshots, equal folders. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) {
        entries[`${relative(dir, full)}/`] = 'Ordner'
        walk(full)
      } else entries[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex')
    }
  }
  walk(dir)
  return entries
}
/** A rename that fails like a full or broken disk when `fails` says so, and renames otherwise. */
function failingRename(fails: (from: string, to: string) => boolean) {
  const done: string[] = []
  const rename = (from: string, to: string) => {
    if (fails(from, to)) throw new Error(`simulierter Fehler: ${from} -> ${to}`)
    renameSync(from, to)
    done.push(`${relative(dataDir, from)} -> ${relative(dataDir, to)}`)
  }
  return { rename, done }
}
const newEntries = (before: Record<string, string>) =>
  readdirSync(dataDir).filter((name) => !(`${name}/` in before) && !(name in before))
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
      await expect(restoreBackup({ dataDir, backupDir: backup, now: new Date() })).rejects.toMatchObject({
        code: 'server_running',
      })
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
    await expect(restoreBackup({ dataDir, backupDir: damaged, now: new Date() })).rejects.toThrow(
      /beschädigt oder unvollständig \(pglite\/PG_VERSION\)/,
    )
    expect(readdirSync(dataDir)).toEqual(before)
  })

  it('refuses a folder whose sicherung.json is not readable, with a message instead of a crash', async () => {
    const broken = join(root, 'kaputtes-manifest')
    cpSync(backup, broken, { recursive: true })
    writeFileSync(join(broken, 'sicherung.json'), '{ abgeschnitten')
    const before = snapshot(dataDir)
    await expect(restoreBackup({ dataDir, backupDir: broken, now: new Date() })).rejects.toMatchObject({
      code: 'not_a_backup',
    })
    expect(snapshot(dataDir)).toEqual(before)
  })

  it('two restores within the same second both succeed and keep both replaced states aside', async () => {
    const now = new Date(2031, 4, 6, 7, 8, 9)
    writeFileSync(join(dataDir, 'media', 'zustand.txt'), 'erster Zustand')
    const first = await restoreBackup({ dataDir, backupDir: backup, now })
    writeFileSync(join(dataDir, 'media', 'zustand.txt'), 'zweiter Zustand')
    const second = await restoreBackup({ dataDir, backupDir: backup, now })

    expect(first.asideDir).not.toBe(second.asideDir)
    expect(readFileSync(join(first.asideDir!, 'media', 'zustand.txt'), 'utf8')).toBe('erster Zustand')
    expect(readFileSync(join(second.asideDir!, 'media', 'zustand.txt'), 'utf8')).toBe('zweiter Zustand')
    expect(existsSync(join(first.asideDir!, 'pglite', 'PG_VERSION'))).toBe(true)
    expect(existsSync(join(second.asideDir!, 'pglite', 'PG_VERSION'))).toBe(true)
    expect(existsSync(join(dataDir, 'media', 'zustand.txt'))).toBe(false)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.wiederherstellung-'))).toEqual([])
    expect(await answerTexts()).toEqual(['vor der Sicherung'])
  }, 60_000)

  it('a staging folder left by an earlier restore of the same second is neither reused nor deleted', async () => {
    const now = new Date(2031, 4, 6, 7, 8, 10)
    const leftover = join(dataDir, `.wiederherstellung-${timestampForName(now)}`)
    mkdirSync(join(leftover, 'media'), { recursive: true })
    writeFileSync(join(leftover, 'media', 'rest.txt'), 'von früher')
    try {
      const { asideDir } = await restoreBackup({ dataDir, backupDir: backup, now })
      expect(readFileSync(join(leftover, 'media', 'rest.txt'), 'utf8')).toBe('von früher')
      expect(existsSync(join(asideDir!, 'media', 'rest.txt'))).toBe(false)
      expect(existsSync(join(dataDir, 'media', 'rest.txt'))).toBe(false)
    } finally {
      rmSync(leftover, { recursive: true, force: true })
    }
  }, 60_000)

  it('a rename failing while the current data moves aside puts everything back: the data folder is exactly as before', async () => {
    writeFileSync(join(dataDir, 'media', 'zustand.txt'), 'vor dem Fehler')
    const before = snapshot(dataDir)
    const { rename, done } = failingRename(
      (_from, to) => to.includes('vor-wiederherstellung-') && to.endsWith('pglite'),
    )
    const failed = restoreBackup({ dataDir, backupDir: backup, now: new Date(2031, 4, 6, 7, 8, 11), rename })
    await expect(failed).rejects.toMatchObject({ code: 'restore_failed' })
    await expect(failed).rejects.toThrow(/Alles wurde zurückgelegt: .* ist unverändert/)
    // media had already moved aside when pglite failed, and was moved back.
    expect(done).toEqual([
      expect.stringMatching(/^media -> vor-wiederherstellung-.*\/media$/),
      expect.stringMatching(/^vor-wiederherstellung-.*\/media -> media$/),
    ])
    expect(snapshot(dataDir)).toEqual(before)
  }, 60_000)

  it('a rename failing while the restored data moves in puts everything back: the data folder is exactly as before', async () => {
    const before = snapshot(dataDir)
    const { rename, done } = failingRename(
      (from, to) => from.includes('.wiederherstellung-') && to === join(dataDir, 'pglite'),
    )
    const failed = restoreBackup({ dataDir, backupDir: backup, now: new Date(2031, 4, 6, 7, 8, 12), rename })
    await expect(failed).rejects.toMatchObject({ code: 'restore_failed' })
    await expect(failed).rejects.toThrow(/Alles wurde zurückgelegt/)
    // The old data was all aside and the restored media already in place when pglite failed.
    expect(done.slice(0, 3)).toEqual([
      expect.stringMatching(/^media -> vor-wiederherstellung-/),
      expect.stringMatching(/^pglite -> vor-wiederherstellung-/),
      expect.stringMatching(/^\.wiederherstellung-.*\/media -> media$/),
    ])
    expect(snapshot(dataDir)).toEqual(before)
    expect(readFileSync(join(dataDir, 'media', 'zustand.txt'), 'utf8')).toBe('vor dem Fehler')
  }, 60_000)

  it('when putting back fails too, nothing is deleted and the message says where each part lies', async () => {
    const before = snapshot(dataDir)
    const { rename } = failingRename(
      (from, to) =>
        (to.includes('vor-wiederherstellung-') && to.endsWith('pglite')) ||
        (from.includes('vor-wiederherstellung-') && to === join(dataDir, 'media')),
    )
    const error = await restoreBackup({
      dataDir,
      backupDir: backup,
      now: new Date(2031, 4, 6, 7, 8, 13),
      rename,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'restore_failed' })
    const message = (error as Error).message
    const [aside] = newEntries(before).filter((name) => name.startsWith('vor-wiederherstellung-'))
    const [staging] = newEntries(before).filter((name) => name.startsWith('.wiederherstellung-'))
    expect(message).toContain(`Bisherige Daten in ${dataDir}: pglite`)
    expect(message).toContain(`Bisherige Daten in ${join(dataDir, aside!)}: media`)
    expect(message).toContain(`Aus der Sicherung in ${join(dataDir, staging!)}: media, pglite`)
    expect(message).not.toMatch(/vollständig in/)
    // Nothing is lost: the old media folder lies where the message says, unchanged.
    expect(readFileSync(join(dataDir, aside!, 'media', 'zustand.txt'), 'utf8')).toBe('vor dem Fehler')
    expect(existsSync(join(dataDir, 'media'))).toBe(false)

    // Following the message by hand gives back the old state exactly.
    renameSync(join(dataDir, aside!, 'media'), join(dataDir, 'media'))
    rmdirSync(join(dataDir, aside!))
    rmSync(join(dataDir, staging!), { recursive: true })
    expect(snapshot(dataDir)).toEqual(before)
  }, 60_000)

  it('a backup never writes into, takes over or deletes the folder of another, unfinished backup', async () => {
    const now = new Date(2031, 4, 6, 7, 8, 14)
    const partial = join(backups, `sicherung-${timestampForName(now)}.unvollstaendig`)
    mkdirSync(partial)
    writeFileSync(join(partial, 'fremd.txt'), 'gehört einer anderen Sicherung')
    await expect(createBackup({ dataDir, targetDir: backups, now })).rejects.toMatchObject({ code: 'target_exists' })
    expect(readdirSync(partial)).toEqual(['fremd.txt'])
    expect(existsSync(join(backups, `sicherung-${timestampForName(now)}`))).toBe(false)
    rmSync(partial, { recursive: true })
  })

  it('points to pg_dump when the data lives in PostgreSQL', async () => {
    const result = await run('backup', [backups], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('pg_dump --format=custom')
  })
})
