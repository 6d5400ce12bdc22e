import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type CoeditingReader, isReader, openCoediting } from '../support/coeditingStream'
import { api, authHeaders } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('calls of one account on %s (docs/api/errors.md "Calls of one account")', (kind) => {
  let t: TestApp
  let busy: { id: number }
  let other: { id: number }

  beforeAll(async () => {
    t = await startTestApp(kind, { accountGate: { slots: 2, queue: 3 } })
    busy = await insertUser(t.database.db, 'viele-tabs@example.org')
    other = await insertUser(t.database.db, 'ruhig@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('runs 2 at once, queues 3 in order, refuses the rest with 429; other accounts are not held up', async () => {
    // Every editor call reads its account's row first: while the users table is locked, the
    // calls that got a slot stay in progress, so the gate's state is what the test arranged.
    let locked = false
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const lock = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`)
      locked = true
      await held
    })
    await vi.waitFor(() => expect(locked).toBe(true))

    const answers: { status: number; code?: string }[] = []
    const burst = Array.from({ length: 10 }, () =>
      api(t.app, busy.id)
        .get('/api/surveys')
        .then((res) => answers.push({ status: res.statusCode, code: res.json().code })),
    )
    const quiet = api(t.app, other.id).get('/api/surveys')
    // The five past the queue are answered at once, without waiting for the lock.
    await vi.waitFor(() => expect(answers).toHaveLength(5))
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 429, code: 'too_many_parallel_requests' })))

    release()
    await lock
    await Promise.all(burst)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect((await quiet).statusCode).toBe(200)
    // Every slot was given back: a full set of calls runs again.
    const again = await Promise.all(Array.from({ length: 5 }, () => api(t.app, busy.id).get('/api/surveys')))
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200])
  })

  it('gives the slot back once a co-editing stream runs: streams of an account never block its other calls', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: busy.id, surveyName: 'Offene Tabs' })
    const streams: CoeditingReader[] = []
    try {
      // More streams than the account has slots.
      for (let i = 0; i < 3; i++) {
        const res = await openCoediting(base, `/api/surveys/${surveyId}/live`, authHeaders(busy.id))
        if (!isReader(res)) throw new Error(`stream refused: ${res.status}`)
        streams.push(res)
        await res.next('hello')
      }
      const calls = await Promise.all([1, 2, 3].map(() => api(t.app, busy.id).get('/api/surveys')))
      expect(calls.map((res) => res.statusCode)).toEqual([200, 200, 200])
    } finally {
      for (const stream of streams) stream.close()
    }
  })

  it('refuses a malformed token as the token contract says (422), before any slot is taken', async () => {
    const res = await api(t.app, 'kein.gueltiges.token').get('/api/surveys')
    expect(res.statusCode).toBe(422)
  })
})
