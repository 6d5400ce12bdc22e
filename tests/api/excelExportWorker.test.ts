import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Block } from '@engine/model'
import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBlockAt } from '../../server/repositories/blocks'
import { api, authHeaders } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const RESPONDENTS = 3000

describe.each(databaseKinds())('a large excel export on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'gross@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId, surveyName: 'Gross' })).surveyId
    const db = t.database.db
    for (const [order, id] of ['job', 'city', 'age'].entries())
      await insertBlockAt(
        db,
        Block.parse({ survey_id: surveyId, order, type: 'open', unique_question_id: id, context: `Frage ${id}?` }),
        order,
      )
    // Respondents, their conversations, three answers and six transcript lines each, in bulk.
    await db.execute(sql`
      insert into live_respondents (username, survey_ids)
      select 'gross_' || n, jsonb_build_array(${surveyId}::text) from generate_series(1, ${RESPONDENTS}) n`)
    await db.execute(sql`
      insert into conversations (respondent_id, survey_id, started_at)
      select id, ${surveyId}, now() - make_interval(secs => id) from live_respondents where username like 'gross_%'`)
    await db.execute(sql`
      insert into answers (respondent_id, survey_id, unique_question_id, value)
      select r.id, ${surveyId}, q, to_jsonb('Antwort ' || q || ' von ' || r.username)
      from live_respondents r cross join unnest(array['job', 'city', 'age']) q where r.username like 'gross_%'`)
    await db.execute(sql`
      insert into chat_messages (respondent_id, survey_id, unique_question_id, user_or_bot, type, context)
      select r.id, ${surveyId}, 'job', case when k % 2 = 0 then 'bot' else 'user' end, 'open', 'Zeile ' || k || ' von ' || r.username
      from live_respondents r cross join generate_series(1, 6) k where r.username like 'gross_%'`)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is built off the event loop: while it streams, the server answers another call', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      request(
        { host: '127.0.0.1', port, path: `/api/excel_export?survey_id=${surveyId}`, headers: authHeaders(ownerId) },
        resolve,
      )
        .on('error', reject)
        .end(),
    )
    expect(response.statusCode).toBe(200)
    // The first bytes are out; the rest is not read until the other call has been answered, so
    // the export cannot have finished meanwhile (its thread waits for the download).
    const chunks: Buffer[] = []
    const ended = new Promise((resolve, reject) => response.on('end', resolve).on('error', reject))
    await new Promise<void>((resolve) =>
      response.on('data', (chunk: Buffer) => {
        if (chunks.push(chunk) === 1) {
          response.pause()
          resolve()
        }
      }),
    )
    const health = await api(t.app).get('/api/health')
    expect(health.statusCode).toBe(200)
    expect(response.complete).toBe(false)
    response.resume()
    await ended
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
    expect(book.getWorksheet('Antworten')?.rowCount).toBe(RESPONDENTS + 1)
    expect(book.getWorksheet('Verläufe')?.rowCount).toBe(RESPONDENTS * 6 + 1)
  }, 120_000) // a hang guard, not a time limit: the export's thread is niced and yields to anything else on the machine
})
