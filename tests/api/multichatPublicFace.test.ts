import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multichats } from '../../server/db/schema'
import { addMember } from '../support/addMember'
import { type Caller, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** Editor-only words: the dialogs' own names (the contacts show avatar names) and a question. */
const INTERNAL = ['Interner Name Lead', 'Interner Name Zeuge', 'Frage nur im Dialog']

/**
 * docs/reliability/security.md#findings-1-8-9, finding 8: GET /api/multichat/{id} is public, but the ids are
 * sequential, so without a token only a live game (its lead dialog is active) answers, with the
 * fields docs/api/multichat.md lists and nothing else; an inactive game, an empty one and an
 * unknown id answer the same 404. The editor's test chat asks with its token.
 */
describe.each(databaseKinds())('the public face of a multichat on %s', (kind) => {
  let t: TestApp
  let ownerId = 0
  let live = 0
  let inactive = 0
  let leadInactive = 0
  let empty = 0
  const UNKNOWN = 2_000_000_000
  const dialogsOf = new Map<number, string[]>()

  async function aGame(activeLead: boolean, activeWitness: boolean): Promise<number> {
    const db = t.database.db
    const ids: string[] = []
    for (const [i, active] of [activeLead, activeWitness].entries()) {
      const { surveyId } = await insertSurvey(db, {
        ownerId,
        surveyName: INTERNAL[i],
        settings: { active, avatar_name: `Kontakt ${i}`, color: '#123456' },
      })
      await insertDialog(db, surveyId, { blocks: [{ type: 'open', unique_question_id: 'q1', context: INTERNAL[2] }] })
      ids.push(surveyId)
    }
    const res = await api(t.app, ownerId).post('/api/dialogmanagers', { name: 'Tatort', survey_ids: ids })
    expect(res.statusCode, res.body).toBe(201)
    dialogsOf.set(res.json().dialog_manager_id, ids)
    return res.json().dialog_manager_id
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'spielleitung@example.org')).id
    live = await aGame(true, true)
    inactive = await aGame(false, false)
    leadInactive = await aGame(false, true)
    const [row] = await t.database.db
      .insert(multichats)
      .values({ name: 'Leer', ownerId })
      .returning({ id: multichats.id })
    empty = row!.id
  })
  afterAll(async () => {
    await t?.close()
  })

  const face = (id: number, who: Caller = null) => api(t.app, who).get(`/api/multichat/${id}`)

  it('an inactive game, a game with an inactive lead, an empty one and an unknown id answer the same 404', async () => {
    const unknown = await face(UNKNOWN)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ msg: 'Dialogmanager nicht gefunden.', code: 'dialog_manager_not_found' })
    for (const id of [inactive, leadInactive, empty]) {
      const res = await face(id)
      expect(res.statusCode, `multichat ${id}`).toBe(404)
      expect(res.body).toBe(unknown.body)
      expect(res.headers['content-type']).toBe(unknown.headers['content-type'])
    }
  })

  it('a live game answers with the documented fields only, and no internal names or questions', async () => {
    const res = await face(live)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['config', 'contacts', 'dialog_manager_id', 'name'])
    expect(body.contacts).toHaveLength(2)
    for (const contact of body.contacts)
      expect(Object.keys(contact).sort()).toEqual([
        'accent_color',
        'avatar_src',
        'language',
        'name',
        'order',
        'survey_id',
      ])
    expect(body.contacts.map((c: { name: string }) => c.name)).toEqual(['Kontakt 0', 'Kontakt 1'])
    expect(Object.keys(body.config).sort()).toEqual([
      'audio_messages',
      'background_image',
      'logo_src',
      'notification_sound',
      'video_messages',
    ])
    for (const text of INTERNAL) expect(res.body).not.toContain(text)
  })

  it("the editor's test chat sees its inactive game with a token that may test every dialog", async () => {
    expect((await face(inactive, ownerId)).statusCode).toBe(200)
    const stranger = (await insertUser(t.database.db, 'fremd@example.org')).id
    const refused = await face(inactive, stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.body).toBe((await face(UNKNOWN, stranger)).body)
    // Analysieren in both dialogs: a member, but without the test right the test chat needs.
    const analyst = await insertUser(t.database.db, 'analyse@example.org')
    for (const surveyId of dialogsOf.get(inactive)!) await addMember(t.database.db, surveyId, analyst, 'Analysieren')
    expect((await face(inactive, analyst.id)).statusCode).toBe(403)
    expect((await face(inactive, 'kaputt')).statusCode).toBe(422)
  })
})
