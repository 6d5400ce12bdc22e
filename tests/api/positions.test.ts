import { arrangeBlocks, createDialogEditor, setPositions } from '@engine/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { editorToken } from '../support/editorToken'
import { type Caller, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

type Question = { unique_question_id: string; position: unknown }

describe.each(databaseKinds())('POST /api/surveys/:id/positions on %s', (kind) => {
  let t: TestApp
  let owner: number
  let analyst: User
  let trainer: User

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = (await insertUser(t.database.db, 'positionen@example.org')).id
    analyst = await insertUser(t.database.db, 'analyse-pos@example.org')
    trainer = await insertUser(t.database.db, 'training-pos@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A dialog with blocks a, b, c; c already has a position. */
  async function newDialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner })
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { unique_question_id: 'a', type: 'open' },
        { unique_question_id: 'b', type: 'message' },
        { unique_question_id: 'c', type: 'open', position: { x: 3, y: 4 } },
      ],
    })
    return surveyId
  }
  const post = (survey: string, payload: unknown, who: Caller = owner) =>
    api(t.app, who).post(
      `/api/surveys/${survey}/positions`,
      typeof payload === 'string' ? payload : JSON.stringify(payload),
      { 'content-type': 'application/json' },
    )
  const dialog = async (survey: string) => (await api(t.app, owner).post('/api/dialog', { survey_id: survey })).json()
  const positions = async (survey: string) =>
    Object.fromEntries(
      ((await dialog(survey)).all_questions as Question[]).map((q) => [q.unique_question_id, q.position]),
    )

  it('saves the positions of the named blocks in one edit; null clears one', async () => {
    const survey = await newDialog()
    const { version } = await dialog(survey)
    const res = await post(survey, { positions: { a: { x: 10.5, y: -20 }, c: null }, expected_version: version })
    expect(res.json()).toEqual({ msg: 'success', version: version + 1 })
    expect(await positions(survey)).toEqual({ a: { x: 10.5, y: -20 }, b: null, c: null })
    const { events } = (await api(t.app, owner).get(`/api/surveys/${survey}/events?after=${version}`)).json()
    expect(events).toMatchObject([{ entry: { method: 'POST', path: `/api/surveys/${survey}/positions` } }])
  })

  it('refuses an unknown block with 404 and changes none of the others', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const res = await post(survey, { positions: { a: { x: 1, y: 1 }, zz: { x: 2, y: 2 } } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ msg: 'Block zz nicht gefunden.', code: 'block_not_found' })
    expect(await dialog(survey)).toEqual(before)
  })

  it('answers bad input with 400 naming the field and changes nothing', async () => {
    const survey = await newDialog()
    const before = await dialog(survey)
    const tooMany = Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`q${i}`, null]))
    const cases: [unknown, string][] = [
      [{}, "'positions'"],
      [{ positions: [] }, "'positions'"],
      [{ positions: { a: { x: 'links', y: 1 } } }, "'positions.a.x'"],
      [{ positions: { a: { x: 1 } } }, "'positions.a.y'"],
      ['{"positions":{"a":{"x":1e999,"y":0}}}', "'positions.a.x'"],
      [{ positions: tooMany }, "'positions'"],
    ]
    for (const [payload, field] of cases) {
      const res = await post(survey, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().msg).toContain(field)
    }
    expect(await dialog(survey)).toEqual(before)
  })

  it('needs a token, and a role that may edit', async () => {
    const survey = await newDialog()
    await addMember(t.database.db, survey, analyst, 'Analysieren')
    await addMember(t.database.db, survey, trainer, 'Trainieren')
    const body = { positions: { a: { x: 1, y: 1 } } }
    expect((await post(survey, body, null)).statusCode).toBe(401)
    expect((await post(survey, body, analyst.id)).statusCode).toBe(403)
    expect((await post(survey, body, trainer.id)).statusCode).toBe(403)
    expect((await positions(survey)).a).toBeNull()
  })

  it('stores what the engine shows after arrangeBlocks, undo and redo', async () => {
    const survey = await newDialog()
    const token = editorToken(owner)
    const snapshot = await loadSnapshot(t.app, token, survey)
    const editor = createDialogEditor({ ...snapshot, transport: injectTransport(t.app, token) })
    const stored = async () =>
      (await loadSnapshot(t.app, token, survey)).survey.all_questions?.map((q) => q.position ?? null)
    const shown = () =>
      editor
        .getState()
        .blocks.values()
        .map((b) => b.position)
    expect(await editor.execute(arrangeBlocks())).toEqual({ ok: true })
    expect(shown().every((p) => p !== null)).toBe(true)
    expect(await stored()).toEqual(shown())
    expect(await editor.undo()).toEqual({ ok: true })
    expect(await stored()).toEqual([null, null, { x: 3, y: 4 }])
    expect(await editor.redo()).toEqual({ ok: true })
    expect(await stored()).toEqual(shown())
    expect(await editor.execute(setPositions({ positions: { b: { x: 0, y: 0 } } }))).toEqual({ ok: true })
    expect(await stored()).toEqual(shown())
    editor.dispose()
  })
})
