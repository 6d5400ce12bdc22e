import { ChangesEvent } from '@engine/api/coediting'
import type { Change } from '@engine/changes'
import {
  Block,
  type DialogEditor,
  type EngineError,
  type Result,
  type Transport,
  createDialogEditor,
  toEditorState,
  updateBlock,
} from '@engine/index'
import { transportError } from '@engine/sync'
import { content, dialogOpArb, testContext, toCommand } from '@engine/testing'
import fc from 'fast-check'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../support/addMember'
import { editorToken } from '../support/editorToken'
import { api } from '../support/fixtures'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * Co-editing (docs/design/coediting.md, "The engine") against the real server: two to four
 * people edit one dialog at once, each editor hears the others only through the stream's
 * `changes` events (the rows of GET /api/surveys/{id}/events), delivered late, in chunks, twice,
 * with gaps, and some editors go offline for a while. The laws of docs/engine.md keep holding.
 */
const RUNS = Number(process.env.ENGINE_PROPERTY_RUNS ?? 20)

const who = fc.nat({ max: 3 })
const action = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('op' as const), who, op: dialogOpArb }) },
  // A text no other edit writes: the server's log and state show whether it arrived and stayed.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), who, pick: fc.nat({ max: 50 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), who }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      who,
      // How many events this chunk of the stream carries, and whether it repeats one or leaves a gap.
      chunk: fc.integer({ min: 1, max: 4 }),
      twist: fc.constantFrom('none' as const, 'none' as const, 'repeat' as const, 'gap' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('offline' as const), who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('online' as const), who }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
)

interface Tracked {
  /** For a text edit: the block and the value only it writes. */
  text?: { id: string; token: string }
  result: Promise<Result>
}

describe.each(databaseKinds())('co-editing against the real server on %s', (kind) => {
  let t: TestApp
  let users: Awaited<ReturnType<typeof insertUser>>[] = []
  let changeIds = 0
  beforeAll(async () => {
    t = await startTestApp(kind)
    users = [
      await insertUser(t.database.db, 'olga@example.org'),
      await insertUser(t.database.db, 'kai@example.org'),
      await insertUser(t.database.db, 'mia@example.org'),
      await insertUser(t.database.db, 'ben@example.org'),
    ]
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  const owner = () => users[0] as (typeof users)[number]

  /** A dialog of the owner with blocks q1..q3, every other user a member who may edit. */
  async function dialog() {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner().id, surveyName: 'Original' })
    for (const user of users.slice(1)) await addMember(t.database.db, surveyId, user, 'Bearbeiten + Trainieren')
    const transport = injectTransport(t.app, editorToken(owner().id))
    for (const [i, id] of ['q1', 'q2', 'q3'].entries()) {
      const block = Block.parse({
        unique_question_id: id,
        survey_id: surveyId,
        order: i,
        type: 'single_choice',
        context: `Frage ${i + 1}`,
        options: [
          { id: 'ja', label: 'Ja' },
          { id: 'nein', label: 'Nein' },
        ],
      })
      await transport.send({
        method: 'POST',
        path: `/api/surveys/${surveyId}/changes`,
        body: {
          change_id: `setup-${++changeIds}`,
          change: { kind: 'block.create', block, at: { index: i, after: i ? `q${i}` : null } },
        },
      })
    }
    return surveyId
  }

  /** The stream's `changes` events after `after`: the rows of the edit log, as the server sends them. */
  async function eventsAfter(surveyId: string, after: number): Promise<ChangesEvent[]> {
    const res = await api(t.app, owner().id).get(`/api/surveys/${surveyId}/events?after_version=${after}`)
    expect(res.statusCode, res.body).toBe(200)
    const rows = (res.json() as { events: unknown[] }).events
    return rows.map((row) => ChangesEvent.parse(row))
  }

  it('every editor ends equal to the server, an accepted text stays unless overwritten, a refused one never comes back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 2, max: 4 }),
        fc.array(action, { minLength: 1, maxLength: 40 }),
        async (s, count, actions) => {
          const surveyId = await dialog()
          const people = await Promise.all(
            users.slice(0, count).map(async (user, i) => {
              const token = editorToken(user.id)
              const inner = injectTransport(t.app, token)
              const person = {
                offline: false,
                /** The last version the stream delivered to this editor. */
                cursor: 0,
                editor: undefined as unknown as DialogEditor,
                errors: [] as EngineError[],
                tracked: [] as Tracked[],
                clock: testContext(),
              }
              // Every call waits for the scheduler; offline, it never reaches the server, and an
              // answer arriving after the connection dropped is lost (status 0).
              const transport: Transport = {
                send: (call) =>
                  s.schedule(Promise.resolve(), `${i} ${call.method} ${call.path}`).then(async () => {
                    if (person.offline) throw transportError(0, { msg: 'Keine Verbindung', code: null })
                    const answer = await inner.send(call)
                    await s.schedule(Promise.resolve(), `${i} answer ${call.method}`)
                    if (person.offline) throw transportError(0, { msg: 'Keine Verbindung', code: null })
                    return answer
                  }),
              }
              const load = () => loadSnapshot(t.app, token, surveyId)
              const snapshot = await load()
              person.cursor = snapshot.version
              person.editor = createDialogEditor({
                ...snapshot,
                transport,
                now: person.clock.now,
                newId: () => `u${i}${person.clock.newId()}`,
                load,
              })
              person.editor.errors$.subscribe((e) => person.errors.push(e))
              return person
            }),
          )

          /**
           * One chunk of an editor's stream, as a `deliver` action shapes it (how many events, one
           * repeated, or a gap), read from the log when the scheduler lets it through; with nothing
           * new yet, it waits for the scheduler again (a few times). It also reaches an editor
           * marked offline: the app may hear of that (the browser's offline event) before its
           * stream notices.
           */
          const deliveries: Promise<void>[] = []
          const deliver = async (i: number, chunk: number, twist: string) => {
            const p = people[i] as (typeof people)[number]
            for (let attempt = 0; attempt < 4; attempt++) {
              await s.schedule(Promise.resolve(), `stream ${i}`)
              // A gap: the editor's next version is skipped (a catch-up has to bring it).
              const after =
                twist === 'repeat'
                  ? Math.max(0, p.cursor - 1)
                  : twist === 'gap'
                    ? Math.max(p.cursor, p.editor.version() ?? 0)
                    : p.cursor
              const events = await eventsAfter(surveyId, after)
              const from = twist === 'gap' ? 1 : 0
              const sent = events.slice(from, from + chunk)
              if (sent.length === 0) continue
              p.cursor = Math.max(p.cursor, ...sent.map((e) => e.version))
              for (const e of sent) await p.editor.receive(e)
              return
            }
          }

          let tokens = 0
          for (const a of actions) {
            if (a.kind === 'settle') {
              if (s.count() > 0) await s.waitOne()
              continue
            }
            const p = people[a.who % count] as (typeof people)[number]
            p.clock.advance(600)
            const state = p.editor.getState()
            if (a.kind === 'deliver') deliveries.push(deliver(a.who % count, a.chunk, a.twist))
            else if (a.kind === 'offline') {
              p.offline = true
              p.editor.setConnection('offline')
            } else if (a.kind === 'online') {
              // The app reconnects its stream from the editor's confirmed version.
              p.offline = false
              p.cursor = p.editor.version() ?? p.cursor
              p.editor.setConnection('online')
            } else if (a.kind === 'undo') p.tracked.push({ result: p.editor.undo() })
            else if (a.kind === 'op') {
              const command = toCommand(state, a.op)
              if (command) p.tracked.push({ result: p.editor.execute(command) })
            } else {
              const id = state.blocks.ids[a.pick % Math.max(1, state.blocks.size)]
              if (!id) continue
              const token = `«T${++tokens}»`
              p.tracked.push({
                text: { id, token },
                result: p.editor.execute(updateBlock({ unique_question_id: id, key: 'context', value: token })),
              })
            }
          }
          // What can run while some are offline runs first: their sends fail and wait.
          for (let step = 0; step < 40 && s.count() > 0; step++) {
            await s.waitOne()
            await new Promise((resolve) => setTimeout(resolve, 0))
          }
          // Everyone back online; everything pending settles while the streams run, then they end.
          for (const p of people) {
            p.offline = false
            p.editor.setConnection('online')
          }
          // More of every stream runs while the rest settles.
          for (const [i] of people.entries()) for (let k = 0; k < 3; k++) deliveries.push(deliver(i, 2, 'none'))
          const all = people.flatMap((p) => p.tracked.map((x) => x.result))
          await s.waitFor(Promise.all([...all, ...deliveries]))
          await s.waitAll()
          // The rest of every stream.
          for (const p of people) {
            expect(await firstValueFrom(p.editor.pending$)).toBe(0)
            for (const e of await eventsAfter(surveyId, 0)) await p.editor.receive(e)
          }

          const server = toEditorState(await loadSnapshot(t.app, editorToken(owner().id), surveyId))
          const log = await eventsAfter(surveyId, 0)
          for (const [i, p] of people.entries())
            expect(content(p.editor.getState()), `editor ${i} = server`).toEqual(content(server))

          const everywhere = [server, ...people.map((p) => p.editor.getState())].map((state) =>
            JSON.stringify(content(state)),
          )
          for (const p of people) {
            for (const { text, result } of p.tracked) {
              if (!text) continue
              const outcome = await result
              if (!outcome.ok) {
                // A refused edit never comes back, on the server or in any editor.
                for (const doc of everywhere) expect(doc.includes(text.token), `${text.token} came back`).toBe(false)
                continue
              }
              // An accepted edit is in the log, and on the server unless a later saved edit
              // wrote the same field or deleted the block.
              const at = log.findIndex((e) =>
                e.changes.some((c) => c.kind === 'block.field' && c.block === text.id && c.after === text.token),
              )
              expect(at, `${text.token} was accepted but never saved`).toBeGreaterThanOrEqual(0)
              const later = log
                .slice(at + 1)
                .some((e) =>
                  e.changes.some(
                    (c) =>
                      (c.kind === 'block.field' && c.block === text.id && c.key === 'context') ||
                      (c.kind === 'block.delete' &&
                        (c as Change & { kind: 'block.delete' }).block.unique_question_id === text.id),
                  ),
                )
              expect(later || server.blocks.get(text.id)?.context === text.token, `${text.token} was lost`).toBe(true)
            }
          }
          for (const p of people) p.editor.dispose()
        },
      ),
      { numRuns: RUNS, timeout: 20_000 },
    )
  }, 600_000)
})
