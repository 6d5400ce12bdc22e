import type { Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../server/auth/permissions'
import { apiSignals, multichats, members, triggers } from '../../server/db/schema'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api, authHeaders } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { injectAny } from '../support/injectAny'

/** What only dialog B holds: a member of dialog A alone must never read any of it. */
const SECRET = {
  surveyName: 'Geheimer Zeuge',
  avatarName: 'Zeugin Zora',
  question: 'Wo lag die Tatwaffe versteckt?',
}

/**
 * docs/reliability/security.md#findings-1-8-9, finding 1: every multichat call needs its right in EVERY
 * dialog of the multichat (the owner's rename, copy and delete need the owner). A member of one
 * dialog of a two-dialog multichat, whatever their role there, gets 403 on each call, nothing
 * changes, and no answer holds a text or id of the other dialog; lists and the dialog's own
 * status do not name the multichat. A member of both dialogs may do all of it.
 */
describe.each(databaseKinds())('a member of one dialog of a multichat on %s', (kind) => {
  let t: TestApp
  let owner: User
  let a = ''
  let b = ''
  let mine = ''
  let dm = 0
  /** The partial members and the member of both dialogs, as user ids. */
  const partial = new Map<Role, number>()
  let full: number

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'spielleitung@example.org')
    const settings = (avatar_name: string) => ({ active: true, welcome_message: '', avatar_name })
    a = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Kommissarin', settings: settings('Kim') })).surveyId
    b = (
      await insertSurvey(db, {
        ownerId: owner.id,
        surveyName: SECRET.surveyName,
        settings: settings(SECRET.avatarName),
      })
    ).surveyId
    await insertDialog(db, a, {
      blocks: [
        { type: 'open', unique_question_id: 'a1' },
        { type: 'open', unique_question_id: 'a2' },
      ],
    })
    await insertDialog(db, b, { blocks: [{ type: 'open', unique_question_id: 'b1', context: SECRET.question }] })
    const created = await api(t.app, owner.id).post('/api/dialogmanagers', {
      name: 'Tatort',
      survey_ids: [a, b],
    })
    expect(created.statusCode, created.body).toBe(201)
    dm = created.json().dialog_manager_id
    // A waitAPI hold in dialog A (the one the partial members may edit) and a trigger from A into B.
    await db.insert(triggers).values([
      { id: `hold-${dm}`, multichatId: dm, surveyId: a, uniqueQuestionId: 'a2', trigger: `waitAPI;${a};a2` },
      { id: `move-${dm}`, multichatId: dm, surveyId: a, uniqueQuestionId: 'a1', trigger: `moveTo;${b};b1` },
    ])
    for (const role of ['Voller Zugriff', 'Trainieren', 'Analysieren'] as const) {
      const user = await insertUser(db, `${role.replace(/\W+/g, '')}@example.org`)
      await addMember(db, a, user, role)
      partial.set(role, user.id)
    }
    // The strongest partial member owns a dialog of their own, which they might try to connect.
    const strongest = await insertUser(db, 'eigener-dialog@example.org')
    await addMember(db, a, strongest, 'Voller Zugriff')
    mine = (await insertSurvey(db, { ownerId: strongest.id, surveyName: 'Eigener Dialog' })).surveyId
    partial.set('Besitzer', strongest.id)
    const both = await insertUser(db, 'beide@example.org')
    for (const survey of [a, b]) await addMember(db, survey, both, 'Voller Zugriff')
    full = both.id
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A request each multichat call would accept from a member of both dialogs (so only the scope refuses it). */
  function validRequest(route: Endpoint): { url: string; payload?: object } {
    const url = route.path
      .replace(':dialog_manager_id', String(dm))
      .replace(':survey_id', a)
      .replace(':triggerId', `move-${dm}`)
    const bodies: Record<string, object> = {
      'POST /api/multichat/:dialog_manager_id/test_chat': { world: null },
      'PUT /api/dialogmanagers/:dialog_manager_id/name': { name: 'Übernommen' },
      'POST /api/create_trigger': {
        dialog_manager_id: dm,
        survey_id: a,
        unique_question_id: 'a1',
        trigger: `waitFor;${a};a2`,
      },
      'POST /api/dialogmanagers/:dialog_manager_id/surveys': { survey_id: mine },
      'POST /api/dialogmanagers/:dialog_manager_id/lead': { survey_id: a },
      'POST /api/dialogmanager/:dialog_manager_id/signal': { trigger: `waitAPI;${a};a2` },
      'POST /api/dialogmanager/simulate_path': { dialog_manager_id: dm, target_unique_question_id: 'a2' },
    }
    const payload = bodies[`${route.method} ${route.path}`]
    return payload ? { url, payload } : { url }
  }

  const multichatCalls = endpoints.filter((e) => e.access.kind === 'multichat')

  /** Everything that could change: the multichat's name and dialogs, its triggers, its signals. */
  async function snapshot() {
    const db = t.database.db
    return {
      multichat: await db.select().from(multichats).where(eq(multichats.id, dm)),
      connected: (await api(t.app, full).get(`/api/get_connected_surveys/${dm}`)).json(),
      triggers: (await api(t.app, full).get(`/api/get_dialogmanager_trigger/${dm}`)).json(),
      signals: await db.select().from(apiSignals).where(eq(apiSignals.multichatId, dm)),
    }
  }

  const leaks = (body: string) => [b, ...Object.values(SECRET)].filter((text) => body.includes(text))

  it('walks every multichat call of the contract table', () => {
    expect(multichatCalls.length).toBeGreaterThanOrEqual(14)
    expect(multichatCalls.map((e) => e.path)).toContain('/api/multichat/:dialog_manager_id/test_chat')
    expect(multichatCalls.map((e) => e.path)).toContain('/api/analyse_multichat/:dialog_manager_id')
  })

  it('does not see the multichat in the list, the dialog status or the dialog list', async () => {
    // The multichat is there, with both dialogs, for a member of both.
    const whole = (await api(t.app, full).get('/api/dialogmanagers')).json().dialog_managers
    expect(whole).toEqual([expect.objectContaining({ dialog_manager_id: dm, connected_surveys: expect.any(Array) })])
    expect(whole[0].connected_surveys).toHaveLength(2)
    for (const member of partial.values()) {
      const list = await api(t.app, member).get('/api/dialogmanagers')
      expect(list.statusCode).toBe(200)
      expect(list.json().dialog_managers).toEqual([])
      const status = await api(t.app, member).get(`/api/find_dialogmanager_status/${a}`)
      expect(status.statusCode).toBe(200)
      expect(status.json().connected_status).toEqual({
        dialog_manager_id: null,
        additional_dms: [],
        connected_surveys: [],
      })
      const dialogs = await api(t.app, member).get('/api/surveys')
      expect(dialogs.json().surveys.find((s: { survey_id: string }) => s.survey_id === a).dialog_manager_id).toBeNull()
      for (const res of [list, status, dialogs]) expect(leaks(res.body)).toEqual([])
    }
  })

  it('gets 403 on the public face with an editor token, so the test chat cannot show it either', async () => {
    const res = await api(t.app, partial.get('Voller Zugriff')!).get(`/api/multichat/${dm}`)
    expect(res.statusCode).toBe(403)
    expect(leaks(res.body)).toEqual([])
  })

  it('a member of both dialogs may read, test and analyse the multichat, and sees both', async () => {
    const one = await api(t.app, full).get(`/api/dialogmanagers/${dm}`)
    expect(one.statusCode).toBe(200)
    expect(one.json().connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([a, b])
    const test = await api(t.app, full).post(`/api/multichat/${dm}/test_chat`, { world: null })
    expect(test.statusCode, test.body).toBe(200)
    expect(test.body).toContain(SECRET.question)
    expect((await api(t.app, full).get(`/api/analyse_multichat/${dm}`)).statusCode).toBe(200)
    expect((await api(t.app, full).get(`/api/multichat/${dm}`)).statusCode).toBe(200)
    const listed = (await api(t.app, full).get('/api/dialogmanagers')).json().dialog_managers
    expect(listed.map((m: { dialog_manager_id: number }) => m.dialog_manager_id)).toEqual([dm])
    const status = (await api(t.app, full).get(`/api/find_dialogmanager_status/${a}`)).json()
    expect(status.connected_status.dialog_manager_id).toBe(dm)
  })

  it('gets 403 forbidden on every multichat call, whatever their role in that dialog, and nothing changes', async () => {
    const before = await snapshot()
    const problems: string[] = []
    for (const [role, member] of partial) {
      for (const route of multichatCalls) {
        const { url, payload } = validRequest(route)
        // A multichat call may be a co-editing stream: injectAny closes one that opens.
        const res = await injectAny(t.app, {
          method: route.method,
          url,
          headers: authHeaders(member),
          ...(payload && { payload }),
        })
        const body = res.body
        if (res.statusCode !== 403 || res.json().code !== 'forbidden')
          problems.push(`${route.method} ${route.path} as ${role}: ${res.statusCode} ${body}`)
        if (leaks(body).length > 0) problems.push(`${route.method} ${route.path} as ${role} shows ${leaks(body)}`)
      }
    }
    expect(problems).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('the owner who left a dialog keeps rename but reads nothing of the game any more', async () => {
    const db = t.database.db
    const creator = await insertUser(db, 'gruenderin@example.org')
    for (const survey of [a, b]) await addMember(db, survey, creator, 'Voller Zugriff')
    const made = await api(t.app, creator.id).post('/api/dialogmanagers', {
      name: 'Eigenes',
      survey_ids: [a, b],
    })
    expect(made.statusCode).toBe(201)
    const own = made.json().dialog_manager_id as number
    await db.delete(members).where(eq(members.email, creator.username))
    await addMember(db, a, creator, 'Voller Zugriff')
    const read = await api(t.app, creator.id).get(`/api/dialogmanagers/${own}`)
    expect(read.statusCode).toBe(403)
    expect(leaks(read.body)).toEqual([])
    const test = await api(t.app, creator.id).post(`/api/multichat/${own}/test_chat`, { world: null })
    expect(test.statusCode).toBe(403)
    const renamed = await api(t.app, creator.id).put(`/api/dialogmanagers/${own}/name`, { name: 'Neu' })
    expect(renamed.statusCode).toBe(200)
  })
})
