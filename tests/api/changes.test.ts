import { type Change, invertChange } from '@engine/changes'
import { defaultLanguageFragments } from '@engine/model'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { surveys } from '../../server/db/schema'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { type Caller, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

type Json = Record<string, unknown>
interface Question {
  unique_question_id: string
  order: number
  context: string
  is_end: boolean
  position: unknown
}

const at = (index: number, after: string | null) => ({ index, after })
const condition = (survey: string, id: string, text: string) => ({
  id,
  survey_id: survey,
  unique_question_id: null,
  condition: text,
  examples: [],
})

describe.each(databaseKinds())('POST /api/surveys/:id/changes on %s', (kind) => {
  let t: TestApp
  let owner: User
  let viewer: User
  let sent = 0

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'aenderungen@example.org')
    viewer = await insertUser(t.database.db, 'nur-lesen@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A dialog with blocks a, b, c, the jump a::ja → b and exit conditions e1, e2, e3. */
  async function newDialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { unique_question_id: 'a', type: 'open' },
        { unique_question_id: 'b', type: 'message' },
        { unique_question_id: 'c', type: 'open', position: { x: 3, y: 4 } },
      ],
      jumps: [['a', 'ja', 'b']],
      exitConditions: ['e1', 'e2', 'e3'].map((id) => ({ id, condition: `Bedingung ${id}`, examples: [] })),
    })
    await addMember(t.database.db, surveyId, viewer, 'Analysieren')
    return surveyId
  }

  const send = (
    survey: string,
    change: unknown,
    options: { changeId?: string; expected?: number; who?: Caller } = {},
  ) =>
    api(t.app, options.who ?? owner.id).post(`/api/surveys/${survey}/changes`, {
      change_id: options.changeId ?? `c${++sent}`,
      ...(options.expected === undefined ? {} : { expected_version: options.expected }),
      change,
    })
  const dialog = async (survey: string) =>
    (await api(t.app, owner.id).post('/api/dialog', { survey_id: survey })).json()
  const ids = async (survey: string) =>
    ((await dialog(survey)).all_questions as Question[]).map((q) => q.unique_question_id)
  const block = async (survey: string, id: string) =>
    ((await dialog(survey)).all_questions as Question[]).find((q) => q.unique_question_id === id)
  const newBlock = (survey: string, id: string) => ({
    unique_question_id: id,
    survey_id: survey,
    order: 0,
    type: 'open',
    context: `Neu ${id}`,
  })

  it('applies a block field and answers the server’s before', async () => {
    const survey = await newDialog()
    const { version } = await dialog(survey)
    const res = await send(survey, {
      kind: 'block.field',
      block: 'a',
      key: 'context',
      before: 'was der Client glaubte',
      after: 'Wie heißen Sie?',
    })
    expect(res.json()).toEqual({
      msg: 'success',
      version: version + 1,
      change: { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Wie heißen Sie?' },
    })
    expect((await block(survey, 'a'))?.context).toBe('Wie heißen Sie?')
  })

  it('creates, moves and deletes blocks at their places and keeps order 0..n-1', async () => {
    const survey = await newDialog()
    const created = await send(survey, { kind: 'block.create', block: newBlock(survey, 'x'), at: at(9, 'a') })
    expect(created.json().change).toMatchObject({ kind: 'block.create', block: { order: 1 }, at: at(1, 'a') })
    expect(await ids(survey)).toEqual(['a', 'x', 'b', 'c'])
    const moved = await send(survey, { kind: 'block.move', block: 'a', from: at(0, null), to: at(0, 'c') })
    expect(moved.json().change).toEqual({ kind: 'block.move', block: 'a', from: at(0, null), to: at(3, 'c') })
    expect(await ids(survey)).toEqual(['x', 'b', 'c', 'a'])
    const stale = { ...newBlock(survey, 'b'), context: 'veraltet' }
    const deleted = await send(survey, { kind: 'block.delete', block: stale, at: at(0, null) })
    expect(deleted.json().change).toMatchObject({
      block: { unique_question_id: 'b', context: 'Frage b' },
      at: at(1, 'x'),
    })
    const questions = (await dialog(survey)).all_questions as Question[]
    expect(questions.map((q) => [q.unique_question_id, q.order])).toEqual([
      ['x', 0],
      ['c', 1],
      ['a', 2],
    ])
  })

  it('applies positions, end blocks, settings and fixed messages with the server’s before', async () => {
    const survey = await newDialog()
    const positions = await send(survey, {
      kind: 'positions',
      before: { a: null, c: null },
      after: { a: { x: 1, y: 2 }, c: null },
    })
    expect(positions.json().change).toEqual({
      kind: 'positions',
      before: { a: null, c: { x: 3, y: 4 } },
      after: { a: { x: 1, y: 2 }, c: null },
    })
    expect(((await dialog(survey)).all_questions as Question[]).map((q) => q.position)).toEqual([
      { x: 1, y: 2 },
      null,
      null,
    ])
    const ends = await send(survey, { kind: 'endBlocks', before: [], after: ['c'] })
    expect(ends.json().change).toEqual({ kind: 'endBlocks', before: [], after: ['c'] })
    expect(((await dialog(survey)).all_questions as Question[]).map((q) => q.is_end)).toEqual([false, false, true])
    const config = await send(survey, { kind: 'config', key: 'speed', before: 9, after: 1.5 })
    expect(config.json().change).toEqual({ kind: 'config', key: 'speed', before: 0.5, after: 1.5 })
    const message = await send(survey, { kind: 'fixedMessage', key: 'welcome_message', before: 'x', after: 'Hallo' })
    expect(message.json().change).toEqual({ kind: 'fixedMessage', key: 'welcome_message', before: '', after: 'Hallo' })
    expect(await dialog(survey)).toMatchObject({ speed: 1.5, welcome_message: 'Hallo' })
  })

  it('switches untouched language fragments with the language, as the settings call does', async () => {
    const survey = await newDialog()
    const res = await send(survey, { kind: 'config', key: 'language', before: 'de', after: 'en' })
    expect(res.statusCode).toBe(200)
    const language = await api(t.app).post('/api/get_survey_language', { survey_id: survey })
    expect(language.json().nav_bar_information).toEqual({
      language: 'en',
      navar_language_fragments: defaultLanguageFragments('en'),
    })
  })

  it('switches the fragments of a dialog created with its defaults (stored in jsonb, keys reordered) and back', async () => {
    // POST /api/surveys stores the German defaults; jsonb gives them back in another key order.
    const created = await api(t.app, owner.id).post('/api/surveys', { survey_name: 'Sprachwechsel', language: 'de' })
    const survey = created.json().survey_id as string
    const fragments = async () =>
      (await api(t.app).post('/api/get_survey_language', { survey_id: survey })).json().nav_bar_information
    const [row] = await t.database.db
      .select({ stored: surveys.languageFragments })
      .from(surveys)
      .where(eq(surveys.surveyId, survey))
    expect(row?.stored).toEqual(defaultLanguageFragments('de'))
    expect(JSON.stringify(row?.stored)).not.toBe(JSON.stringify(defaultLanguageFragments('de')))

    expect((await send(survey, { kind: 'config', key: 'language', before: 'de', after: 'en' })).statusCode).toBe(200)
    expect(await fragments()).toEqual({ language: 'en', navar_language_fragments: defaultLanguageFragments('en') })
    expect((await send(survey, { kind: 'config', key: 'language', before: 'en', after: 'de' })).statusCode).toBe(200)
    expect(await fragments()).toEqual({ language: 'de', navar_language_fragments: defaultLanguageFragments('de') })
  })

  it('refuses to switch a dialog live while live_switch is 0', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, settings: { live_switch: 0 } })
    const res = await send(surveyId, { kind: 'config', key: 'active', before: false, after: true })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('live_switch_off')
    expect((await dialog(surveyId)).active).toBe(false)
  })

  it('answers a resent change_id with the first version and change, and applies it once', async () => {
    const survey = await newDialog()
    const change = { kind: 'block.create', block: newBlock(survey, 'x'), at: at(3, 'c') }
    const first = await send(survey, change, { changeId: 'einmal' })
    expect(first.statusCode).toBe(200)
    await send(survey, { kind: 'config', key: 'speed', before: 0.5, after: 2 })
    const again = await send(survey, change, { changeId: 'einmal', expected: 0 })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ ...first.json(), replayed: true })
    expect(await ids(survey)).toEqual(['a', 'b', 'c', 'x'])
    expect((await dialog(survey)).version).toBe(first.json().version + 1)
  })

  it('refuses a different create of an existing block or exit condition id with 409', async () => {
    const survey = await newDialog()
    const res = await send(survey, { kind: 'block.create', block: newBlock(survey, 'b'), at: at(0, null) })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('block_exists')
    expect(await ids(survey)).toEqual(['a', 'b', 'c'])
    const again = await send(survey, {
      kind: 'exitCondition',
      id: 'e1',
      before: null,
      after: condition(survey, 'e1', 'Noch einmal'),
      at: at(0, null),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('condition_exists')
  })

  it('refuses a stale expected_version with 409 stale_version and changes nothing', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const res = await send(
      survey,
      { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Neu' },
      { expected: before.version + 1 },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ msg: 'Der Dialog wurde inzwischen geändert. Bitte neu laden.', code: 'stale_version' })
    expect(await dialog(survey)).toEqual(before)
    const fresh = await send(
      survey,
      { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Neu' },
      { expected: before.version },
    )
    expect(fresh.json().version).toBe(before.version + 1)
  })

  it('answers a change whose target is gone with 404 and the kind’s code', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const field = await send(survey, { kind: 'block.field', block: 'zz', key: 'context', before: 'x', after: 'y' })
    expect(field.statusCode).toBe(404)
    expect(field.json().code).toBe('block_not_found')
    const update = await send(survey, {
      kind: 'exitCondition',
      id: 'e9',
      before: condition(survey, 'e9', 'alt'),
      after: condition(survey, 'e9', 'neu'),
      at: at(0, null),
    })
    expect(update.statusCode).toBe(404)
    expect(update.json().code).toBe('condition_not_found')
    const jump = await send(survey, {
      kind: 'connection',
      key: 'b::nein',
      before: { source: 'b', handle: 'nein', target: 'c' },
      after: null,
      at: at(0, null),
    })
    expect(jump.statusCode).toBe(404)
    expect(jump.json().code).toBe('connection_not_found')
    expect(await dialog(survey)).toEqual(before)
  })

  it('refuses U+0000 in a text with 400 invalid_input and changes nothing', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const res = await send(survey, { kind: 'block.field', block: 'a', key: 'context', before: null, after: 'a\u0000b' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_input', msg: expect.stringContaining('Nullzeichen') })
    expect(await dialog(survey)).toEqual(before)
  })

  it('answers a bad body with 400 naming the field, and a value that breaks the block too', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const cases: [unknown, string][] = [
      [{ kind: 'block.field', block: 'a', key: 'min_words', before: null, after: 'viele' }, "'change.after'"],
      [{ kind: 'config', key: 'speed', before: 0.5, after: 'schnell' }, "'change.after'"],
      [{ kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: null }, "'change.after'"],
      [{ kind: 'block.create', block: newBlock('fremd', 'x'), at: at(0, null) }, "'change.block.survey_id'"],
      [
        {
          kind: 'trigger',
          id: 't',
          before: null,
          after: {
            id: 't',
            dialog_manager_id: 1,
            survey_id: survey,
            unique_question_id: 'a',
            trigger: `moveTo;${survey};b`,
            init_survey: false,
          },
          at: at(0, null),
        },
        "'change.kind'",
      ],
      [
        {
          kind: 'training',
          block: 'a',
          key: 'k',
          before: [],
          after: [{ id: '1', unique_question_id: 'a', handle: 'ja', text: 'klar' }],
        },
        "'change.kind'",
      ],
    ]
    for (const [change, field] of cases) {
      const res = await send(survey, change)
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_input', msg: expect.stringContaining(field) })
    }
    const noId = await api(t.app, owner.id).post(`/api/surveys/${survey}/changes`, {
      change: { kind: 'config', key: 'speed', before: 0.5, after: 1 },
    })
    expect(noId.json()).toMatchObject({ code: 'invalid_input', msg: expect.stringContaining("'change_id'") })
    expect(await dialog(survey)).toEqual(before)
  })

  it('checks the token and the role before it reads the body', async () => {
    const survey = await newDialog()
    const broken = { change_id: '', change: { kind: 'gibt es nicht' } }
    const url = `/api/surveys/${survey}/changes`
    const none = await api(t.app).post(url, broken)
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('missing_token')
    const reader = await api(t.app, viewer.id).post(url, broken)
    expect(reader.statusCode).toBe(403)
    const good = { kind: 'config', key: 'speed', before: 0.5, after: 2 }
    expect((await send(survey, good, { who: viewer.id })).statusCode).toBe(403)
    const stranger = await insertUser(t.database.db, `fremd${sent}@example.org`)
    expect((await send(survey, good, { who: stranger.id })).statusCode).toBe(404)
    expect((await dialog(survey)).speed).toBe(0.5)
  })

  it('puts a deleted exit condition back at its old place when the delete is undone', async () => {
    const survey = await newDialog()
    const conditions = async () => ((await dialog(survey)).gpt_exit_conditions as { id: string }[]).map((c) => c.id)
    const created = await send(survey, {
      kind: 'exitCondition',
      id: 'e4',
      before: null,
      after: condition(survey, 'e4', 'Neu'),
      at: at(1, 'e1'),
    })
    expect(created.json().change.at).toEqual(at(1, 'e1'))
    expect(await conditions()).toEqual(['e1', 'e4', 'e2', 'e3'])
    const deleted = await send(survey, {
      kind: 'exitCondition',
      id: 'e2',
      before: condition(survey, 'e2', 'Bedingung e2'),
      after: null,
      at: at(0, null),
    })
    const { change } = deleted.json() as { change: Change & { kind: 'exitCondition' } }
    expect(change.at).toEqual(at(2, 'e4'))
    expect(await conditions()).toEqual(['e1', 'e4', 'e3'])
    // The undo: the inverse of the resolved delete.
    const undo = await send(survey, { ...change, before: change.after, after: change.before })
    expect(undo.statusCode).toBe(200)
    expect(await conditions()).toEqual(['e1', 'e4', 'e2', 'e3'])
    expect((await dialog(survey)).gpt_exit_conditions[2]).toEqual(condition(survey, 'e2', 'Bedingung e2'))
  })

  it('answers a connect over an existing handle with the jump that was there as before', async () => {
    const survey = await newDialog()
    const res = await send(survey, {
      kind: 'connection',
      key: 'a::ja',
      before: null,
      after: { source: 'a', handle: 'ja', target: 'c' },
      at: at(0, null),
    })
    expect(res.json().change).toEqual({
      kind: 'connection',
      key: 'a::ja',
      before: { source: 'a', handle: 'ja', target: 'b' },
      after: { source: 'a', handle: 'ja', target: 'c' },
      at: at(0, null),
    })
    expect((await dialog(survey)).connections).toEqual([{ source: 'a', handle: 'ja', target: 'c' }])
    await send(survey, {
      kind: 'connection',
      key: 'b::default',
      before: null,
      after: { source: 'b', handle: 'default', target: 'c' },
      at: at(0, null),
    })
    expect((await dialog(survey)).connections).toEqual([
      { source: 'b', handle: 'default', target: 'c' },
      { source: 'a', handle: 'ja', target: 'c' },
    ])
  })

  describe('legacy calls', () => {
    const lastEvent = async (survey: string) => {
      const events = (await api(t.app, owner.id).get(`/api/surveys/${survey}/events`)).json().events as Json[]
      return events[events.length - 1] as Json
    }

    it('log one event per call with all its changes and the request, and bump the version once', async () => {
      const survey = await newDialog()
      const { version } = await dialog(survey)
      const res = await api(t.app, owner.id).post('/api/update_survey_blocks', {
        survey_id: survey,
        action: 'update',
        unique_question_id: 'a',
        changed_values: { context: 'Neu', min_words: 3 },
      })
      expect(res.json()).toEqual({ msg: 'success', version: version + 1 })
      expect(await lastEvent(survey)).toMatchObject({
        version: version + 1,
        change_id: null,
        entry: { method: 'POST', path: '/api/update_survey_blocks' },
        changes: [
          { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Neu' },
          { kind: 'block.field', block: 'a', key: 'min_words', before: null, after: 3 },
        ],
      })
    })

    it('reorder blocks to exactly the order sent with the fewest moves', async () => {
      const survey = await newDialog()
      await api(t.app, owner.id).post('/api/update_survey_blocks', {
        survey_id: survey,
        action: 'update',
        unique_question_id: 'a',
        changed_values: { order: ['b', 'zz', 'c', 'b'] },
      })
      expect(await ids(survey)).toEqual(['b', 'c', 'a'])
      expect((await lastEvent(survey)).changes).toEqual([
        { kind: 'block.move', block: 'a', from: at(0, null), to: at(2, 'c') },
      ])
    })

    it('replace the jumps with exactly the list sent, order included', async () => {
      const survey = await newDialog()
      const list = [
        { source: 'c', handle: 'default', target: 'a' },
        { source: 'a', handle: 'nein', target: 'c' },
        { source: 'a', handle: 'ja', target: 'c' },
      ]
      expect(
        (await api(t.app, owner.id).post(`/api/surveys/${survey}/structure`, { connections: list })).statusCode,
      ).toBe(200)
      expect((await dialog(survey)).connections).toEqual(list)
      const reversed = [...list].reverse()
      await api(t.app, owner.id).post(`/api/surveys/${survey}/structure`, { connections: reversed })
      expect((await dialog(survey)).connections).toEqual(reversed)
      await api(t.app, owner.id).post(`/api/surveys/${survey}/structure`, { connections: [] })
      expect((await dialog(survey)).connections).toEqual([])
    })

    it('keep settings, end blocks and exit conditions as before', async () => {
      const survey = await newDialog()
      const settings = (changed_values: object, action = 'config') =>
        api(t.app, owner.id).post('/api/update_survey_settings', { survey_id: survey, action, changed_values })
      await settings({ speed: 2, survey_name: 'Umbenannt' })
      expect((await lastEvent(survey)).changes).toMatchObject([
        { kind: 'config', key: 'speed', after: 2 },
        { kind: 'config', key: 'survey_name', after: 'Umbenannt' },
      ])
      await settings({ ending_message: 'Danke' }, 'fixmessages')
      expect(await dialog(survey)).toMatchObject({ speed: 2, survey_name: 'Umbenannt', ending_message: 'Danke' })
      await settings({ is_end: ['c', 'gibt-es-nicht'] }, 'survey_list_isEnd')
      expect(((await dialog(survey)).all_questions as Question[]).map((q) => q.is_end)).toEqual([false, false, true])
      const base = `/api/surveys/${survey}/gpt_exit_conditions`
      await api(t.app, owner.id).post(base, condition(survey, 'e2', 'Wiederholt'))
      await api(t.app, owner.id).post(base, condition(survey, 'e4', 'Neu am Ende'))
      const conditions = (await dialog(survey)).gpt_exit_conditions as { id: string; condition: string }[]
      expect(conditions.map((c) => [c.id, c.condition])).toEqual([
        ['e1', 'Bedingung e1'],
        ['e2', 'Wiederholt'],
        ['e3', 'Bedingung e3'],
        ['e4', 'Neu am Ende'],
      ])
      expect((await api(t.app, owner.id).delete(`${base}/e9`)).json().msg).toBe('success')
      expect((await lastEvent(survey)).changes).toEqual([])
      const toggled = await api(t.app, owner.id).post('/api/switch_activate_link', { item: survey })
      expect(toggled.json()).toMatchObject({ active: true })
      expect((await lastEvent(survey)).changes).toEqual([{ kind: 'config', key: 'active', before: false, after: true }])
    })
  })

  it('lists the applied changes with version and change_id in the events, after a version too', async () => {
    const survey = await newDialog()
    const { version } = await dialog(survey)
    await send(survey, { kind: 'config', key: 'speed', before: 0, after: 2 }, { changeId: 'erste' })
    await send(survey, { kind: 'fixedMessage', key: 'ending_message', before: '', after: 'Tschüss' }, { changeId: 'z' })
    const events = async (query: string) =>
      (await api(t.app, viewer.id).get(`/api/surveys/${survey}/events?${query}`)).json().events as Json[]
    expect(await events('after=0')).toMatchObject([
      {
        version: version + 1,
        change_id: 'erste',
        entry: null,
        changes: [{ kind: 'config', key: 'speed', before: 0.5, after: 2 }],
        actor_id: owner.id,
      },
      {
        version: version + 2,
        change_id: 'z',
        changes: [{ kind: 'fixedMessage', key: 'ending_message', before: '', after: 'Tschüss' }],
      },
    ])
    expect((await events(`after_version=${version + 1}`)).map((e) => e.change_id)).toEqual(['z'])
  })
  it('applies a restore as one edit: every change in it, one version, and its undo brings the dialog back', async () => {
    const survey = await newDialog()
    const { version } = await dialog(survey)
    const restore = {
      kind: 'restore',
      version: 0,
      changes: [
        { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Zurück' },
        {
          kind: 'block.delete',
          block: { ...newBlock(survey, 'b'), type: 'message', context: 'Frage b' },
          at: at(1, 'a'),
        },
        { kind: 'config', key: 'survey_name', before: 'Testdialog', after: 'Damals' },
      ],
    }
    const res = await send(survey, restore)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ version: version + 1, change: { kind: 'restore', version: 0 } })
    expect(await ids(survey)).toEqual(['a', 'c'])
    expect((await block(survey, 'a'))?.context).toBe('Zurück')
    expect((await dialog(survey)).survey_name).toBe('Damals')
    const undo = await send(survey, invertChange(res.json().change as Change))
    expect(undo.json()).toMatchObject({ version: version + 2 })
    expect(await ids(survey)).toEqual(['a', 'b', 'c'])
    expect((await block(survey, 'a'))?.context).toBe('Frage a')
  })

  it('refuses a restore holding a block of another dialog, naming the field, and changes nothing', async () => {
    const survey = await newDialog()
    const { version } = await dialog(survey)
    const res = await send(survey, {
      kind: 'restore',
      version: 0,
      changes: [
        { kind: 'block.field', block: 'a', key: 'context', before: 'Frage a', after: 'Zurück' },
        { kind: 'block.create', block: newBlock('anderer', 'x'), at: at(0, null) },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_input' })
    expect(res.json().msg).toContain('change.changes.1.block.survey_id')
    expect((await dialog(survey)).version).toBe(version)
    expect((await block(survey, 'a'))?.context).toBe('Frage a')
  })
})
