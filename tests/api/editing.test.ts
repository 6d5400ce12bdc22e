import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/password'
import { DEMO_USER } from '../../server/db/seed'
import { surveys, trainingExamples } from '../../server/db/schema'
import { ensureUser } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { type Api, type Method, api, sessionOf } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const block = (survey_id: string, id: string, order: number, extra: object = {}) => ({
  survey_id,
  action: 'create',
  unique_question_id: id,
  order,
  changed_values: { unique_question_id: id, survey_id, order, type: 'open', context: `Frage ${id}`, ...extra },
})

describe.each(databaseKinds())('editing calls on %s', (kind) => {
  let t: TestApp
  /** The demo editor, owner of `survey`. */
  let demo: Api
  let survey: string
  const tokens: Record<string, string> = {}

  const dialog = async (id = survey) => (await demo.post('/api/dialog', { survey_id: id })).json()

  beforeAll(async () => {
    t = await startTestApp(kind)
    demo = api(t.app, (await sessionOf(t.app, DEMO_USER)).token)
    survey = (await demo.post('/api/surveys', { survey_name: 'Bearbeitung' })).json().survey_id
    for (const [name, role] of [
      ['fremd', null],
      ['analyse', 'Analysieren'],
      ['training', 'Trainieren'],
    ] as const) {
      const user = await ensureUser(t.database.db, {
        username: `${name}@example.org`,
        passwordHash: await hashPassword('passwort123'),
        firstName: name,
        lastName: null,
      })
      if (role) await addMember(t.database.db, survey, user, role)
      tokens[name] = (await sessionOf(t.app, { username: `${name}@example.org`, password: 'passwort123' })).token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('logs each accepted edit in order with its actor and answers the new version', async () => {
    const before = (await dialog()).version
    const a = await demo.post('/api/update_survey_blocks', block(survey, 'a', 0))
    expect(a.json()).toEqual({ msg: 'success', version: before + 1, unique_question_id: 'a' })
    await demo.post('/api/update_survey_blocks', block(survey, 'b', 0))
    const settings = await demo.post('/api/update_survey_settings', {
      survey_id: survey,
      action: 'config',
      changed_values: { speed: 2 },
    })
    expect(settings.json().version).toBe(before + 3)
    const { events } = (await demo.get(`/api/surveys/${survey}/events?after=${before}`)).json()
    expect(events.map((e: { seq: number }) => e.seq)).toEqual([before + 1, before + 2, before + 3])
    expect(events[2]).toMatchObject({
      actor_id: expect.any(Number),
      entry: { method: 'POST', path: '/api/update_survey_settings', body: { changed_values: { speed: 2 } } },
    })
    const d = await dialog()
    expect(d.all_questions.map((q: { unique_question_id: string }) => q.unique_question_id)).toEqual(['b', 'a'])
    expect(d).toMatchObject({ speed: 2, version: before + 3 })
  })

  it('refuses a stale expected_version with 409 and changes nothing', async () => {
    const { version, all_questions } = await dialog()
    const stale = await demo.post('/api/update_survey_blocks', {
      ...block(survey, 'c', 0),
      expected_version: version - 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      msg: 'Der Dialog wurde inzwischen geändert. Bitte neu laden.',
      code: 'stale_version',
    })
    expect(await dialog()).toMatchObject({ version, all_questions })
    const fresh = await demo.post('/api/surveys/' + survey + '/structure', {
      connections: [{ source: 'a', handle: 'default', target: 'b' }],
      expected_version: version,
    })
    expect(fresh.json()).toEqual({ msg: 'success', version: version + 1 })
  })

  it('answers bad bodies with 400 naming the field and logs nothing', async () => {
    const { version } = await dialog()
    const cases: [string, object, string][] = [
      ['/api/update_survey_blocks', { survey_id: survey, action: 'verschieben', unique_question_id: 'a' }, "'action'"],
      [
        '/api/update_survey_blocks',
        { survey_id: survey, action: 'update', unique_question_id: 'a' },
        "'changed_values'",
      ],
      // Only a create may leave the id to the server.
      [
        '/api/update_survey_blocks',
        { survey_id: survey, action: 'update', changed_values: { context: 'x' } },
        "'unique_question_id'",
      ],
      ['/api/update_survey_blocks', { survey_id: survey, action: 'delete' }, "'unique_question_id'"],
      [
        '/api/update_survey_blocks',
        { survey_id: survey, action: 'update', unique_question_id: 'a', changed_values: { likert_scale: 99 } },
        "'changed_values.likert_scale'",
      ],
      [
        '/api/update_survey_blocks',
        { survey_id: survey, action: 'update', unique_question_id: 'a', changed_values: { farbe: 'rot' } },
        'farbe',
      ],
      [
        '/api/update_survey_blocks',
        { survey_id: survey, action: 'update', unique_question_id: 'a', changed_values: { unique_question_id: 'z' } },
        "'changed_values.unique_question_id'",
      ],
      [
        '/api/update_survey_blocks',
        { ...block(survey, 'neu', 0), changed_values: { type: 'tanz', context: 'x' } },
        "'changed_values.type'",
      ],
      [
        '/api/update_survey_settings',
        { survey_id: survey, action: 'config', changed_values: { speed: 'schnell' } },
        "'changed_values.speed'",
      ],
      [
        '/api/update_survey_settings',
        { survey_id: survey, action: 'config', changed_values: { live_switch: 1 } },
        'live_switch',
      ],
      [
        '/api/update_survey_settings',
        { survey_id: survey, action: 'survey_list_isEnd', changed_values: { is_end: 'a' } },
        "'changed_values.is_end'",
      ],
      [`/api/surveys/${survey}/structure`, { connections: [{ source: 'a', target: 'b' }] }, "'connections.0.handle'"],
      [
        `/api/surveys/${survey}/structure`,
        {
          connections: [
            { source: 'a', handle: 'x', target: 'b' },
            { source: 'a', handle: 'x', target: 'a' },
          ],
        },
        "'connections'",
      ],
      [
        `/api/surveys/${survey}/gpt_exit_conditions`,
        { id: 'e', survey_id: survey, unique_question_id: null, condition: '' },
        "'condition'",
      ],
      [
        '/api/update_survey_blocks',
        { ...block(survey, 'nul', 0), changed_values: { type: 'open', context: 'a\u0000b' } },
        'Nullzeichen',
      ],
    ]
    for (const [url, payload, field] of cases) {
      const res = await demo.post(url, payload)
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
      expect(res.json().msg).toContain(field)
    }
    expect((await dialog()).version).toBe(version)
  })

  it('keeps block semantics: 409 for a second create, 404 for an unknown block, null removes an optional field', async () => {
    expect((await demo.post('/api/update_survey_blocks', block(survey, 'a', 0))).statusCode).toBe(409)
    expect(
      (
        await demo.post('/api/update_survey_blocks', {
          survey_id: survey,
          action: 'delete',
          unique_question_id: 'zz',
        })
      ).statusCode,
    ).toBe(404)
    await demo.post('/api/update_survey_blocks', {
      survey_id: survey,
      action: 'update',
      unique_question_id: 'a',
      changed_values: { min_words: 4, nachfrage: 'Mehr bitte' },
    })
    expect(
      (await dialog()).all_questions.find((q: { unique_question_id: string }) => q.unique_question_id === 'a'),
    ).toMatchObject({ min_words: 4, nachfrage: 'Mehr bitte' })
    await demo.post('/api/update_survey_blocks', {
      survey_id: survey,
      action: 'update',
      unique_question_id: 'a',
      changed_values: { min_words: null, filename_db: null },
    })
    const a = (await dialog()).all_questions.find((q: { unique_question_id: string }) => q.unique_question_id === 'a')
    expect(a).not.toHaveProperty('min_words')
    expect(a.filename_db).toBeNull()
  })

  it('sets is_end on exactly the listed blocks and toggles the live state', async () => {
    await demo.post('/api/update_survey_settings', {
      survey_id: survey,
      action: 'survey_list_isEnd',
      changed_values: { is_end: ['a'] },
    })
    expect((await dialog()).all_questions.map((q: { is_end: boolean }) => q.is_end)).toEqual([false, true])
    const on = await demo.post('/api/switch_activate_link', { item: survey })
    expect(on.json()).toMatchObject({ msg: 'success', active: true })
    expect((await demo.post('/api/switch_activate_link', { item: survey })).json().active).toBe(false)
  })

  it('tells a dialog never live from one that was switched live and off again (the Teilen note)', async () => {
    const id = (await demo.post('/api/surveys', { survey_name: 'Nie live' })).json().survey_id
    const publication = async () => (await demo.get(`/api/surveys/${id}/publication`)).json()
    expect(await publication()).toEqual({ active: false, ever_live: false, ended_at: null })
    await demo.post('/api/switch_activate_link', { item: id })
    expect(await publication()).toEqual({ active: true, ever_live: true, ended_at: null })
    const before = Date.now()
    await demo.post('/api/switch_activate_link', { item: id })
    const ended = await publication()
    expect(ended).toMatchObject({ active: false, ever_live: true })
    expect(Date.parse(ended.ended_at)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('refuses to switch a dialog live while live_switch is 0', async () => {
    const id = (await demo.post('/api/surveys', { survey_name: 'Gesperrt' })).json().survey_id
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.surveyId, id))
    await t.database.db
      .update(surveys)
      .set({ settings: { ...(row!.settings as object), live_switch: 0 } })
      .where(eq(surveys.surveyId, id))
    const res = await demo.post('/api/switch_activate_link', { item: id })
    expect(res.statusCode).toBe(409)
    expect((await dialog(id)).active).toBe(false)
  })

  it('lists training examples per jump and counts them for the configurator', async () => {
    await demo.post(`/api/surveys/${survey}/structure`, {
      connections: [
        { source: 'a', handle: 'ja', target: 'b' },
        { source: 'a', handle: 'default', target: 'b' },
      ],
    })
    await t.database.db.insert(trainingExamples).values([
      { surveyId: survey, uniqueQuestionId: 'a', handle: 'ja', text: 'auf jeden Fall' },
      { surveyId: survey, uniqueQuestionId: 'a', handle: 'ja', text: 'klar' },
    ])
    const jumps = await api(t.app, tokens.training!).call('GET', `/api/surveys/${survey}/trainingdata_jumps/a`)
    expect(jumps.json()).toMatchObject({
      unique_question_id: 'a',
      jumps: [
        { handle: 'ja', target: 'b', examples: [{ text: 'auf jeden Fall' }, { text: 'klar' }] },
        { handle: 'default', examples: [] },
      ],
    })
    expect((await demo.get(`/api/surveys/${survey}/trainingdata_jumps/fehlt`)).statusCode).toBe(404)
    const configurator = await demo.post('/api/get_survey_data_configurator', { survey_id: survey })
    expect(configurator.json().training_examples_count).toEqual({ a: 2 })
    expect(configurator.json().training_examples_by_intent).toEqual({ a: { ja: 2 } })
  })

  it('switches a dialog live although its checks find Fehler, and names them in the answer', async () => {
    const id = (await demo.post('/api/surveys', { survey_name: 'Mit Fehlern' })).json().survey_id
    await demo.post('/api/update_survey_blocks', block(id, 'leer', 0, { type: 'message', context: '' }))
    await demo.post('/api/update_survey_blocks', block(id, 'ende', 1, { type: 'message', is_end: true }))
    const on = (await demo.post('/api/switch_activate_link', { item: id })).json()
    expect(on).toMatchObject({ msg: 'success', active: true })
    expect(on.warnings).toEqual([
      {
        id: 'empty_text:' + id + ':leer:context',
        kind: 'empty_text',
        severity: 'error',
        unique_question_id: 'leer',
        text: 'Frage 1: Der Text ist leer.',
      },
    ])
    expect((await dialog(id)).active).toBe(true)
    // Switching off answers no warnings; a dialog without Fehler answers an empty list.
    expect((await demo.post('/api/switch_activate_link', { item: id })).json()).not.toHaveProperty('warnings')
    await demo.post('/api/update_survey_blocks', {
      ...block(id, 'leer', 0),
      action: 'update',
      changed_values: { context: 'Hallo!' },
    })
    expect((await demo.post('/api/switch_activate_link', { item: id })).json().warnings).toEqual([])
  })

  const reads: [Method, (id: string) => string, (id: string) => object | undefined][] = [
    ['POST', () => '/api/dialog', (id) => ({ survey_id: id })],
    ['GET', (id) => `/api/surveys/${id}/events`, () => undefined],
  ]
  const edits: [Method, (id: string) => string, (id: string) => object | undefined][] = [
    ['POST', () => '/api/update_survey_blocks', (id) => block(id, 'x', 0)],
    [
      'POST',
      () => '/api/update_survey_settings',
      (id) => ({ survey_id: id, action: 'fixmessages', changed_values: { welcome_message: 'Hi' } }),
    ],
    ['POST', (id) => `/api/surveys/${id}/structure`, () => ({ connections: [] })],
    ['POST', (id) => `/api/surveys/${id}/positions`, () => ({ positions: { a: { x: 1, y: 2 } } })],
    [
      'POST',
      (id) => `/api/surveys/${id}/gpt_exit_conditions`,
      (id) => ({ id: 'e1', survey_id: id, unique_question_id: null, condition: 'Fertig' }),
    ],
    [
      'PUT',
      (id) => `/api/surveys/${id}/gpt_exit_conditions/e1`,
      (id) => ({ id: 'e1', survey_id: id, unique_question_id: null, condition: 'Fertig' }),
    ],
    ['DELETE', (id) => `/api/surveys/${id}/gpt_exit_conditions/e1`, () => undefined],
    ['POST', () => '/api/switch_activate_link', (id) => ({ item: id })],
    ['POST', () => '/api/get_survey_data_configurator', (id) => ({ survey_id: id })],
    ['POST', (id) => `/api/surveys/${id}/copy`, () => undefined],
    ['GET', (id) => `/api/surveys/${id}/trainingdata_jumps/a`, () => undefined],
    ['DELETE', (id) => `/api/surveys/${id}`, () => undefined],
  ]

  it('answers 404 to a non-member on every call, as if the dialog did not exist', async () => {
    for (const [method, url, body] of [...reads, ...edits]) {
      const res = await api(t.app, tokens.fremd!).call(method, url(survey), body(survey))
      expect(res.statusCode, `${method} ${url(survey)}`).toBe(404)
    }
  })

  it('lets an Analysieren member read but not edit, train or delete', async () => {
    const { version } = await dialog()
    for (const [method, url, body] of reads)
      expect((await api(t.app, tokens.analyse!).call(method, url(survey), body(survey))).statusCode).toBe(200)
    for (const [method, url, body] of edits) {
      const res = await api(t.app, tokens.analyse!).call(method, url(survey), body(survey))
      expect(res.statusCode, `${method} ${url(survey)}`).toBe(403)
    }
    expect((await dialog()).version).toBe(version)
  })

  it('treats a repeated exit condition create as a replace and deletes idempotently', async () => {
    const base = `/api/surveys/${survey}/gpt_exit_conditions`
    const condition = {
      id: 'k1',
      survey_id: survey,
      unique_question_id: 'a',
      condition: 'Name genannt',
      examples: ['ich heiße'],
    }
    await demo.post(base, condition)
    await demo.post(base, { ...condition, condition: 'Name genannt (neu)' })
    expect((await dialog()).gpt_exit_conditions).toEqual([{ ...condition, condition: 'Name genannt (neu)' }])
    expect((await demo.put(`${base}/k2`, { ...condition, id: 'k2' })).statusCode).toBe(404)
    expect((await demo.put(`${base}/k1`, { ...condition, id: 'k2' })).statusCode).toBe(400)
    expect((await demo.delete(`${base}/k1`)).statusCode).toBe(200)
    expect((await demo.delete(`${base}/k1`)).statusCode).toBe(200)
    expect((await dialog()).gpt_exit_conditions).toEqual([])
  })

  it('creates a block without unique_question_id under a new id and answers that id', async () => {
    const { version } = await dialog()
    const res = await demo.post('/api/update_survey_blocks', {
      survey_id: survey,
      action: 'create',
      order: 0,
      changed_values: { type: 'open', context: 'Ohne Kennung' },
    })
    expect(res.statusCode).toBe(200)
    const { unique_question_id: id } = res.json()
    expect(res.json()).toEqual({ msg: 'success', version: version + 1, unique_question_id: expect.any(String) })
    const created = (await dialog()).all_questions.find(
      (q: { unique_question_id: string }) => q.unique_question_id === id,
    )
    expect(created).toMatchObject({ context: 'Ohne Kennung', type: 'open', survey_id: survey })
    // The id works for the next calls like any other.
    const update = await demo.post('/api/update_survey_blocks', {
      survey_id: survey,
      action: 'update',
      unique_question_id: id,
      changed_values: { context: 'Mit Kennung' },
    })
    expect(update.json()).toEqual({ msg: 'success', version: version + 2 })
    // A second create without id is another block, not a conflict.
    const second = await demo.post('/api/update_survey_blocks', {
      survey_id: survey,
      action: 'create',
      changed_values: { type: 'open', context: 'Noch eine' },
    })
    expect(second.statusCode).toBe(200)
    expect(second.json().unique_question_id).not.toBe(id)
  })

  it('creates an AI exit condition without id (and without survey_id) and answers the id', async () => {
    const base = `/api/surveys/${survey}/gpt_exit_conditions`
    const res = await demo.post(base, { unique_question_id: null, condition: 'Alter genannt' })
    expect(res.statusCode).toBe(200)
    const { id } = res.json()
    expect(res.json()).toEqual({ msg: 'success', version: expect.any(Number), id: expect.any(String) })
    expect((await dialog()).gpt_exit_conditions).toContainEqual({
      id,
      survey_id: survey,
      unique_question_id: null,
      condition: 'Alter genannt',
      examples: [],
    })
    // A sent id is kept and answered as well; a survey_id of another dialog is still refused.
    const named = await demo.post(base, { id: 'k9', unique_question_id: null, condition: 'Ort genannt' })
    expect(named.json().id).toBe('k9')
    const other = await demo.post(base, { survey_id: 'anderer', unique_question_id: null, condition: 'x' })
    expect(other.statusCode).toBe(400)
    expect((await demo.delete(`${base}/${id}`)).statusCode).toBe(200)
    expect((await demo.delete(`${base}/k9`)).statusCode).toBe(200)
  })
})
