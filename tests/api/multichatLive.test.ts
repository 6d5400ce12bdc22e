import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, mediaFiles, multichatProgress, triggers } from '../../server/db/schema'
import { createTokenIssuer } from '../../server/auth/tokens'
import { insertApiSignal } from '../../server/repositories/multichats'
import { listSignalsFor } from '../../server/repositories/multichatProgress'
import { TEST_SECRET } from '../support/editorToken'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const LONG = 'eine ausreichend lange Antwort'
const open = (id: string, more: { is_end?: boolean } = {}) => ({
  unique_question_id: id,
  type: 'open' as const,
  ...more,
})
const dialog = (...blocks: ReturnType<typeof open>[]): DialogSpec => ({ blocks })

interface Chat {
  survey_id: string
  status: string
  messages: { unique_question_id: string | null; bubbles: { text: string }[] }[]
  current_question_id: string | null
  waiting_for: string | null
  release_at: number | null
}
interface Turn {
  chats: Chat[]
  is_end: boolean
}

describe.each(databaseKinds())('the live multichat on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let clock = Date.now()

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock })
    ownerId = (await insertUser(t.database.db, 'spielleitung@example.org')).id
  })
  afterAll(async () => {
    await t?.close()
  })
  // Issued on the app's clock, which the timer tests move.
  const editor = () => api(t.app, createTokenIssuer(TEST_SECRET, () => clock).issue(ownerId, { fresh: true }).token)

  /** A multichat of dialogs (lead first) with triggers given as [survey index, question, kind, target index, question, options]. */
  async function aGame(
    specs: DialogSpec[],
    rules: [number, string, string, number, string, { init?: boolean; seconds?: number }?][] = [],
  ) {
    const ids: string[] = []
    for (const [i, spec] of specs.entries()) {
      const settings = { active: true, welcome_message: '', ending_message: 'Ende.', avatar_name: `Kontakt ${i}` }
      const { surveyId } = await insertSurvey(t.database.db, { ownerId, surveyName: `Dialog ${i}`, settings })
      await insertDialog(t.database.db, surveyId, spec)
      ids.push(surveyId)
    }
    const created = await editor().post('/api/dialogmanagers', { name: 'Tatort', survey_ids: ids })
    expect(created.statusCode, created.body).toBe(201)
    const dm = created.json().dialog_manager_id as number
    for (const [n, [from, question, kindName, to, target, options]] of rules.entries()) {
      await t.database.db.insert(triggers).values({
        id: `t${dm}_${n}`,
        multichatId: dm,
        surveyId: ids[from]!,
        uniqueQuestionId: question,
        trigger: `${kindName};${ids[to]};${target}`,
        initSurvey: options?.init ?? false,
        releaseAfterSeconds: options?.seconds ?? null,
      })
    }
    return { dm, ids }
  }

  async function player(surveyIds: string[]) {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list: surveyIds })
    return { id: res.json().user_id as number, token: res.json().token_live as string }
  }
  const chat = (dm: number, who: Caller, payload: object = {}) =>
    api(t.app, who).post(`/api/multichat/${dm}/chat`, payload)
  const turn = async (dm: number, who: Caller, payload: object = {}): Promise<Turn> => {
    const res = await chat(dm, who, payload)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const statuses = (r: Turn) => r.chats.map((c) => c.status)
  const asked = (c: Chat | undefined) => (c?.messages ?? []).map((m) => m.unique_question_id)
  const signal = (dm: number, trigger: string, user_id?: number) =>
    editor().post(`/api/dialogmanager/${dm}/signal`, { trigger, ...(user_id !== undefined && { user_id }) })

  it('shows the contacts publicly, lead first, and 404 for an unknown multichat', async () => {
    const { dm, ids } = await aGame([dialog(open('a1')), dialog(open('b1'))])
    const res = await api(t.app).get(`/api/multichat/${dm}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().contacts.map((c: { survey_id: string; name: string }) => [c.survey_id, c.name])).toEqual([
      [ids[0], 'Kontakt 0'],
      [ids[1], 'Kontakt 1'],
    ])
    expect((await api(t.app).get('/api/multichat/999999')).statusCode).toBe(404)
  })

  it("shows each contact's newest avatar and the lead dialog's client config flags", async () => {
    const { dm, ids } = await aGame([dialog(open('a1')), dialog(open('b1'))])
    const media = (surveyId: string, name: string, type: string, at: number) => ({
      surveyId,
      filenameDb: `${name}-${dm}.png`,
      type,
      location: `/api/media/${name}-${dm}.png`,
      mime: 'image/png',
      size: 1,
      createdAt: new Date(at),
    })
    await t.database.db
      .insert(mediaFiles)
      .values([
        media(ids[1]!, 'alt', 'avatar', 1_000),
        media(ids[1]!, 'neu', 'avatar', 2_000),
        media(ids[0]!, 'logo', 'logo', 1_000),
      ])
    const settings = await editor().post('/api/update_survey_settings', {
      survey_id: ids[0],
      action: 'config',
      changed_values: { audio_messages: true, notification_sound: false },
    })
    expect(settings.statusCode, settings.body).toBe(200)
    const info = (await api(t.app).get(`/api/multichat/${dm}`)).json()
    expect(info.contacts.map((c: { avatar_src: string | null }) => c.avatar_src)).toEqual([
      null,
      `/api/media/neu-${dm}.png`,
    ])
    expect(info.config).toMatchObject({
      audio_messages: true,
      video_messages: false,
      notification_sound: false,
      logo_src: `/api/media/logo-${dm}.png`,
    })
  })

  it("starts every chat, answers in one, and stores it as that dialog's conversation", async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2', { is_end: true })), dialog(open('b1'))])
    const p = await player(ids)
    const start = await turn(dm, p.token)
    expect(statuses(start)).toEqual(['open', 'open'])
    expect(asked(start.chats[0])).toEqual(['a1'])
    const next = await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect(next.chats[0]?.current_question_id).toBe('a2')
    expect(next.chats[1]?.messages).toEqual([])
    const stored = await t.database.db
      .select()
      .from(answers)
      .where(and(eq(answers.respondentId, p.id), eq(answers.surveyId, ids[0]!)))
    expect(stored.map((a) => a.uniqueQuestionId)).toEqual(['a1'])
    const resumed = await turn(dm, p.token)
    expect(asked(resumed.chats[0])).toEqual(['a2'])
    const end = await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a2', user_input: LONG })
    expect(end.is_end).toBe(true)
    const progress = await t.database.db
      .select()
      .from(multichatProgress)
      .where(eq(multichatProgress.respondentId, p.id))
    expect(progress[0]?.finishedAt).not.toBeNull()
  })

  it('an answer with a lone UTF-16 surrogate is taken, with U+FFFD in its place, instead of failing the turn', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2', { is_end: true })), dialog(open('b1'))])
    const p = await player(ids)
    await turn(dm, p.token)
    const next = await turn(dm, p.token, {
      survey_id: ids[0],
      unique_question_id: 'a1',
      user_input: `${LONG} \ud83d`,
    })
    expect(next.chats[0]?.current_question_id).toBe('a2')
    const stored = await t.database.db
      .select()
      .from(answers)
      .where(and(eq(answers.respondentId, p.id), eq(answers.surveyId, ids[0]!)))
    expect(stored.map((a) => a.value)).toEqual([`${LONG} \ufffd`])
    const sent = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.respondentId, p.id), eq(chatMessages.userOrBot, 'user')))
    expect(sent.map((m) => m.context)).toEqual([`${LONG} \ufffd`])
  })

  it('waitFor holds a question until its source is finished, and shows it only then', async () => {
    const { dm, ids } = await aGame(
      [dialog(open('a1'), open('a2')), dialog(open('b1'), open('b2'))],
      [[0, 'a1', 'waitFor', 1, 'b2']],
    )
    const p = await player(ids)
    await turn(dm, p.token)
    const held = await turn(dm, p.token, { survey_id: ids[1], unique_question_id: 'b1', user_input: LONG })
    expect(held.chats[1]).toMatchObject({ status: 'waiting', waiting_for: 'trigger', current_question_id: 'b2' })
    expect(asked(held.chats[1])).not.toContain('b2')
    expect(
      (await chat(dm, p.token, { survey_id: ids[1], unique_question_id: 'b2', user_input: LONG })).statusCode,
    ).toBe(409)
    const released = await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect(released.chats[1]?.status).toBe('open')
    expect(asked(released.chats[1])).toEqual(['b2'])
  })

  it('init_survey starts a dialog when its source is finished, and moveTo moves another dialog', async () => {
    const { dm, ids } = await aGame(
      [dialog(open('a1'), open('a2'), open('a3')), dialog(open('b1'), open('b2'))],
      [
        [0, 'a1', 'waitFor', 1, 'b1', { init: true }],
        [1, 'b1', 'moveTo', 0, 'a3'],
      ],
    )
    const p = await player(ids)
    expect(statuses(await turn(dm, p.token))).toEqual(['open', 'not_started'])
    const started = await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect(started.chats[1]).toMatchObject({ status: 'open', current_question_id: 'b1' })
    const moved = await turn(dm, p.token, { survey_id: ids[1], unique_question_id: 'b1', user_input: LONG })
    expect(moved.chats[0]?.current_question_id).toBe('a3')
    expect(asked(moved.chats[0])).toEqual(['a3'])
  })

  it('waitAPI holds a question until a signal; a respondent arriving after the signal waits for the next', async () => {
    const { dm, ids } = await aGame(
      [dialog(open('a1'), open('a2')), dialog(open('b1'))],
      [[0, 'a2', 'waitAPI', 1, 'b1']],
    )
    const trigger = `waitAPI;${ids[1]};b1`
    const early = await player(ids)
    await turn(dm, early.token)
    const waiting = await turn(dm, early.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect(waiting.chats[0]).toMatchObject({ status: 'waiting', waiting_for: 'signal', release_at: null })
    clock += 1000
    expect((await signal(dm, trigger)).statusCode).toBe(201)
    clock += 1000
    const late = await player(ids)
    await turn(dm, late.token)
    await turn(dm, late.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    const released = await turn(dm, early.token)
    expect(released.chats[0]).toMatchObject({ status: 'open', current_question_id: 'a2' })
    expect(asked(released.chats[0])).toEqual(['a2'])
    expect((await turn(dm, late.token)).chats[0]?.status).toBe('waiting')
    clock += 1000
    await signal(dm, trigger)
    expect((await turn(dm, late.token)).chats[0]?.status).toBe('open')
  })

  it('a signal for one respondent (user_id) releases only that respondent', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2'))], [[0, 'a2', 'waitAPI', 0, 'a1']])
    const trigger = `waitAPI;${ids[0]};a1`
    const [one, other] = [await player(ids), await player(ids)]
    for (const p of [one, other]) {
      await turn(dm, p.token)
      await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    }
    clock += 1000
    expect((await signal(dm, trigger, 987_654)).statusCode).toBe(404)
    expect((await signal(dm, trigger, one.id)).statusCode).toBe(201)
    expect((await turn(dm, one.token)).chats[0]?.status).toBe('open')
    expect((await turn(dm, other.token)).chats[0]?.status).toBe('waiting')
  })

  it('a turn reads per trigger only the latest signal for everyone or for this player, however many were sent', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2'))], [[0, 'a2', 'waitAPI', 0, 'a1']])
    const [one, other] = [await player(ids), await player(ids)]
    const [x, y, none] = [`waitAPI;${ids[0]};a1`, `waitAPI;${ids[0]};zz`, `waitAPI;${ids[0]};nie`]
    const at = (seconds: number) => Date.UTC(2026, 0, 1, 12, 0, seconds)
    for (let i = 0; i < 300; i++) await insertApiSignal(t.database.db, dm, x, at(i % 40))
    await insertApiSignal(t.database.db, dm, x, at(45), other.id)
    await insertApiSignal(t.database.db, dm, y, at(10))
    await insertApiSignal(t.database.db, dm, y, at(20), one.id)
    const latest = await listSignalsFor(t.database.db, dm, one.id, [x, y, none, x])
    expect(latest.sort((a, b) => a.trigger.localeCompare(b.trigger))).toEqual([
      { trigger: x, at: at(39) },
      { trigger: y, at: at(20) },
    ])
    expect(await listSignalsFor(t.database.db, dm, other.id, [x])).toEqual([{ trigger: x, at: at(45) }])
    expect(await listSignalsFor(t.database.db, dm, one.id, [])).toEqual([])
  })

  it('a waitAPI timer releases the waiting respondent after its seconds, and says when', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2'))], [[0, 'a2', 'waitAPI', 0, 'a1', { seconds: 30 }]])
    const p = await player(ids)
    await turn(dm, p.token)
    const waiting = await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect(waiting.chats[0]?.release_at).toBe(clock + 30_000)
    clock += 29_000
    expect((await turn(dm, p.token)).chats[0]?.status).toBe('waiting')
    clock += 1_000
    expect((await turn(dm, p.token)).chats[0]).toMatchObject({ status: 'open', release_at: null })
  })

  it('records a double-sent answer once; the second gets 409', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2'))])
    const p = await player(ids)
    await turn(dm, p.token)
    const payload = { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG }
    const results = await Promise.all([chat(dm, p.token, payload), chat(dm, p.token, payload)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const users = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.respondentId, p.id), eq(chatMessages.userOrBot, 'user')))
    expect(users).toHaveLength(1)
  })

  it('restart clears every dialog and the progress; the next call starts anew', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2')), dialog(open('b1'))])
    const p = await player(ids)
    await turn(dm, p.token)
    await turn(dm, p.token, { survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    expect((await api(t.app, p.token).post(`/api/multichat/${dm}/restart`)).json()).toEqual({
      msg: 'success',
    })
    expect(await t.database.db.select().from(conversations).where(eq(conversations.respondentId, p.id))).toEqual([])
    expect(
      await t.database.db.select().from(multichatProgress).where(eq(multichatProgress.respondentId, p.id)),
    ).toEqual([])
    expect((await turn(dm, p.token)).chats[0]?.current_question_id).toBe('a1')
  })

  it('test_chat plays the game statelessly and releases a waitAPI by its trigger id', async () => {
    const { dm, ids } = await aGame([dialog(open('a1'), open('a2'))], [[0, 'a2', 'waitAPI', 0, 'a1']])
    const test = (payload: object) => editor().post(`/api/multichat/${dm}/test_chat`, payload)
    const start = (await test({ world: null })).json()
    const waiting = (
      await test({ world: start.world, survey_id: ids[0], unique_question_id: 'a1', user_input: LONG })
    ).json()
    expect(waiting.chats[0].status).toBe('waiting')
    const released = (await test({ world: waiting.world, signal: `t${dm}_0` })).json()
    expect(released.chats[0]).toMatchObject({ status: 'open', current_question_id: 'a2' })
    expect(released.world.signalled).toEqual([`t${dm}_0`])
    expect((await test({ world: waiting.world, signal: 'unbekannt' })).json().msg).toContain("'signal'")
    expect(await t.database.db.select().from(multichatProgress).where(eq(multichatProgress.multichatId, dm))).toEqual(
      [],
    )
  })

  it('refuses tokens of other dialogs and names the field of bad input', async () => {
    const { dm, ids } = await aGame([dialog(open('a1')), dialog(open('b1'))])
    const partial = await player([ids[0]!])
    expect((await chat(dm, partial.token)).statusCode).toBe(403)
    expect((await chat(dm, null)).statusCode).toBe(401)
    const p = await player(ids)
    await turn(dm, p.token)
    const foreign = await chat(dm, p.token, { survey_id: 'fremder_dialog', unique_question_id: 'x' })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().msg).toContain("'survey_id'")
    const missing = await chat(dm, p.token, { survey_id: ids[0] })
    expect(missing.json().msg).toContain("'unique_question_id'")
    expect((await chat(dm, p.token, { user_input: 'x'.repeat(6000) })).json().msg).toContain("'user_input'")
    expect(
      (await chat(dm, p.token, { survey_id: ids[0], unique_question_id: 'b1', user_input: LONG })).statusCode,
    ).toBe(409)
  })
})
