import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAnalyseDialog } from '../../bench/analyse/seed'
import type { Db } from '../../server/db/database'
import { rowsOf } from '../../server/db/rowsOf'
import { PURGE_AFTER_S, hideSurvey, purgeSurvey } from '../../server/repositories/surveyPurge'
import { COPY_ATTEMPTS, COPY_CHUNK, copySurvey, findSurvey } from '../../server/repositories/surveys'
import { type User, findUserById } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { type Api, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { dbWithTransactionHook } from '../support/transactionHook'

/**
 * Copying and deleting a dialog in short statements (issue #27, docs/design/storage.md "Copying
 * and deleting a dialog"): hidden until whole, hidden before its rows go, a job for what a dying
 * process leaves, and never a dialog with a member purged.
 */
describe.each(databaseKinds())('copy and delete of large dialogs in short statements on %s', (kind) => {
  let t: TestApp
  let db: Db
  let owner: User
  let colleague: User
  let asOwner: Api

  /** Rows of the dialog in every table that has a `survey_id` column (views excluded). */
  async function rowsOfDialog(surveyId: string): Promise<Record<string, number>> {
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(sql`
        SELECT c.table_name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
         WHERE c.column_name = 'survey_id' AND c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         ORDER BY 1`),
    )
    const counts: Record<string, number> = {}
    for (const { table_name } of tables) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE survey_id = ${surveyId}`,
        ),
      )
      if (Number(row?.n) > 0) counts[table_name] = Number(row?.n)
    }
    return counts
  }
  const hiddenDialogs = async () =>
    rowsOf<{ survey_id: string }>(
      await db.execute(
        sql`SELECT survey_id FROM surveys s WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.survey_id = s.survey_id)`,
      ),
    ).map((r) => r.survey_id)
  const purgeJobs = async (surveyId: string) =>
    rowsOf<{ state: string; due_in_s: number }>(
      await db.execute(sql`
        SELECT state, extract(epoch FROM run_after - now())::float8 AS due_in_s FROM jobs WHERE key = ${`purge:${surveyId}`}`),
    )

  /** A dialog of `n` blocks in a row, each jumping to the next, and `n` training examples of its first block. */
  async function bigDialog(n: number): Promise<string> {
    const { surveyId } = await insertSurvey(db, { ownerId: owner.id, surveyName: 'Groß' })
    const ids = Array.from({ length: n }, (_, i) => `b${String(i).padStart(4, '0')}`)
    await insertDialog(db, surveyId, {
      blocks: ids.map((id) => ({ type: 'open', unique_question_id: id })),
      jumps: ids.slice(1).map((id, i) => [ids[i] as string, 'weiter', id]),
      // All on the first block: one model to train for a copy, not one per block.
      examples: ids.map((id, i) => [ids[0] as string, 'weiter', `Beispiel ${n - i} nach ${id}`]),
    })
    return surveyId
  }
  const dialogOf = async (surveyId: string) => (await asOwner.post('/api/dialog', { survey_id: surveyId })).json()
  const examplesOf = async (surveyId: string) =>
    rowsOf<{ unique_question_id: string; handle: string; text: string }>(
      await db.execute(
        sql`SELECT unique_question_id, handle, text FROM training_examples WHERE survey_id = ${surveyId} ORDER BY id`,
      ),
    )

  beforeAll(async () => {
    t = await startTestApp(kind)
    db = t.database.db
    owner = await insertUser(db, 'eigen@example.org')
    colleague = await insertUser(db, 'kollege@example.org')
    asOwner = api(t.app, owner.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('copies a dialog of more rows than a statement takes whole and in order, and leaves no purge job', async () => {
    const n = Math.round(COPY_CHUNK * 2.5)
    const source = await bigDialog(n)
    const res = await asOwner.post(`/api/surveys/${source}/copy`)
    expect(res.statusCode).toBe(201)
    const copy = res.json().survey_id as string
    const [original, copied] = await Promise.all([dialogOf(source), dialogOf(copy)])
    expect(copied.all_questions).toHaveLength(n)
    expect(copied.all_questions).toEqual(original.all_questions.map((b: object) => ({ ...b, survey_id: copy })))
    expect(copied.connections).toEqual(original.connections)
    expect(await examplesOf(copy)).toEqual(await examplesOf(source))
    expect(await purgeJobs(copy)).toEqual([])
    expect(await hiddenDialogs()).toEqual([])
  })

  it('builds a copy again when the dialog changed during it, and refuses with 409 copy_conflict when it changes every time, leaving nothing behind', async () => {
    const source = await bigDialog(COPY_CHUNK + 10)
    const stored = (await findSurvey(db, source))!
    const me = (await findUserById(db, owner.id))!
    // An edit of a colleague lands while the copy's rows are written: the transaction that would
    // make the copy visible opens after it (every second transaction of an attempt).
    let transactions = 0
    let editsLeft = 1
    let edits = 0
    const edit = async () => {
      transactions++
      if (transactions % 2 === 0 && editsLeft-- > 0) {
        edits++
        await db.execute(sql`
          WITH b AS (
            INSERT INTO block_rows (survey_id, gen, unique_question_id, "order", type, data)
            SELECT survey_id, gen, ${`neu${edits}`}, 9999, type, data || jsonb_build_object('unique_question_id', ${`neu${edits}`}::text)
              FROM block_rows WHERE survey_id = ${source} AND unique_question_id = 'b0000' RETURNING 1)
          UPDATE surveys SET version = version + 1, settings = jsonb_set(settings, '{survey_name}', to_jsonb(${`Umbenannt ${edits}`}::text))
           WHERE survey_id = ${source}`)
      }
    }
    const hooked = dbWithTransactionHook(db, edit)
    const copy = (await copySurvey(hooked, stored, me, Date.now()))!
    const copied = await dialogOf(copy)
    expect(copied.all_questions.map((b: { unique_question_id: string }) => b.unique_question_id)).toContain('neu1')
    expect(copied.all_questions).toHaveLength(COPY_CHUNK + 11)
    // The settings too are the dialog's as they were after the edit, not as the call first read them.
    expect(copied.survey_name).toBe('Kopie von Umbenannt 1')
    expect(await hiddenDialogs()).toEqual([])

    editsLeft = COPY_ATTEMPTS
    transactions = 0
    await expect(copySurvey(hooked, stored, me, Date.now())).rejects.toMatchObject({
      status: 409,
      code: 'copy_conflict',
    })
    expect(await hiddenDialogs()).toEqual([])
    const purges = rowsOf(await db.execute(sql`SELECT 1 FROM jobs WHERE kind = 'purge_survey' AND state = 'queued'`))
    expect(purges).toEqual([])
  })

  it('copies nothing of a dialog that is being deleted meanwhile: the copy is removed and the call finds the dialog gone', async () => {
    const source = await bigDialog(COPY_CHUNK + 10)
    const stored = (await findSurvey(db, source))!
    const me = (await findUserById(db, owner.id))!
    let transactions = 0
    // The owner deletes the dialog while its rows are being copied.
    const hooked = dbWithTransactionHook(db, async () => {
      if (++transactions === 2) await hideSurvey(db, source)
    })
    const copies = async () =>
      rowsOf(await db.execute(sql`SELECT 1 FROM surveys WHERE settings ->> 'survey_name' = 'Kopie von Groß'`)).length
    const before = await copies()
    expect(await copySurvey(hooked, stored, me, Date.now())).toBeUndefined()
    // Only the dialog being deleted is hidden: no half copy is left, and none was made visible.
    expect(await hiddenDialogs()).toEqual([source])
    expect(await copies()).toBe(before)
    await purgeSurvey(db, source)
  })

  it("deletes a dialog with its respondents' data in short statements, and nothing of another dialog", async () => {
    const doomed = await seedAnalyseDialog(db, owner.id, owner.username, 60)
    const kept = await seedAnalyseDialog(db, owner.id, owner.username, 60)
    const before = await rowsOfDialog(doomed)
    // More transcript and answer rows than one statement deletes, so the chunks are exercised.
    expect(before.chat_messages).toBeGreaterThan(1000)
    expect(before.answers).toBeGreaterThan(500)
    const keptBefore = await rowsOfDialog(kept)
    await addMember(db, doomed, colleague, 'Voller Zugriff')

    expect((await asOwner.delete(`/api/surveys/${doomed}`)).json()).toEqual({ msg: 'success' })
    expect(await rowsOfDialog(doomed)).toEqual({})
    expect(await rowsOfDialog(kept)).toEqual(keptBefore)
    expect(await purgeJobs(doomed)).toEqual([])
    expect((await api(t.app).get(`/api/get_config?survey_id=${doomed}`)).statusCode).toBe(404)
  })

  it('hides a dialog before its rows go, and a deletion cut short by a crash is finished by its job', async () => {
    const doomed = await seedAnalyseDialog(db, owner.id, owner.username, 20)
    await db.execute(
      sql`UPDATE surveys SET settings = jsonb_set(settings, '{active}', 'true') WHERE survey_id = ${doomed}`,
    )
    await addMember(db, doomed, colleague, 'Voller Zugriff')
    const reg = await api(t.app).post('/api/register_live_list', { survey_id_list: [doomed] })
    expect(reg.statusCode).toBe(200)
    const respondent = api(t.app, reg.json().token_live as string)
    // The process dies right after the hiding transaction.
    expect(await hideSurvey(db, doomed)).toBe(true)
    expect(
      (await asOwner.get('/api/surveys')).json().surveys.map((s: { survey_id: string }) => s.survey_id),
    ).not.toContain(doomed)
    expect((await asOwner.post('/api/dialog', { survey_id: doomed })).statusCode).toBe(404)
    expect((await api(t.app, colleague.id).post('/api/dialog', { survey_id: doomed })).statusCode).toBe(404)
    const chat = await respondent.post('/api/chat', { survey_id: doomed, unique_question_id: null, user_input: '' })
    expect(chat.statusCode).toBe(409)
    const [job] = await purgeJobs(doomed)
    expect(job?.state).toBe('queued')
    expect(job?.due_in_s).toBeGreaterThan(PURGE_AFTER_S - 60)

    // Not due yet: a drain leaves it; once due, the job finishes the deletion.
    await t.app.jobRunner.drain()
    expect(Object.keys(await rowsOfDialog(doomed))).toContain('chat_messages')
    await db.execute(sql`UPDATE jobs SET run_after = now() WHERE key = ${`purge:${doomed}`}`)
    await t.app.jobRunner.drain()
    expect(await rowsOfDialog(doomed)).toEqual({})
    expect(await purgeJobs(doomed)).toMatchObject([{ state: 'done' }])
  })

  it('never purges a dialog that has a member', async () => {
    const live = await seedAnalyseDialog(db, owner.id, owner.username, 10)
    const before = await rowsOfDialog(live)
    expect(await purgeSurvey(db, live)).toBe('kept')
    expect(await rowsOfDialog(live)).toEqual(before)
  })
})
