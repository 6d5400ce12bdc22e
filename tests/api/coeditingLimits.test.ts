import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../support/addMember'
import { api, authHeaders } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type CoeditingReader, isReader, openCoediting } from '../support/coeditingStream'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** docs/api/coediting.md "Limits": the stream caps, the presence call bound, coalesced deltas, linear cost. */
describe.each(databaseKinds())('co-editing stream limits on %s', (kind) => {
  /** Two streams per account and dialog, three per account. */
  let capped: TestApp
  /** No practical cap, a long flush interval: many calls fall into one. */
  let roomy: TestApp
  const base = new Map<TestApp, string>()
  let owner = 0
  let colleague = 0
  const open: CoeditingReader[] = []

  beforeAll(async () => {
    capped = await startTestApp(kind, {
      coediting: { maxStreamsPerScope: 2, maxStreamsPerAccount: 3, pingMs: 600_000 },
    })
    roomy = await startTestApp(kind, {
      coediting: {
        maxStreamsPerScope: 1000,
        maxStreamsPerAccount: 1000,
        pingMs: 600_000,
        presenceFlushMs: 2000,
        maxPresenceCallsPerSecond: 1000,
      },
    })
    for (const t of [capped, roomy]) {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      base.set(t, `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`)
    }
  })
  afterAll(async () => {
    for (const reader of open) reader.close()
    await capped?.close()
    await roomy?.close()
  })

  async function dialog(t: TestApp): Promise<string> {
    owner = (await insertUser(t.database.db, `anna-${owner + 1}-${Math.random()}@example.org`)).id
    const c = await insertUser(t.database.db, `bert-${Math.random()}@example.org`)
    colleague = c.id
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner, surveyName: 'Grenzen' })
    await addMember(t.database.db, surveyId, c, 'Bearbeiten + Trainieren')
    return surveyId
  }

  async function attempt(t: TestApp, path: string, userId: number) {
    const res = await openCoediting(base.get(t) ?? '', path, authHeaders(userId))
    if (isReader(res)) open.push(res)
    return res
  }
  async function stream(t: TestApp, path: string, userId: number): Promise<CoeditingReader> {
    const res = await attempt(t, path, userId)
    if (!isReader(res)) throw new Error(`refused: ${res.status} ${JSON.stringify(res.body)}`)
    await res.next('hello')
    return res
  }

  it('refuses an account its third stream on one dialog with 429 too_many_streams; a colleague still gets in, and a closed stream frees the slot', async () => {
    const s = await dialog(capped)
    const first = await stream(capped, `/api/surveys/${s}/live`, owner)
    await stream(capped, `/api/surveys/${s}/live`, owner)
    const third = await attempt(capped, `/api/surveys/${s}/live`, owner)
    expect(isReader(third)).toBe(false)
    expect(third.status).toBe(429)
    expect(isReader(third) ? null : third.body).toMatchObject({ code: 'too_many_streams' })
    await stream(capped, `/api/surveys/${s}/live`, colleague)
    first.close()
    await expect
      .poll(async () => {
        const again = await attempt(capped, `/api/surveys/${s}/live`, owner)
        return again.status === 200 && isReader(again)
      })
      .toBe(true)
  })

  it("caps an account's streams on all its dialogs together", async () => {
    const s = await dialog(capped)
    const other = (await insertSurvey(capped.database.db, { ownerId: owner, surveyName: 'Zwei' })).surveyId
    const third = (await insertSurvey(capped.database.db, { ownerId: owner, surveyName: 'Drei' })).surveyId
    await stream(capped, `/api/surveys/${s}/live`, owner)
    await stream(capped, `/api/surveys/${s}/live`, owner)
    await stream(capped, `/api/surveys/${other}/live`, owner)
    const refused = await attempt(capped, `/api/surveys/${third}/live`, owner)
    expect([refused.status, isReader(refused) ? null : refused.body]).toMatchObject([429, { code: 'too_many_streams' }])
  })

  it('checks the caps before the role: at the cap, a stream on a dialog that does not exist is refused the same way', async () => {
    const s = await dialog(capped)
    const other = (await insertSurvey(capped.database.db, { ownerId: owner, surveyName: 'Zwei' })).surveyId
    await stream(capped, `/api/surveys/${s}/live`, owner)
    await stream(capped, `/api/surveys/${s}/live`, owner)
    await stream(capped, `/api/surveys/${other}/live`, owner)
    // Below the cap it would be 404 survey_not_found; at the cap no role is read at all.
    const refused = await attempt(capped, '/api/surveys/no-such-dialog/live', owner)
    expect([refused.status, isReader(refused) ? null : refused.body]).toMatchObject([429, { code: 'too_many_streams' }])
    const colleagues = await attempt(capped, '/api/surveys/no-such-dialog/live', colleague)
    expect([colleagues.status, isReader(colleagues) ? null : colleagues.body]).toMatchObject([
      404,
      { code: 'survey_not_found' },
    ])
  })

  it('bounds presence calls per connection with 429 too_many_requests and a Retry-After', async () => {
    const s = await dialog(capped)
    const b = await stream(capped, `/api/surveys/${s}/live`, colleague)
    const connection_id = (b.received.find((e) => e.type === 'hello')?.data as { connection_id: string }).connection_id
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(capped.app, colleague).post(`/api/surveys/${s}/presence`, {
          connection_id,
          selected: `q${i}`,
          typing: null,
        }),
      ),
    )
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]?.json()).toMatchObject({ code: 'too_many_requests' })
    expect(refused[0]?.headers['retry-after']).toBe('1')
  })

  it('a hundred presence calls within one interval reach a watcher as at most two events, the last state winning', async () => {
    const s = await dialog(roomy)
    const watcher = await stream(roomy, `/api/surveys/${s}/live`, owner)
    const b = await stream(roomy, `/api/surveys/${s}/live`, colleague)
    const connection_id = (b.received.find((e) => e.type === 'hello')?.data as { connection_id: string }).connection_id
    await expect.poll(() => watcher.editors().length, { timeout: 10_000 }).toBe(1)
    const before = watcher.received.filter((e) => e.type === 'presence').length
    const post = (selected: string) =>
      api(roomy.app, colleague).post(`/api/surveys/${s}/presence`, { connection_id, selected, typing: null })
    const answers = await Promise.all(Array.from({ length: 99 }, (_, i) => post(`q${i}`)))
    answers.push(await post('q99'))
    expect(answers.every((a) => a.statusCode === 204)).toBe(true)
    await expect.poll(() => watcher.editors()[0]?.selected, { timeout: 10_000 }).toBe('q99')
    expect(watcher.received.filter((e) => e.type === 'presence').length - before).toBeLessThanOrEqual(2)
  })

  /** Bytes every stream of a dialog received once one account opened n streams on it and a colleague watched. */
  async function bytesFor(n: number): Promise<{ total: number; largestOwnStream: number }> {
    const s = await dialog(roomy)
    const watcher = await stream(roomy, `/api/surveys/${s}/live`, colleague)
    const own: CoeditingReader[] = []
    for (let i = 0; i < n; i += 20)
      own.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, n - i) }, () => stream(roomy, `/api/surveys/${s}/live`, owner)),
        )),
      )
    await expect.poll(() => watcher.editors().length, { timeout: 20_000 }).toBe(n)
    const total = [watcher, ...own].reduce((sum, r) => sum + r.bytes(), 0)
    const largestOwnStream = Math.max(...own.map((r) => r.bytes()))
    for (const r of [watcher, ...own]) r.close()
    return { total, largestOwnStream }
  }

  it('opening 200 streams sends twice the bytes of 100, not four times: each join costs the same', async () => {
    const hundred = await bytesFor(100)
    const twoHundred = await bytesFor(200)
    // Linear: 2x (plus the watcher's constant part); the old whole-list broadcast grew with n² per join.
    expect(twoHundred.total / hundred.total).toBeLessThan(2.2)
    // No stream of the opening account hears more than its hello (its own entries are never sent to it).
    expect(twoHundred.largestOwnStream).toBeLessThan(1000)
  }, 120_000)
})
