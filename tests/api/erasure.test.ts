import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSignals, liveRespondents } from '../../server/db/schema'
import { DEMO_USER } from '../../server/db/seed'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { findUserByUsername } from '../../server/repositories/users'
import { type Api, api } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

type Rows = { rows: Record<string, unknown>[] }

/**
 * Issue #10 "Respondent erasure", proven on the seeded Tatort game: after the player deletes
 * their data, no row of any table with a foreign key to live_respondents names them (found from
 * the catalogue, so a table added later is checked too), analyses and exports leave them out,
 * and their token gets 401. Another player of the same game keeps everything.
 */
describe.each(databaseKinds())('erasing a multichat player on %s', (kind) => {
  let t: TestApp
  let editor: Api
  let contacts: { survey_id: string }[]

  beforeAll(async () => {
    t = await startTestApp(kind)
    const demo = await findUserByUsername(t.database.db, DEMO_USER.username)
    editor = api(t.app, demo!.id)
    contacts = (await api(t.app).get(`/api/multichat/${tatort.multichatId}`)).json().contacts
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A player who took the first `steps` steps of the walkthrough. */
  async function aPlayer(steps: number) {
    const registered = (
      await api(t.app).post('/api/register_live_list', { survey_id_list: contacts.map((c) => c.survey_id) })
    ).json()
    const player = api(t.app, registered.token_live)
    const chat = (payload: object = {}) => player.post(`/api/multichat/${tatort.multichatId}/chat`, payload)
    expect((await chat()).statusCode).toBe(200)
    for (const step of tatortWalkthrough.slice(0, steps)) {
      const res = await chat({
        survey_id: contacts[step.order]!.survey_id,
        unique_question_id: step.unique_question_id,
        user_input: step.answer,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    return { id: registered.user_id as number, player, chat }
  }

  /** Rows naming the respondent in every column with a foreign key to live_respondents, and the identity itself. */
  async function rowsNaming(respondentId: number): Promise<Record<string, number>> {
    const refs = (await t.database.db.execute(sql`
      select kcu.table_name as "table", kcu.column_name as "column"
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'live_respondents' and kcu.table_schema = 'public'`)) as unknown as Rows
    const found: Record<string, number> = {}
    for (const ref of [...refs.rows, { table: 'live_respondents', column: 'id' }]) {
      const res = (await t.database.db.execute(
        sql.raw(
          `select count(*)::int as n from "${String(ref.table)}" where "${String(ref.column)}" = ${respondentId}`,
        ),
      )) as unknown as Rows
      found[`${String(ref.table)}.${String(ref.column)}`] = Number(res.rows[0]?.n)
    }
    return found
  }

  async function exportedText(surveyId: string): Promise<string> {
    const res = await editor.get(`/api/excel_export?survey_id=${surveyId}`)
    expect(res.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const cells: string[] = []
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text))))
    return cells.join('\n')
  }

  it('leaves no row naming the player, no trace in analysis or export, and a dead token', async () => {
    const stays = await aPlayer(3)
    const leaves = await aPlayer(4)
    // A waitAPI signal meant for this player only, so api_signals names them too.
    await t.database.db
      .insert(apiSignals)
      .values({ multichatId: tatort.multichatId, trigger: 'waitAPI;s;q', respondentId: leaves.id })
    const before = await rowsNaming(leaves.id)
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(10)
    expect(before['multichat_progress.respondent_id']).toBe(1)
    const started: number = (await editor.get(`/api/analyse_multichat/${tatort.multichatId}`)).json().players_started
    expect(started).toBeGreaterThanOrEqual(2)
    const neffe = contacts[tatortWalkthrough[3]!.order]!.survey_id
    const [identity] = await t.database.db
      .select({ username: liveRespondents.username })
      .from(liveRespondents)
      .where(eq(liveRespondents.id, leaves.id))
    const username = identity!.username
    expect(await exportedText(neffe)).toContain(username)

    const erased = await leaves.player.post(`/api/multichat/${tatort.multichatId}/delete`)
    expect(erased.statusCode).toBe(200)

    expect(
      Object.values(await rowsNaming(leaves.id)).every((n) => n === 0),
      JSON.stringify(await rowsNaming(leaves.id)),
    ).toBe(true)
    expect(Object.values(await rowsNaming(stays.id)).reduce((a, b) => a + b, 0)).toBeGreaterThan(5)
    expect((await editor.get(`/api/analyse_multichat/${tatort.multichatId}`)).json().players_started).toBe(started - 1)
    expect(await exportedText(neffe)).not.toContain(username)
    const after = await leaves.chat()
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
    expect((await stays.chat()).statusCode).toBe(200)
  })
})
