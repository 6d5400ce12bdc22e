// npm run bench:purge — copying and deleting a large dialog in short statements (issue #27,
// docs/design/storage.md "Copying and deleting a dialog"). On a durable embedded database (or
// PostgreSQL with --pg=URL): a dialog of n respondents deleted the old way (one DELETE whose
// cascade takes everything) beside an identical one deleted by deleteSurvey (hidden, then short
// paced statements), and a dialog of 2,000 blocks, 10,000 jumps and 10,000 examples copied by
// copySurvey. With PGLITE_SLOW_STATEMENT_MS=15 every statement that held the database thread 15 ms
// or more is printed on stderr.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/db/database'
import { copySurvey, deleteSurvey, findSurvey } from '../../server/repositories/surveys'
import { ensureUser } from '../../server/repositories/users'
import { purgePace } from '../../server/services/dialogs/purgeSurveyJob'
import { insertDialog } from '../../tests/support/insertDialog'
import { insertSurvey } from '../../tests/support/insertSurvey'
import { seedAnalyseDialog } from '../analyse/seed'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const respondents = Number(arg('respondents') ?? 10_000)
const pg = arg('pg')
const dir = mkdtempSync(join(tmpdir(), 'purge-bench-'))
const slowMs = Number(process.env.PGLITE_SLOW_STATEMENT_MS ?? 0) || undefined
const database = await openDatabase(
  pg ? { kind: 'postgres', url: pg } : { kind: 'pglite', dataDir: dir, slowStatementMs: slowMs },
)
const db = database.db
const mark = (text: string) => {
  console.log(text)
  console.error(`--- ${text}`)
}
try {
  const user = await ensureUser(db, {
    username: 'purge-bench@example.org',
    passwordHash: 'x',
    firstName: null,
    lastName: null,
  })
  const a = await seedAnalyseDialog(db, user.id, user.username, respondents)
  const b = await seedAnalyseDialog(db, user.id, user.username, respondents)
  const [rows] = (
    (await db.execute(
      sql`SELECT (SELECT count(*) FROM chat_messages WHERE survey_id = ${a})::int AS messages, (SELECT count(*) FROM answers WHERE survey_id = ${a})::int AS answers`,
    )) as unknown as { rows: { messages: number; answers: number }[] }
  ).rows
  mark(`two dialogs of ${respondents} respondents, each ${rows?.messages} transcript rows and ${rows?.answers} answers`)
  let t = performance.now()
  await db.execute(sql`DELETE FROM surveys WHERE survey_id = ${a}`)
  mark(`one DELETE with its cascade: ${Math.round(performance.now() - t)} ms`)
  t = performance.now()
  await deleteSurvey(db, b, { pause: purgePace() })
  mark(`deleteSurvey, paced: ${Math.round(performance.now() - t)} ms in all`)

  const { surveyId: big } = await insertSurvey(db, { ownerId: user.id, surveyName: 'Groß' })
  const ids = Array.from({ length: 2000 }, (_, i) => `b${String(i).padStart(4, '0')}`)
  await insertDialog(db, big, {
    blocks: ids.map((id) => ({ type: 'open', unique_question_id: id })),
    jumps: ids.flatMap((id, i) =>
      [0, 1, 2, 3, 4].map((h): [string, string, string] => [id, `h${h}`, ids[(i + h + 1) % ids.length] as string]),
    ),
    examples: Array.from({ length: 10_000 }, (_, i): [string, string, string] => [
      ids[i % 2000] as string,
      `h${i % 5}`,
      `Beispiel Nummer ${i}`,
    ]),
  })
  const source = await findSurvey(db, big)
  t = performance.now()
  const copy = source && (await copySurvey(db, source, user, Date.now()))
  mark(
    `copySurvey of 2,000 blocks, 10,000 jumps, 10,000 examples: ${Math.round(performance.now() - t)} ms (${copy ? 'copied' : 'failed'})`,
  )
} finally {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
}
