import { ConfiguratorResponse, toEditorSnapshot } from '@engine/api/surveys'
import { checkDialog } from '@engine/checks'
import { toEditorState } from '@engine/index'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { hashPassword } from '../../server/auth/password'
import { DEMO_USER, seedDemoContent } from '../../server/db/seed'
import { seedExampleDialogs } from '../../server/db/seedDialogs'
import { FLUCHT_SOLVED, aufDerFlucht, aufDerFluchtWalkthrough } from '../../server/db/seedGames/aufDerFlucht'
import { seedGames } from '../../server/db/seedGames/seedGames'
import type { Game, WalkthroughStep } from '../../server/db/seedGames/gameTypes'
import { TATORT_SOLVED, tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { ensureUser, findUserByUsername } from '../../server/repositories/users'
import { createTokenIssuer } from '../../server/auth/tokens'
import { TEST_SECRET } from '../support/editorToken'
import { api } from '../support/fixtures'
import { jobsDone } from '../support/jobsDone'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds, openTestDatabase } from '../support/testDatabase'

const TABLES = [
  'users',
  'surveys',
  'members',
  'blocks',
  'connections',
  'training_examples',
  'dialog_managers',
  'dialog_manager_surveys',
  'triggers',
] as const

async function counts(database: Database): Promise<Record<(typeof TABLES)[number], number>> {
  const out = {} as Record<(typeof TABLES)[number], number>
  for (const table of TABLES) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))
    out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)
  }
  return out
}

type TriggerObject = {
  id: string
  survey_id: string
  unique_question_id: string
  trigger: string
  init_survey: boolean
  release_after_seconds?: number
}
type Connected = { survey_id: string; survey_name: string; order: number }

interface Chat {
  survey_id: string
  status: string
  messages: { unique_question_id: string | null }[]
  current_question_id: string | null
  waiting_for: string | null
  release_at: number | null
}
interface MultichatTurn {
  chats: Chat[]
  is_end: boolean
}

/** docs/design/multichat.md, docs/design/conventions.md: the two games of /flow and /aufderflucht are seeded on multichats 3 and 4. */
describe.each(databaseKinds())('the seeded games on %s', (kind) => {
  let t: TestApp
  let demoId: number
  let clock = Date.now()

  beforeAll(async () => {
    // The app's clock, so the helicopter timer can be waited out without waiting.
    t = await startTestApp(kind, { now: () => clock })
    // The games' intent models are built by jobs queued at start (docs/nlu.md "When models are built").
    await jobsDone(t)
    demoId = (await findUserByUsername(t.database.db, DEMO_USER.username))!.id
  })
  afterAll(async () => {
    await t?.close()
  })
  // Issued on the app's clock, which the timer test moves.
  const editor = () => api(t.app, createTokenIssuer(TEST_SECRET, () => clock).issue(demoId, { fresh: true }).token)

  const get = async (url: string) => {
    const res = await editor().get(url)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('seeding again adds nothing', async () => {
    const before = await counts(t.database)
    await seedDemoContent(t.database.db, { dataDir: t.dataDir })
    expect(await seedGames(t.database.db, demoId)).toEqual([])
    expect(await counts(t.database)).toEqual(before)
  })

  it('connects the game dialogs of the demo editor to multichats 3 and 4, lead first', async () => {
    const multichats = (await get('/api/dialogmanagers')).dialog_managers as {
      dialog_manager_id: number
      name: string
      connected_surveys: Connected[]
    }[]
    for (const game of [tatort, aufDerFlucht]) {
      const multichat = multichats.find((m) => m.dialog_manager_id === game.multichatId)
      expect(multichat?.name).toBe(game.name)
      expect(multichat?.connected_surveys.map((s) => [s.order, s.survey_name])).toEqual(
        game.dialogs.map((d, i) => [i, d.survey_name]),
      )
    }
    const surveys = (await get('/api/surveys')).surveys as {
      survey_name: string
      active: boolean
      role: string
      dialog_manager_id: number | null
    }[]
    const games = surveys.filter((s) => s.dialog_manager_id === 3 || s.dialog_manager_id === 4)
    expect(games).toHaveLength(tatort.dialogs.length + aufDerFlucht.dialogs.length)
    expect(games.every((s) => s.active && s.role === 'Besitzer')).toBe(true)
  })

  it('stores the triggers between the connected dialogs: startDialog, holds, moveTo and the helicopter timer', async () => {
    for (const game of [tatort, aufDerFlucht]) {
      const connected = (await get(`/api/get_connected_surveys/${game.multichatId}`)).connected_surveys as Connected[]
      const idOf = new Map(game.dialogs.map((d, i) => [d.key, connected[i]?.survey_id]))
      const stored = (await get(`/api/get_dialogmanager_trigger/${game.multichatId}`))
        .trigger_objects as TriggerObject[]
      expect(stored.map((s) => s.id).sort()).toEqual(game.triggers.map((g) => g.id).sort())
      for (const g of game.triggers) {
        const s = stored.find((x) => x.id === g.id)!
        const [node, other] = g.kind === 'waitAPI' ? [g.to, g.from] : [g.from, g.to]
        expect(s).toMatchObject({
          survey_id: idOf.get(node.dialog),
          unique_question_id: node.question,
          trigger: `${g.kind};${idOf.get(other.dialog)};${other.question}`,
          init_survey: g.kind === 'waitFor' && g.startDialog === true,
        })
        // Only a timed waitAPI trigger carries the field (docs/api/multichats.md).
        expect(s.release_after_seconds).toBe(g.kind === 'waitAPI' ? 20 : undefined)
      }
    }
  })

  it('stores every block and jump of the content, readable as the configurator loads it', async () => {
    for (const game of [tatort, aufDerFlucht]) {
      const connected = (await get(`/api/get_connected_surveys/${game.multichatId}`)).connected_surveys as Connected[]
      for (const [i, dialog] of game.dialogs.entries()) {
        const res = await editor().post('/api/dialog', { survey_id: connected[i]?.survey_id })
        expect(res.statusCode, res.body).toBe(200)
        const loaded = res.json() as {
          avatar_name: string
          all_questions: { unique_question_id: string; order: number }[]
          connections: unknown[]
        }
        expect(loaded.avatar_name).toBe(dialog.avatar_name)
        expect(loaded.all_questions.map((b) => [b.order, b.unique_question_id])).toEqual(
          dialog.blocks.map((b, order) => [order, b.unique_question_id]),
        )
        expect(loaded.connections).toHaveLength(dialog.jumps.length)
      }
    }
  })

  it("shows no loop, unreachable block or dangling trigger in any game dialog's Prüfen", async () => {
    for (const game of [tatort, aufDerFlucht]) {
      const connected = (await get(`/api/get_connected_surveys/${game.multichatId}`)).connected_surveys as Connected[]
      for (const { survey_id } of connected) {
        const loaded = ConfiguratorResponse.parse(
          (await editor().post('/api/get_survey_data_configurator', { survey_id })).json(),
        )
        const problems = checkDialog(toEditorState(toEditorSnapshot(loaded)), {
          examples: loaded.training_examples_by_intent,
        })
        const structural = ['no_way_out', 'unreachable', 'ends_without_end', 'trigger_dangling']
        expect(
          problems.filter((p) => structural.includes(p.kind)).map((p) => `${p.kind}@${p.block}`),
          survey_id,
        ).toEqual([])
      }
    }
  })

  it('seeds the training examples of the intent jumps (Trainieren)', async () => {
    const connected = (await get('/api/get_connected_surveys/3')).connected_surveys as Connected[]
    const gaertner = connected[1]!.survey_id
    const jumps = await get(`/api/surveys/${gaertner}/trainingdata_jumps/g_frage`)
    const text = JSON.stringify(jumps)
    for (const intent of ['alibi', 'beobachtung', 'opfer']) expect(text).toContain(intent)
    const rows = await t.database.db.execute(
      sql`select handle, count(*)::int as n from training_examples where survey_id = ${gaertner} group by handle`,
    )
    for (const row of (rows as unknown as { rows: { n: number }[] }).rows) expect(row.n).toBeGreaterThanOrEqual(6)
  })

  /** Plays a walkthrough through POST /api/multichat/{id}/chat as the browser would (chat by order). */
  async function play(game: Game, walkthrough: WalkthroughStep[], solved: { dialog: string; question: string }) {
    const contacts = (await api(t.app).get(`/api/multichat/${game.multichatId}`)).json().contacts as {
      survey_id: string
      name: string
    }[]
    expect(contacts.map((c) => c.name)).toEqual(game.dialogs.map((d) => d.avatar_name))
    const registered = (
      await api(t.app).post('/api/register_live_list', { survey_id_list: contacts.map((c) => c.survey_id) })
    ).json()
    const player = api(t.app, registered.token_live)
    const turn = async (payload: object = {}): Promise<MultichatTurn> => {
      const res = await player.post(`/api/multichat/${game.multichatId}/chat`, payload)
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    let last = await turn()
    const shown = new Set<string>()
    const waits: number[] = []
    for (const step of walkthrough) {
      const surveyId = contacts[step.order]!.survey_id
      let chat = last.chats.find((c) => c.survey_id === surveyId)!
      if (chat.status === 'waiting' && chat.release_at !== null) {
        waits.push(chat.release_at - clock)
        clock = chat.release_at + 1
        last = await turn()
        chat = last.chats.find((c) => c.survey_id === surveyId)!
      }
      expect(chat, `${step.dialog}.${step.unique_question_id}`).toMatchObject({
        status: 'open',
        current_question_id: step.unique_question_id,
      })
      last = await turn({ survey_id: surveyId, unique_question_id: step.unique_question_id, user_input: step.answer })
      for (const c of last.chats)
        for (const m of c.messages)
          if (c.survey_id === contacts[0]!.survey_id && m.unique_question_id) shown.add(m.unique_question_id)
    }
    expect(shown.has(solved.question)).toBe(true)
    expect(last.is_end).toBe(true)
    return waits
  }

  it('plays the Tatort walkthrough on /api/multichat/3 to the solved case', async () => {
    expect(await play(tatort, tatortWalkthrough, TATORT_SOLVED)).toEqual([])
  })

  it('plays the Auf der Flucht walkthrough on /api/multichat/4, the helicopter released by its timer', async () => {
    expect(await play(aufDerFlucht, aufDerFluchtWalkthrough, FLUCHT_SOLVED)).toEqual([20_000])
  })

  it('moves the multichat id sequence past the games, so a new multichat does not collide', async () => {
    const ids: string[] = []
    for (const name of ['Neu A', 'Neu B']) {
      const res = await editor().post('/api/surveys', { survey_name: name })
      ids.push(res.json().survey_id)
    }
    const res = await editor().post('/api/dialogmanagers', { name: 'Eigenes Spiel', survey_ids: ids })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().dialog_manager_id).toBeGreaterThan(4)
  })
})

describe.each(databaseKinds())('an installation seeded before the games existed, on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('gets the games on its next start, and the example dialogs are not seeded twice', async () => {
    const demo = await ensureUser(database.db, {
      username: DEMO_USER.username,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstName: 'Demo',
      lastName: null,
    })
    await seedExampleDialogs(database.db, demo.id)
    const before = await counts(database)
    expect(before.dialog_managers).toBe(0)
    await seedDemoContent(database.db)
    const after = await counts(database)
    expect(after.dialog_managers).toBe(2)
    expect(after.surveys - before.surveys).toBe(tatort.dialogs.length + aufDerFlucht.dialogs.length)
    await seedDemoContent(database.db)
    expect(await counts(database)).toEqual(after)
  })
})
