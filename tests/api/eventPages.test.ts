import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENTS_READ_BYTES, eventsAfterVersion } from '../../server/repositories/surveyEvents'
import { api } from '../support/fixtures'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

interface Page {
  events: { seq: number; version: number | null }[]
  more: boolean
}

/**
 * The edit log is read in pages bounded by bytes as well as by count (found by an outside probe,
 * session 32: a thousand edits of 750 KB made GET …/events hold the server 10 s and answer 500,
 * and the co-editing stream's catch-up push 500 MB). Each of these edits replaces an exit
 * condition of 500 examples of 500 characters: about 0.75 MB of JSON in the log.
 */
describe.each(databaseKinds())('pages of the edit log on %s', (kind) => {
  let t: TestApp
  let surveyId = ''
  let owner: ReturnType<typeof api>
  const EDITS = 9

  beforeAll(async () => {
    t = await startTestApp(kind)
    const user = await insertUser(t.database.db, 'grosses-log@example.org')
    owner = api(t.app, user.id)
    surveyId = (await owner.post('/api/surveys', { survey_name: 'Großes Log' })).json().survey_id
    for (let i = 0; i < EDITS; i++) {
      const res = await owner.post(`/api/surveys/${surveyId}/gpt_exit_conditions`, {
        id: 'gross',
        unique_question_id: null,
        condition: `Bedingung ${i}`,
        examples: Array.from({ length: 500 }, (_, j) => `${i}-${j} `.padEnd(500, 'x')),
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each([
    ['after a seq', (last: Page['events'][number] | undefined) => `after=${last?.seq ?? 0}`],
    ['after a version', (last: Page['events'][number] | undefined) => `after_version=${last?.version ?? 0}`],
  ])('cuts a page %s at its bytes, says there is more, and the next pages bring the rest', async (_, from) => {
    const pages: Page[] = []
    let last: Page['events'][number] | undefined
    for (let round = 0; round < EDITS + 1; round++) {
      const res = await owner.get(`/api/surveys/${surveyId}/events?${from(last)}`)
      expect(res.statusCode).toBe(200)
      // A page's JSON stays under the bound and one event.
      expect(res.body.length).toBeLessThan(EVENTS_READ_BYTES + 1024 * 1024)
      const page = res.json() as Page
      pages.push(page)
      last = page.events.at(-1) ?? last
      if (!page.more) break
    }
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.slice(0, -1).every((p) => p.more && p.events.length > 0)).toBe(true)
    expect(pages.at(-1)?.more).toBe(false)
    const versions = pages.flatMap((p) => p.events.map((e) => e.version))
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => Number(versions[0]) + i))
    expect(versions.length).toBeGreaterThanOrEqual(EDITS)
  })

  it('lists the versions a page at a time that reads at most the bound, and the older pages bring the rest', async () => {
    let before: number | null | undefined
    let pages = 0
    let sessions = 0
    do {
      const res = await owner.get(`/api/surveys/${surveyId}/versions${before ? `?before=${before}` : ''}`)
      expect(res.statusCode, res.body).toBe(200)
      const page = res.json() as { sessions: unknown[]; older: number | null }
      sessions += page.sessions.length
      before = page.older
      pages++
    } while (before !== null && pages < EDITS + 2)
    expect(before).toBeNull()
    // The log's JSON (about 6.75 MB) does not fit one read.
    expect(pages).toBeGreaterThan(1)
    expect(sessions).toBeGreaterThan(0)
  })

  it('tells the co-editing stream that the edits after a version are too many bytes to send', async () => {
    const { events, whole } = await eventsAfterVersion(t.database.db, surveyId, 0, 1001)
    expect(whole).toBe(false)
    expect(events.length).toBeGreaterThan(0)
    expect(events.length).toBeLessThan(EDITS)
    const recent = await eventsAfterVersion(t.database.db, surveyId, Number(events.at(-1)?.version) + 3, 1001)
    expect(recent.whole).toBe(true)
  })
})
