import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLiveDialogs } from '../../server/cache/liveDialogs'
import { rowsOf } from '../../server/db/rowsOf'
import {
  connectSurvey,
  copyMultichat,
  deleteTrigger,
  disconnectSurvey,
  findMultichat,
  upsertTrigger,
} from '../../server/repositories/multichats'
import { hideSurvey } from '../../server/repositories/surveyPurge'
import { readMultichatTurn } from '../../server/repositories/multichatTurnRead'
import { type Caller, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

interface Chat {
  survey_id: string
  status: string
  messages: { bubbles: { text: string }[] }[]
  waiting_for: string | null
}

/**
 * The chat calls keep the loaded game and dialog per process (server/cache/liveGames.ts,
 * liveDialogs.ts). These edits happen between two calls of the same process, so a stale cache
 * would show the old game.
 */
describe.each(databaseKinds())('the live game cache on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'cache@example.org')).id
  })
  afterAll(async () => {
    await t?.close()
  })
  const post = (url: string, payload: object, who: Caller = ownerId) => api(t.app, who).post(url, payload)

  async function aGame() {
    const ids: string[] = []
    for (const i of [0, 1]) {
      const { surveyId } = await insertSurvey(t.database.db, {
        ownerId,
        surveyName: `Dialog ${i}`,
        settings: { active: true, welcome_message: '', ending_message: 'Ende.' },
      })
      await insertDialog(t.database.db, surveyId, {
        blocks: [
          { unique_question_id: 'q1', type: 'open' },
          { unique_question_id: 'q2', type: 'open', is_end: true },
        ],
      })
      ids.push(surveyId)
    }
    const created = await post('/api/dialogmanagers', { name: 'Cache', survey_ids: ids })
    expect(created.statusCode, created.body).toBe(201)
    return { dm: created.json().dialog_manager_id as number, ids }
  }
  async function start(dm: number, ids: string[]) {
    const token = (await post('/api/register_live_list', { survey_id_list: ids }, null)).json().token_live as string
    return api(t.app, token).post(`/api/multichat/${dm}/chat`, {})
  }
  const fingerprintOf = async (multichatId: number) =>
    (await readMultichatTurn(t.database.db, { respondentId: 0, jti: randomUUID() }, multichatId)).fingerprint.key
  /** A trigger holding the first dialog's q2 until the second's q1 is answered. */
  const waitForRule = (id: string, multichatId: number, ids: string[]) => ({
    id,
    multichatId,
    surveyId: ids[0]!,
    uniqueQuestionId: 'q2',
    trigger: `waitFor;${ids[1]};q1`,
    initSurvey: false,
    releaseAfterSeconds: null,
  })
  const text = (chat: Chat | undefined) => chat?.messages.flatMap((m) => m.bubbles.map((b) => b.text)).join(' ')

  it('shows an edited question, a new trigger and a switched-off lead on the next multichat call', async () => {
    const { dm, ids } = await aGame()
    const first = (await start(dm, ids)).json().chats as Chat[]
    expect(text(first[0])).toContain('Frage q1')

    expect(
      (
        await post('/api/update_survey_blocks', {
          survey_id: ids[0],
          action: 'update',
          unique_question_id: 'q1',
          changed_values: { context: 'Wer war es?' },
        })
      ).statusCode,
    ).toBe(200)
    expect(text(((await start(dm, ids)).json().chats as Chat[])[0])).toContain('Wer war es?')

    // A trigger edit bumps no dialog version; the multichat's triggers' version must still see it.
    const trigger = {
      id: `cache-${dm}`,
      dialog_manager_id: dm,
      survey_id: ids[0],
      unique_question_id: 'q2',
      trigger: `waitFor;${ids[1]};q1`,
      init_survey: false,
    }
    expect((await post('/api/create_trigger', trigger)).statusCode).toBe(201)
    const held = (await start(dm, ids)).json().chats as Chat[]
    expect(held[1]).toMatchObject({ status: 'waiting', waiting_for: 'trigger' })
    expect((await api(t.app, ownerId).delete(`/api/delete_trigger/cache-${dm}`)).statusCode).toBe(200)

    expect((await post('/api/switch_activate_link', { item: ids[0] })).statusCode).toBeLessThan(300)
    const off = await start(dm, ids)
    expect(off.statusCode).toBe(409)
    expect(off.json().msg).toBe('Dialog ist nicht mehr aktiv.')
  })

  it('shows an edited question on the next single-dialog chat call', async () => {
    const { surveyId } = await insertSurvey(t.database.db, {
      ownerId,
      surveyName: 'Einzeln',
      settings: { active: true, welcome_message: '' },
    })
    await insertDialog(t.database.db, surveyId, { blocks: [{ unique_question_id: 'q1', type: 'open', is_end: true }] })
    const chat = async () => {
      const token = (await post('/api/register_live', { survey_id: surveyId }, null)).json().token_live as string
      const res = await post('/api/chat', { survey_id: surveyId }, token)
      return JSON.stringify(res.json())
    }
    expect(await chat()).toContain('Frage q1')
    expect(
      (
        await post('/api/update_survey_blocks', {
          survey_id: surveyId,
          action: 'update',
          unique_question_id: 'q1',
          changed_values: { context: 'Neue Frage' },
        })
      ).statusCode,
    ).toBe(200)
    expect(await chat()).toContain('Neue Frage')
  })

  it('keeps of a single dialog only what the chat reads, not the triggers of the multichats it belongs to', async () => {
    const { dm, ids } = await aGame()
    const trigger = {
      id: `kept-${dm}`,
      dialog_manager_id: dm,
      survey_id: ids[0],
      unique_question_id: 'q2',
      trigger: `waitFor;${ids[1]};q1`,
      init_survey: false,
    }
    expect((await post('/api/create_trigger', trigger)).statusCode).toBe(201)
    const live = await createLiveDialogs().load(t.database.db, ids[0]!)
    expect(Object.keys(live).sort()).toEqual(['active', 'dialog', 'exitConditions'])
    expect(live).toMatchObject({ active: true, exitConditions: [] })
    expect(live.dialog.blocks.map((b) => b.unique_question_id)).toEqual(['q1', 'q2'])
  })

  it("sees a trigger edit that moves a ';' between two of its columns", async () => {
    const { dm, ids } = await aGame()
    const db = t.database.db
    const trigger = waitForRule(`semi-${dm}`, dm, ids)
    await upsertTrigger(db, trigger)
    const before = await fingerprintOf(dm)
    // The same characters with the column border moved: joined with ';' both read "q2;waitFor;…".
    await upsertTrigger(db, { ...trigger, uniqueQuestionId: 'q2;waitFor', trigger: `${ids[1]};q1` })
    expect(await fingerprintOf(dm)).not.toBe(before)
  })

  it("counts a game's triggers' version up with every write of its triggers, whoever makes it, and no other game's", async () => {
    const db = t.database.db
    const { dm, ids } = await aGame()
    const other = await aGame()
    const versionOf = async (multichatId: number) =>
      Number(
        rowsOf<{ v: number }>(
          await db.execute(sql`SELECT triggers_version AS v FROM dialog_managers WHERE id = ${multichatId}`),
        )[0]?.v,
      )
    const rule = (id: string) => waitForRule(id, dm, ids)
    const moved = 'moved to the other game by a statement of its own'
    const steps: [string, () => Promise<unknown>][] = [
      ['created', () => upsertTrigger(db, rule(`a-${dm}`))],
      ['another created first (the first moves down)', () => upsertTrigger(db, rule(`b-${dm}`), null)],
      ['replaced', () => upsertTrigger(db, { ...rule(`a-${dm}`), releaseAfterSeconds: 30 })],
      ['deleted', () => deleteTrigger(db, `b-${dm}`)],
      [moved, () => db.execute(sql`UPDATE triggers SET dialog_manager_id = ${other.dm} WHERE id = ${`a-${dm}`}`)],
      ['created again', () => upsertTrigger(db, rule(`c-${dm}`))],
      ['deleted with the dialog it names (disconnected)', () => disconnectSurvey(db, dm, ids[1]!)],
    ]
    for (const [what, write] of steps) {
      const [before, versionBefore, otherBefore] = [
        await fingerprintOf(dm),
        await versionOf(dm),
        await versionOf(other.dm),
      ]
      await write()
      expect(await versionOf(dm), what).toBeGreaterThan(versionBefore)
      expect(await fingerprintOf(dm), what).not.toBe(before)
      if (what === moved) expect(await versionOf(other.dm), what).toBeGreaterThan(otherBefore)
      else expect(await versionOf(other.dm), what).toBe(otherBefore)
    }

    // A copy starts with the triggers it copied; hiding a dialog deletes the triggers that name it, in every game.
    await connectSurvey(db, dm, ids[1]!)
    await upsertTrigger(db, rule(`d-${dm}`))
    const copy = await copyMultichat(db, (await findMultichat(db, dm))!, ownerId)
    expect(await versionOf(copy)).toBeGreaterThan(0)
    const [versionBefore, copyBefore] = [await versionOf(dm), await versionOf(copy)]
    await hideSurvey(db, ids[1]!)
    expect(await versionOf(dm)).toBeGreaterThan(versionBefore)
    expect(await versionOf(copy)).toBeGreaterThan(copyBefore)
  })

  it('deletes two dialogs at once whose triggers sit in the same two games, met in opposite orders, without a deadlock', async () => {
    const db = t.database.db
    const first = await aGame()
    const [x, y] = first.ids as [string, string]
    const created = await post('/api/dialogmanagers', { name: 'Cache 2', survey_ids: [y, x] })
    expect(created.statusCode, created.body).toBe(201)
    const second = created.json().dialog_manager_id as number
    const rule = (multichatId: number, on: string) => ({
      id: `${on}-${multichatId}`,
      multichatId,
      surveyId: on,
      uniqueQuestionId: 'q2',
      trigger: `waitFor;${on};q1`,
      initSurvey: false,
      releaseAfterSeconds: null,
    })
    // x's triggers come first in the first game, y's first in the second: a delete of each dialog's
    // triggers meets the two games' rows in opposite orders.
    await upsertTrigger(db, rule(first.dm, x))
    await upsertTrigger(db, rule(second, y))
    await upsertTrigger(db, rule(second, x))
    await upsertTrigger(db, rule(first.dm, y))
    const versions = async () =>
      rowsOf<{ v: number }>(
        await db.execute(
          sql`SELECT triggers_version AS v FROM dialog_managers WHERE id IN (${first.dm}, ${second}) ORDER BY id`,
        ),
      ).map((r) => Number(r.v))
    const before = await versions()
    // Each count waits a moment, so that two hides running at once interleave their counts: locked
    // in opposite orders, PostgreSQL would find a deadlock and abort one hide.
    await db.execute(sql`CREATE FUNCTION slow_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.05); RETURN NEW; END $$`)
    await db.execute(sql`CREATE TRIGGER slow_count BEFORE UPDATE OF triggers_version ON dialog_managers
      FOR EACH ROW EXECUTE FUNCTION slow_count()`)
    try {
      expect(await Promise.all([hideSurvey(db, x), hideSurvey(db, y)])).toEqual([true, true])
    } finally {
      await db.execute(sql`DROP TRIGGER slow_count ON dialog_managers`)
      await db.execute(sql`DROP FUNCTION slow_count()`)
    }
    const after = await versions()
    expect(after[0]).toBeGreaterThan(before[0]!)
    expect(after[1]).toBeGreaterThan(before[1]!)
    const left = rowsOf(
      await db.execute(sql`SELECT id FROM triggers WHERE dialog_manager_id IN (${first.dm}, ${second})`),
    )
    expect(left).toEqual([])
  })
})
