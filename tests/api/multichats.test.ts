import { MAX_DIALOGS_PER_MULTICHAT, MAX_TRIGGERS_PER_MULTICHAT } from '@engine/model'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members, triggers } from '../../server/db/schema'
import { listApiSignals } from '../../server/repositories/multichats'
import { api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

type User = { id: number; username: string }

describe.each(databaseKinds())('multichats on %s', (kind) => {
  let t: TestApp
  let editor: User
  let trainer: User
  let stranger: User

  beforeAll(async () => {
    t = await startTestApp(kind)
    editor = await insertUser(t.database.db, 'autorin@example.org')
    trainer = await insertUser(t.database.db, 'trainer@example.org')
    stranger = await insertUser(t.database.db, 'fremd@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  async function surveys(...names: string[]) {
    const ids: string[] = []
    for (const surveyName of names) {
      const { surveyId } = await insertSurvey(t.database.db, { ownerId: editor.id, surveyName })
      await t.database.db
        .insert(members)
        .values({ surveyId, email: trainer.username, userId: trainer.id, role: 'Trainieren', inviteAccepted: 1 })
      ids.push(surveyId)
    }
    return ids
  }

  async function multichat(name: string, ids: string[]): Promise<number> {
    const res = await api(t.app, editor.id).post('/api/dialogmanagers', { name, survey_ids: ids })
    expect(res.statusCode).toBe(201)
    return res.json().dialog_manager_id
  }

  const connected = async (dm: number, userId = editor.id) =>
    (await api(t.app, userId).get(`/api/get_connected_surveys/${dm}`)).json().connected_surveys

  it('creates a multichat whose dialogs keep the given order, lead first', async () => {
    const [a, b, c] = await surveys('Kommissarin', 'Zeuge', 'Verdächtige')
    const dm = await multichat('Tatort', [b!, a!, c!])
    expect(await connected(dm)).toEqual([
      { survey_id: b, survey_name: 'Zeuge', order: 0 },
      { survey_id: a, survey_name: 'Kommissarin', order: 1 },
      { survey_id: c, survey_name: 'Verdächtige', order: 2 },
    ])
    const list = (await api(t.app, editor.id).get('/api/dialogmanagers')).json().dialog_managers
    expect(list).toContainEqual({
      dialog_manager_id: dm,
      name: 'Tatort',
      is_owner: true,
      connected_surveys: await connected(dm),
      responses: 0,
      responses_capped: false,
    })
  })

  it('lists a multichat only for members of its dialogs and hides it from everyone else', async () => {
    const ids = await surveys('A', 'B')
    const dm = await multichat('Versteckt', ids)
    const listed = (await api(t.app, stranger.id).get('/api/dialogmanagers')).json().dialog_managers
    expect(listed.map((m: { dialog_manager_id: number }) => m.dialog_manager_id)).not.toContain(dm)
    expect((await api(t.app, stranger.id).get(`/api/get_connected_surveys/${dm}`)).statusCode).toBe(404)
    expect((await api(t.app, stranger.id).get(`/api/get_dialogmanager_trigger/${dm}`)).statusCode).toBe(404)
    expect(await connected(dm, trainer.id)).toHaveLength(2)
  })

  it('needs edit rights on every dialog to create a multichat', async () => {
    const ids = await surveys('A', 'B')
    expect((await api(t.app, trainer.id).post('/api/dialogmanagers', { name: 'X', survey_ids: ids })).statusCode).toBe(
      403,
    )
    expect((await api(t.app, stranger.id).post('/api/dialogmanagers', { name: 'X', survey_ids: ids })).statusCode).toBe(
      404,
    )
    const bad = await api(t.app, editor.id).post('/api/dialogmanagers', { name: 'X', survey_ids: [ids[0], ids[0]] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain("'survey_ids'")
  })

  it('reports the multichat of a dialog, and null for a dialog without one', async () => {
    const [a, b] = await surveys('A', 'B')
    const [lonely] = await surveys('Allein')
    const dm = await multichat('Status', [a!, b!])
    const second = await multichat('Zweiter', [b!])
    const res = (await api(t.app, editor.id).get(`/api/find_dialogmanager_status/${b}`)).json()
    expect(res.msg).toBe('success')
    expect(res.connected_status).toMatchObject({ dialog_manager_id: dm, additional_dms: [second] })
    expect(res.connected_status.connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([a, b])
    const none = await api(t.app, editor.id).get(`/api/find_dialogmanager_status/${lonely}`)
    expect(none.statusCode).toBe(200)
    expect(none.json().connected_status).toEqual({ dialog_manager_id: null, additional_dms: [], connected_surveys: [] })
    expect((await api(t.app, stranger.id).get(`/api/find_dialogmanager_status/${lonely}`)).statusCode).toBe(404)
  })

  it('switching the lead swaps the chosen dialog with the current lead', async () => {
    const [a, b, c] = await surveys('A', 'B', 'C')
    const dm = await multichat('Lead', [a!, b!, c!])
    const res = await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/lead`, { survey_id: c })
    expect(res.statusCode).toBe(200)
    expect(
      res.json().connected_surveys.map((s: { survey_id: string; order: number }) => [s.survey_id, s.order]),
    ).toEqual([
      [c, 0],
      [b, 1],
      [a, 2],
    ])
    expect((await api(t.app, trainer.id).post(`/api/dialogmanagers/${dm}/lead`, { survey_id: b })).statusCode).toBe(403)
  })

  it('connects and disconnects dialogs, closing the gap in the order', async () => {
    const [a, b, c] = await surveys('A', 'B', 'C')
    const dm = await multichat('Verbinden', [a!, b!])
    const added = await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: c })
    expect(added.statusCode).toBe(201)
    expect(added.json().connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([a, b, c])
    expect((await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: c })).statusCode).toBe(
      409,
    )
    const removed = await api(t.app, editor.id).delete(`/api/dialogmanagers/${dm}/surveys/${a}`)
    expect(removed.json().connected_surveys).toEqual([
      { survey_id: b, survey_name: 'B', order: 0 },
      { survey_id: c, survey_name: 'C', order: 1 },
    ])
  })

  it('connects at most MAX_DIALOGS_PER_MULTICHAT dialogs: the next is 413 too_many_dialogs and not connected', async () => {
    const ids = await surveys(...Array.from({ length: MAX_DIALOGS_PER_MULTICHAT + 1 }, (_, i) => `Kontakt ${i}`))
    const over = await api(t.app, editor.id).post('/api/dialogmanagers', { name: 'Zu viele', survey_ids: ids })
    expect(over.statusCode).toBe(400)
    expect(over.json().msg).toContain('survey_ids')
    const dm = await multichat('Voll', ids.slice(0, MAX_DIALOGS_PER_MULTICHAT))
    const last = ids[MAX_DIALOGS_PER_MULTICHAT]!
    const refused = await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: last })
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toMatchObject({ code: 'too_many_dialogs' })
    expect(refused.json().msg).toContain(String(MAX_DIALOGS_PER_MULTICHAT))
    expect(await connected(dm)).toHaveLength(MAX_DIALOGS_PER_MULTICHAT)
    // One already connected is still 409, and after a disconnect there is room again.
    const again = await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: ids[0] })
    expect(again.statusCode).toBe(409)
    expect((await api(t.app, editor.id).delete(`/api/dialogmanagers/${dm}/surveys/${ids[1]}`)).statusCode).toBe(200)
    expect(
      (await api(t.app, editor.id).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: last })).statusCode,
    ).toBe(201)
  })

  describe('triggers', () => {
    const trigger = (dm: number, source: string, target: string, extra: object = {}) => ({
      id: `t-${Math.random().toString(36).slice(2)}`,
      dialog_manager_id: dm,
      survey_id: source,
      unique_question_id: 'q1',
      trigger: `waitFor;${target};q2`,
      init_survey: true,
      ...extra,
    })

    it('deleting a dialog removes the triggers from and to it, and only those', async () => {
      const [a, b, c] = await surveys('Quelle', 'Ziel', 'Bleibt')
      const dm = await multichat('Aufräumen', [a!, b!, c!])
      const fromA = trigger(dm, a!, c!)
      const toA = trigger(dm, b!, a!)
      const unrelated = trigger(dm, b!, c!)
      for (const body of [fromA, toA, unrelated])
        expect((await api(t.app, editor.id).post('/api/create_trigger', body)).statusCode).toBe(201)
      expect((await api(t.app, editor.id).delete(`/api/surveys/${a}`)).statusCode).toBe(200)
      expect((await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json()).toEqual({
        trigger_objects: [unrelated],
      })
    })

    it('creates a trigger with 201 and lists it with exactly the fields the engine sent', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Trigger', [a!, b!])
      const body = trigger(dm, a!, b!)
      const res = await api(t.app, editor.id).post('/api/create_trigger', body)
      expect(res.statusCode).toBe(201)
      expect((await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json()).toEqual({
        trigger_objects: [body],
      })
    })

    it('treats a repeated create with the same id as a replacement', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Idempotent', [a!, b!])
      const body = trigger(dm, a!, b!)
      expect((await api(t.app, editor.id).post('/api/create_trigger', body)).statusCode).toBe(201)
      expect((await api(t.app, editor.id).post('/api/create_trigger', body)).statusCode).toBe(201)
      const changed = { ...body, trigger: `moveTo;${b};q9`, init_survey: false }
      expect((await api(t.app, editor.id).post('/api/create_trigger', changed)).statusCode).toBe(201)
      expect((await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects).toEqual([
        changed,
      ])
    })

    it('puts a created trigger after the one named `after`, first for null, last without it', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Reihenfolge', [a!, b!])
      const [t1, t2, t3, t4, t5] = [1, 2, 3, 4, 5].map((n) => ({ ...trigger(dm, a!, b!), id: `place-${dm}-${n}` }))
      const create = async (body: object) =>
        expect((await api(t.app, editor.id).post('/api/create_trigger', body)).statusCode).toBe(201)
      const listed = async () =>
        (
          (await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects as {
            id: string
          }[]
        ).map((x) => x.id)
      await create(t1!)
      await create(t2!)
      await create({ ...t3!, after: t1!.id })
      await create({ ...t4!, after: null })
      expect(await listed()).toEqual([t4!.id, t1!.id, t3!.id, t2!.id])
      // The undo of a delete sends the trigger with the one that was before it: it comes back in place.
      expect((await api(t.app, editor.id).delete(`/api/delete_trigger/${t3!.id}`)).statusCode).toBe(200)
      await create({ ...t3!, after: t1!.id })
      // A repeated id keeps its place; a trigger named as `after` that is gone means last.
      await create({ ...t1!, init_survey: false, after: null })
      await create({ ...t5!, after: 'gibt-es-nicht' })
      expect(await listed()).toEqual([t4!.id, t1!.id, t3!.id, t2!.id, t5!.id])
      const dialogTriggers = await api(t.app, editor.id).post('/api/dialog', { survey_id: a })
      expect((dialogTriggers.json().triggers as { id: string }[]).map((x) => x.id)).toEqual(await listed())
    })

    it('holds at most MAX_TRIGGERS_PER_MULTICHAT: a new one past it is 413 too_many_triggers, a replaced one is saved', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Viele Trigger', [a!, b!])
      // All but one written directly; the last through the call, in the middle of the list (the rest move down).
      await t.database.db.insert(triggers).values(
        Array.from({ length: MAX_TRIGGERS_PER_MULTICHAT - 1 }, (_, position) => ({
          id: `many-${dm}-${position}`,
          multichatId: dm,
          surveyId: a!,
          uniqueQuestionId: 'q1',
          trigger: `waitFor;${b};q2`,
          position,
        })),
      )
      const last = { ...trigger(dm, a!, b!), id: `many-${dm}-last`, after: `many-${dm}-0` }
      expect((await api(t.app, editor.id).post('/api/create_trigger', last)).statusCode).toBe(201)
      const listed = async () =>
        (
          (await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects as {
            id: string
          }[]
        ).map((x) => x.id)
      const before = await listed()
      expect(before).toHaveLength(MAX_TRIGGERS_PER_MULTICHAT)
      expect(before.slice(0, 3)).toEqual([`many-${dm}-0`, last.id, `many-${dm}-1`])

      const refused = await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, a!, b!, { after: null }))
      expect(refused.statusCode).toBe(413)
      expect(refused.json()).toMatchObject({ code: 'too_many_triggers' })
      expect(await listed()).toEqual(before)
      expect(
        (await api(t.app, editor.id).post('/api/create_trigger', { ...last, init_survey: false })).statusCode,
      ).toBe(201)
      expect(await listed()).toEqual(before)
    })

    it('generates an id when none is sent', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Ohne id', [a!, b!])
      const { id: _id, ...body } = trigger(dm, a!, b!)
      const res = await api(t.app, editor.id).post('/api/create_trigger', body)
      expect(res.statusCode).toBe(201)
      expect(res.json().trigger.id).toMatch(/.+/)
    })

    it('rejects a malformed trigger string and a dialog outside the multichat with 400', async () => {
      const [a, b] = await surveys('A', 'B')
      const [outside] = await surveys('Draußen')
      const dm = await multichat('Ungültig', [a!, b!])
      for (const value of ['jumpTo;x;y', `waitFor;${b}`, 'waitFor;;q2', `waitFor;${b};q2;extra`]) {
        const res = await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, a!, b!, { trigger: value }))
        expect(res.statusCode).toBe(400)
        expect(res.json().msg).toContain("'trigger'")
      }
      expect((await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, a!, outside!))).statusCode).toBe(400)
      expect((await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, outside!, b!))).json().msg).toContain(
        "'survey_id'",
      )
    })

    it('needs edit rights: a trainer gets 403, a stranger 404', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Rechte', [a!, b!])
      expect((await api(t.app, trainer.id).post('/api/create_trigger', trigger(dm, a!, b!))).statusCode).toBe(403)
      expect((await api(t.app, stranger.id).post('/api/create_trigger', trigger(dm, a!, b!))).statusCode).toBe(404)
    })

    it('deletes a trigger, and a second delete finds nothing', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Löschen', [a!, b!])
      const body = trigger(dm, a!, b!)
      await api(t.app, editor.id).post('/api/create_trigger', body)
      expect((await api(t.app, stranger.id).delete(`/api/delete_trigger/${body.id}`)).statusCode).toBe(404)
      expect((await api(t.app, trainer.id).delete(`/api/delete_trigger/${body.id}`)).statusCode).toBe(403)
      expect((await api(t.app, editor.id).delete(`/api/delete_trigger/${body.id}`)).statusCode).toBe(200)
      expect((await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects).toEqual(
        [],
      )
      expect((await api(t.app, editor.id).delete(`/api/delete_trigger/${body.id}`)).statusCode).toBe(404)
    })

    it('drops the triggers of a dialog that is disconnected', async () => {
      const [a, b, c] = await surveys('A', 'B', 'C')
      const dm = await multichat('Trennen', [a!, b!, c!])
      const keep = trigger(dm, a!, c!)
      await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, a!, b!))
      await api(t.app, editor.id).post('/api/create_trigger', trigger(dm, b!, c!))
      await api(t.app, editor.id).post('/api/create_trigger', keep)
      await api(t.app, editor.id).delete(`/api/dialogmanagers/${dm}/surveys/${b}`)
      expect((await api(t.app, editor.id).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects).toEqual([
        keep,
      ])
    })
  })

  describe('waitAPI signals', () => {
    it('stores a signal for a waitAPI trigger of the multichat', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Signal', [a!, b!])
      const wait = {
        id: 'w1-' + dm,
        dialog_manager_id: dm,
        survey_id: b,
        unique_question_id: 'q5',
        trigger: `waitAPI;${a};q1`,
        init_survey: false,
      }
      await api(t.app, editor.id).post('/api/create_trigger', wait)
      const res = await api(t.app, editor.id).post(`/api/dialogmanager/${dm}/signal`, { trigger: wait.trigger })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ msg: 'success', released: 1 })
      const stored = await listApiSignals(t.database.db, dm)
      expect(stored.map((s) => s.trigger)).toEqual([wait.trigger])
    })

    it('refuses unknown triggers, malformed ones and callers without edit rights', async () => {
      const [a, b] = await surveys('A', 'B')
      const dm = await multichat('Signal 2', [a!, b!])
      expect(
        (await api(t.app, editor.id).post(`/api/dialogmanager/${dm}/signal`, { trigger: `waitAPI;${a};nix` }))
          .statusCode,
      ).toBe(404)
      const malformed = await api(t.app, editor.id).post(`/api/dialogmanager/${dm}/signal`, { trigger: 'waitFor;x;y' })
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().msg).toContain("'trigger'")
      expect(
        (await api(t.app, trainer.id).post(`/api/dialogmanager/${dm}/signal`, { trigger: `waitAPI;${a};q1` }))
          .statusCode,
      ).toBe(403)
      expect(
        (await api(t.app, stranger.id).post(`/api/dialogmanager/${dm}/signal`, { trigger: `waitAPI;${a};q1` }))
          .statusCode,
      ).toBe(404)
      expect(await listApiSignals(t.database.db, dm)).toEqual([])
    })
  })

  it('answers a non-numeric multichat id with 400 naming the field', async () => {
    const res = await api(t.app, editor.id).get('/api/get_connected_surveys/abc')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain("'dialog_manager_id'")
  })
})
