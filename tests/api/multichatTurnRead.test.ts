import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/db/rowsOf'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { storedModelKey } from '../../server/repositories/classifierModels'
import { readMultichatTurn } from '../../server/repositories/multichatTurnRead'
import { api } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * docs/reliability/launch.md "One read per turn": a multichat turn reads the live token's
 * respondent, the game's fingerprint and the player's stored game in one statement
 * (server/repositories/multichatTurnRead.ts). The token check inside it refuses what
 * findLiveAccess refuses: a logged-out token and a token of a revoked refresh family.
 */
describe.each(databaseKinds())('the multichat turn read with its token check on %s', (kind) => {
  let t: TestApp
  let surveyIds: string[]

  beforeAll(async () => {
    t = await startTestApp(kind)
    surveyIds = (await api(t.app).get(`/api/multichat/${tatort.multichatId}`))
      .json()
      .contacts.map((c: { survey_id: string }) => c.survey_id)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function register() {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list: surveyIds })
    expect(res.statusCode).toBe(200)
    return res.json() as { token_live: string; refresh_token_live: string }
  }
  const turn = (token: string, payload: object = {}) =>
    api(t.app, token).post(`/api/multichat/${tatort.multichatId}/chat`, payload)
  const revoked = { msg: 'Token has been revoked', code: 'token_revoked' }

  it('plays on after the first answer, and refuses the token once the player logged out', async () => {
    const player = await register()
    expect((await turn(player.token_live)).statusCode).toBe(200)
    const step = tatortWalkthrough[0]!
    const answered = await turn(player.token_live, {
      survey_id: surveyIds[step.order],
      unique_question_id: step.unique_question_id,
      user_input: step.answer,
    })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(
      (await api(t.app, player.token_live).post('/api/logout', { refresh_token: player.refresh_token_live }))
        .statusCode,
    ).toBe(200)
    const after = await turn(player.token_live)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual(revoked)
  })

  it('refuses every access token of a family revoked by a reused refresh token', async () => {
    const player = await register()
    const refreshed = await api(t.app, player.refresh_token_live).post('/api/refresh')
    expect(refreshed.statusCode).toBe(200)
    const newer = refreshed.json().token as string
    expect((await turn(newer)).statusCode).toBe(200)
    // The old refresh token used again: reuse, so the whole family ends.
    expect((await api(t.app, player.refresh_token_live).post('/api/refresh')).statusCode).toBe(401)
    for (const token of [player.token_live, newer]) {
      const res = await turn(token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(revoked)
    }
  })

  it("reads the stored models of the blocks the player's chats stand at, and of no other block", async () => {
    const player = await register()
    const claims = JSON.parse(Buffer.from(player.token_live.split('.')[1]!, 'base64url').toString()) as {
      sub: string
      jti: string
      fam: string
    }
    const read = () =>
      readMultichatTurn(
        t.database.db,
        { respondentId: Number(claims.sub), jti: claims.jti, family: claims.fam },
        tatort.multichatId,
      )
    expect((await read()).storedModels.size).toBe(0)
    expect((await turn(player.token_live)).statusCode).toBe(200)
    const standing = rowsOf<{ survey_id: string; current_question_id: string }>(
      await t.database.db.execute(sql`
        SELECT survey_id, current_question_id FROM conversations
         WHERE respondent_id = ${Number(claims.sub)} AND current_question_id IS NOT NULL`),
    )
    const models = rowsOf<{ survey_id: string; unique_question_id: string; version: number; trained_on: string }>(
      await t.database.db.execute(sql`
        SELECT survey_id, unique_question_id, version, trained_on FROM classifier_models
         WHERE survey_id IN (SELECT survey_id FROM dialog_manager_surveys WHERE dialog_manager_id = ${tatort.multichatId})`),
    )
    // The game has models of blocks nobody stands at yet; those are not read.
    expect(models.length).toBeGreaterThan(
      standing.filter((c) =>
        models.some((m) => m.survey_id === c.survey_id && m.unique_question_id === c.current_question_id),
      ).length,
    )
    const expected = new Map(
      standing.map((c) => {
        const m = models.find((x) => x.survey_id === c.survey_id && x.unique_question_id === c.current_question_id)
        return [
          storedModelKey(c.survey_id, c.current_question_id),
          m ? { version: Number(m.version), trainedOn: m.trained_on } : null,
        ]
      }),
    )
    expect(standing.length).toBeGreaterThan(0)
    expect((await read()).storedModels).toEqual(expected)
  })

  it('answers 404 for a multichat that does not exist, after the token check', async () => {
    const player = await register()
    const res = await api(t.app, player.token_live).post('/api/multichat/987654/chat', {})
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('dialog_manager_not_found')
    expect((await api(t.app, 'a.b.c').post('/api/multichat/987654/chat', {})).statusCode).toBe(422)
  })

  it.runIf(kind === 'postgres')(
    'every answer of the walkthrough runs two statements, the read and the save, open blocks too',
    async () => {
      // Counted at the driver: the app's pool clients are made after the patch, so they all go through it.
      let statements: string[] = []
      let counting = false
      const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
      const query = prototype.query
      prototype.query = function (this: unknown, ...args: unknown[]) {
        const q = args[0] as string | { text?: string }
        const text = String(typeof q === 'string' ? q : q.text).trim()
        // The app's job runner looks for due jobs every second, whatever the answers do: its claim is
        // not the turn's (a job the turn queued would show as its INSERT INTO jobs).
        if (counting && !text.startsWith('UPDATE jobs SET')) statements.push(text.slice(0, 40))
        return query.apply(this, args)
      }
      const counted = await startTestApp(kind)
      const perAnswer: string[][] = []
      try {
        // The first player's game loads the stored models into this process; the second's is counted.
        for (const counts of [false, true]) {
          const registered = await api(counted.app).post('/api/register_live_list', { survey_id_list: surveyIds })
          const token = registered.json().token_live as string
          const play = (payload: object) =>
            api(counted.app, token).post(`/api/multichat/${tatort.multichatId}/chat`, payload)
          expect((await play({})).statusCode).toBe(200)
          for (const step of tatortWalkthrough) {
            statements = []
            counting = counts
            const res = await play({
              survey_id: surveyIds[step.order],
              unique_question_id: step.unique_question_id,
              user_input: step.answer,
            })
            counting = false
            expect(res.statusCode, `${step.unique_question_id}: ${res.body}`).toBe(200)
            if (counts) perAnswer.push(statements)
          }
        }
      } finally {
        prototype.query = query
        await counted.close()
      }
      // The open blocks' answers (the suspects' questions) no longer ask for their model's freshness.
      expect(perAnswer).toHaveLength(tatortWalkthrough.length)
      for (const [i, answered] of perAnswer.entries()) {
        expect(answered, `${tatortWalkthrough[i]!.unique_question_id}:\n${answered.join('\n')}`).toHaveLength(2)
        expect(answered[0]).toMatch(/^WITH game AS/)
      }
    },
  )
})
