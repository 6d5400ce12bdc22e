import { defaultLanguageFragments } from '@engine/model'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { surveys, trainingExamples } from '../../server/db/schema'
import { hashPassword } from '../../server/auth/password'
import { DEMO_USER } from '../../server/db/seed'
import { type User, ensureUser } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { type Api, api, sessionOf } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('dialogs: list, create, copy, delete and public reads on %s', (kind) => {
  let t: TestApp
  /** The demo editor and a colleague, each logged in with a password. */
  let demo: Api
  let other: User
  let colleague: Api

  const create = async (editor: Api, payload: object) =>
    (await editor.post('/api/surveys', payload)).json().survey_id as string
  const list = async (editor: Api) =>
    (await editor.get('/api/surveys')).json().surveys as {
      survey_id: string
      role: string
      survey_name: string
      active: boolean
    }[]

  beforeAll(async () => {
    t = await startTestApp(kind)
    demo = api(t.app, (await sessionOf(t.app, DEMO_USER)).token)
    other = await ensureUser(t.database.db, {
      username: 'kollegin@example.org',
      passwordHash: await hashPassword('kollegin123'),
      firstName: 'Kim',
      lastName: null,
    })
    colleague = api(
      t.app,
      (await sessionOf(t.app, { username: 'kollegin@example.org', password: 'kollegin123' })).token,
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it('gives the demo editor two example dialogs with blocks, jumps and an exit condition', async () => {
    const seeded = (await list(demo)).filter((s) => s.survey_name.startsWith('Beispiel:'))
    expect(seeded).toHaveLength(2)
    const dialogs = await Promise.all(
      seeded.map(async (s) => (await demo.post('/api/dialog', { survey_id: s.survey_id })).json()),
    )
    for (const d of dialogs) {
      expect(d.all_questions.length).toBeGreaterThan(3)
      expect(d.connections.length).toBeGreaterThan(1)
    }
    expect(dialogs.some((d) => d.gpt_exit_conditions.length === 1)).toBe(true)
  })

  it('seeds live dialogs that together show every block type, the qa block with its document', async () => {
    const seeded = (await list(demo)).filter((s) => s.survey_name.startsWith('Beispiel:'))
    expect(seeded.every((s) => s.active)).toBe(true)
    const dialogs = await Promise.all(
      seeded.map(async (s) => (await demo.post('/api/dialog', { survey_id: s.survey_id })).json()),
    )
    const blocks = dialogs.flatMap((d) => d.all_questions as { type: string; filename_db: string | null }[])
    expect(new Set(blocks.map((b) => b.type))).toEqual(
      new Set(['message', 'open', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa']),
    )
    const qa = blocks.find((b) => b.type === 'qa')
    const document = await demo.get(`/api/media/${qa?.filename_db}`)
    expect(document.statusCode).toBe(200)
    expect(document.body).toContain('Was passiert mit meinen Daten?')
  })

  it('creates a dialog with an opaque URL-safe id, engine defaults and the creator as owner', async () => {
    const res = await demo.post('/api/surveys', { survey_name: '  Kundenumfrage  ' })
    expect(res.statusCode).toBe(201)
    const { survey_id } = res.json()
    expect(survey_id).toMatch(/^[A-Za-z0-9_-]{12}$/)
    const dialog = (await demo.post('/api/dialog', { survey_id })).json()
    expect(dialog).toMatchObject({
      survey_id,
      survey_name: 'Kundenumfrage',
      language: 'de',
      speed: 0.5,
      active: false,
      all_questions: [],
      connections: [],
      gpt_exit_conditions: [],
      version: 0,
      role: 'Besitzer',
    })
    expect(dialog.survey_id_int).toBeGreaterThan(0)
    expect((await list(demo)).find((s) => s.survey_id === survey_id)).toMatchObject({
      role: 'Besitzer',
      active: false,
      dialog_manager_id: null,
    })
  })

  it('lists shared dialogs with the caller role, but not pending invitations', async () => {
    const shared = await create(demo, { survey_name: 'Geteilt' })
    const pending = await create(demo, { survey_name: 'Eingeladen' })
    await addMember(t.database.db, shared, other, 'Analysieren')
    await addMember(t.database.db, pending, other, 'Trainieren', 0)
    const mine = await list(colleague)
    expect(mine.map((s) => [s.survey_name, s.role])).toEqual([['Geteilt', 'Analysieren']])
  })

  it('answers the live bar texts in the dialog language without a login', async () => {
    const de = await create(demo, { survey_name: 'Deutsch' })
    const en = await create(demo, { survey_name: 'English', language: 'en' })
    const deRes = await api(t.app).post('/api/get_survey_language', { survey_id: de })
    expect(deRes.statusCode).toBe(200)
    expect(deRes.json().nav_bar_information).toMatchObject({
      language: 'de',
      navar_language_fragments: { restart: 'Neu starten', restart_pop_up: { btn_back: 'Zurück' } },
    })
    const enRes = await api(t.app).post('/api/get_survey_language', { survey_id: en })
    expect(enRes.json().nav_bar_information).toMatchObject({
      language: 'en',
      navar_language_fragments: { restart: 'Restart', delete: 'Delete my answers' },
    })
    const unknown = await api(t.app).post('/api/get_survey_language', { survey_id: 'gibtsnicht' })
    expect(unknown.statusCode).toBe(404)
  })

  it('answers the English bar for an English dialog left with the German defaults, but keeps custom texts', async () => {
    // What a language switch before the structural comparison left behind (docs/app.md#languages).
    const id = await create(demo, { survey_name: 'Switched', language: 'en' })
    const store = (fragments: object) =>
      t.database.db.update(surveys).set({ languageFragments: fragments }).where(eq(surveys.surveyId, id))
    const bar = async () =>
      (await api(t.app).post('/api/get_survey_language', { survey_id: id })).json().nav_bar_information
        .navar_language_fragments
    await store(defaultLanguageFragments('de'))
    expect(await bar()).toEqual(defaultLanguageFragments('en'))
    const custom = { ...defaultLanguageFragments('de'), restart: 'Noch einmal' }
    await store(custom)
    expect(await bar()).toEqual(custom)
  })

  it('answers the public config with the fields of docs/product/calls.md', async () => {
    const id = await create(demo, { survey_name: 'Konfig' })
    const res = await api(t.app).get(`/api/get_config?survey_id=${id}`)
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json()).sort()).toEqual([
      'avatar_name',
      'background_link',
      'config',
      'feedback_allowed',
      'messenger_ui',
      'public_url',
      'speed',
      'survey_id_int',
      'survey_name',
      'training_mode',
    ])
    expect(res.json()).toMatchObject({ survey_name: 'Konfig', speed: 0.5, messenger_ui: true })
    expect((await api(t.app).get('/api/get_config')).statusCode).toBe(400)
  })

  it('tells the public address (PUBLIC_URL) the Teilen tab builds the links from', async () => {
    const published = await startTestApp(kind, { publicUrl: 'https://dialoge.example.org' })
    try {
      const { token } = await sessionOf(published.app, DEMO_USER)
      const created = await api(published.app, token).post('/api/surveys', { survey_name: 'Öffentlich' })
      const id = created.json().survey_id as string
      const res = await api(published.app).get(`/api/get_config?survey_id=${id}`)
      expect(res.json().public_url).toBe('https://dialoge.example.org')
    } finally {
      await published.close()
    }
    const id = await create(demo, { survey_name: 'Standard' })
    const res = await api(t.app).get(`/api/get_config?survey_id=${id}`)
    expect(res.json().public_url).toBe('http://localhost:3000')
  })

  it('copies a dialog with its blocks, jumps, exit conditions and examples (in their order) for the caller, inactive', async () => {
    const source = (await list(demo)).find((s) => s.survey_name === 'Beispiel: Kurzinterview Wohnen')!.survey_id
    await addMember(t.database.db, source, other, 'Bearbeiten + Trainieren')
    const examples = ['Zu teuer', 'Die Lage', 'zu laut', 'Ä ö ü „Zitat“']
    await t.database.db
      .insert(trainingExamples)
      .values(examples.map((text, i) => ({ surveyId: source, uniqueQuestionId: 'b_copy', handle: `h${i % 2}`, text })))
    const examplesOf = async (id: string) =>
      (
        await t.database.db
          .select({
            block: trainingExamples.uniqueQuestionId,
            handle: trainingExamples.handle,
            text: trainingExamples.text,
          })
          .from(trainingExamples)
          .where(eq(trainingExamples.surveyId, id))
          .orderBy(trainingExamples.id)
      ).filter((e) => e.block === 'b_copy')
    const res = await colleague.post(`/api/surveys/${source}/copy`)
    expect(res.statusCode).toBe(201)
    const copyId = res.json().survey_id
    const [original, copy] = await Promise.all(
      [source, copyId].map(async (id) => (await colleague.post('/api/dialog', { survey_id: id })).json()),
    )
    expect(copy.survey_name).toBe('Kopie von Beispiel: Kurzinterview Wohnen')
    expect(copy.all_questions).toEqual(original.all_questions.map((b: object) => ({ ...b, survey_id: copyId })))
    expect(copy.connections).toEqual(original.connections)
    expect(copy.gpt_exit_conditions).toEqual(
      original.gpt_exit_conditions.map((c: object) => ({ ...c, survey_id: copyId })),
    )
    expect((await list(colleague)).find((s) => s.survey_id === copyId)?.role).toBe('Besitzer')
    expect(await examplesOf(copyId)).toEqual(
      examples.map((text, i) => ({ block: 'b_copy', handle: `h${i % 2}`, text })),
    )
    expect(await examplesOf(source)).toHaveLength(examples.length)
  })

  it('lets only the owner delete a dialog, and then it is gone for everyone', async () => {
    const id = await create(demo, { survey_name: 'Wegwerf' })
    await addMember(t.database.db, id, other, 'Voller Zugriff')
    expect((await colleague.delete(`/api/surveys/${id}`)).statusCode).toBe(403)
    expect((await demo.delete(`/api/surveys/${id}`)).json()).toEqual({ msg: 'success' })
    expect((await demo.post('/api/dialog', { survey_id: id })).statusCode).toBe(404)
    expect((await list(colleague)).some((s) => s.survey_id === id)).toBe(false)
    expect((await api(t.app).get(`/api/get_config?survey_id=${id}`)).statusCode).toBe(404)
  })

  it('refuses a create without a name with a German message naming the field', async () => {
    const res = await demo.post('/api/surveys', { survey_name: '   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain("'survey_name'")
    expect((await demo.post('/api/surveys', { survey_name: 'x', language: 'fr' })).json().msg).toContain("'language'")
    expect((await api(t.app).get('/api/surveys')).statusCode).toBe(401)
  })
})
