import type { Change } from '@engine/changes'
import { Block, type Connection } from '@engine/model'
import { scopeOf } from '../../server/changes/scopeOf'
import { listBlocks } from '../../server/repositories/blocks'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChangeRun, applyChanges } from '../../server/changes/applyChanges'
import type { Db } from '../../server/db/database'
import { rowsOf } from '../../server/db/rowsOf'
import {
  STAGE_MIN_BLOCKS,
  STAGE_MIN_CONNECTIONS,
  stageConnections,
  sweepStaleGenerations,
} from '../../server/repositories/generations'
import {
  STAGE_MIN_CHANGES,
  appendStagedEvent,
  eventsAfterVersion,
  listSurveyEvents,
  stageEvent,
} from '../../server/repositories/surveyEvents'
import { listConnections } from '../../server/repositories/surveyStructure'
import { writeEventParts } from '../../server/repositories/eventParts'
import { readLiveHistory } from '../../server/repositories/liveHistory'
import { sweepStaged } from '../../server/changes/stagedWrites'
import type { User } from '../../server/repositories/users'
import { structureEdit } from '../../server/routes/surveys/legacyChanges'
import { ApiError } from '../../server/http/ApiError'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { contextWithTransactionHook } from '../support/transactionHook'

/**
 * Staged writes (docs/design/storage.md, issue #27): a large list of jumps is written as a new
 * generation in short statements before the edit's transaction, which only switches to it, and a
 * large event before it too, which the transaction only numbers, so the embedded database's one
 * connection is never held for the whole list or megabytes of JSON. Readers see the old
 * list or the new one, never a part; nothing a colleague wrote meanwhile is lost; a generation
 * nobody uses is deleted, after a crash at the next start.
 */
describe.each(databaseKinds())('staged writes on %s', (kind) => {
  let t: TestApp
  let owner: User
  let db: Db

  beforeAll(async () => {
    t = await startTestApp(kind)
    db = t.database.db
    owner = await insertUser(db, 'generationen@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  const BLOCKS = 40
  /** `n` jumps over the dialog's blocks, `salt` choosing their targets. */
  const jumps = (n: number, salt = 1): Connection[] =>
    Array.from({ length: n }, (_, i) => ({
      source: `b${i % BLOCKS}`,
      handle: `h${Math.floor(i / BLOCKS)}`,
      target: `b${(i * 7 + salt) % BLOCKS}`,
    }))

  async function newDialog(connections: Connection[] = []): Promise<string> {
    const { surveyId } = await insertSurvey(db, { ownerId: owner.id })
    await insertDialog(db, surveyId, {
      blocks: Array.from({ length: BLOCKS }, (_, i) => ({ unique_question_id: `b${i}`, type: 'message' as const })),
      jumps: connections.map((c): [string, string, string] => [c.source, c.handle, c.target]),
    })
    return surveyId
  }

  const structure = (surveyId: string, list: Connection[], expectedVersion?: number): ChangeRun => ({
    surveyId,
    actorId: owner.id,
    now: t.ctx.now(),
    expectedVersion,
    ...structureEdit(list),
    field: 'connections',
  })

  const contextWithHook = (onTransaction: () => Promise<void>) => contextWithTransactionHook(t.ctx, onTransaction)

  const textEdit = (block: string, before: string, after: string) =>
    ({ kind: 'block.field', block, key: 'context', before, after }) as const
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n)
  const allRows = (surveyId: string) =>
    count(sql`SELECT count(*) AS n FROM connection_rows WHERE survey_id = ${surveyId}`)
  const staleListed = (surveyId: string) =>
    count(sql`SELECT count(*) AS n FROM stale_generations WHERE survey_id = ${surveyId}`)
  const stagedEvents = (surveyId: string) =>
    count(sql`SELECT count(*) AS n FROM survey_events WHERE survey_id = ${surveyId} AND seq < 0`)
  const partsOf = (surveyId: string) =>
    count(sql`SELECT count(*) AS n FROM survey_event_parts WHERE survey_id = ${surveyId}`)
  /** The log as its readers see it: seq, version and the number of changes of each event. */
  const log = async (surveyId: string) =>
    (await listSurveyEvents(db, surveyId, 0)).events.map((e) => [e.seq, e.version, e.changes?.length ?? 0])

  it('writes a large list before the lock, switches to it inside, and deletes the old rows', async () => {
    const old = jumps(30)
    const surveyId = await newDialog(old)
    const next = jumps(STAGE_MIN_CONNECTIONS + 234, 3)
    await applyChanges(t.ctx, structure(surveyId, jumps(31)))
    let seenAtLock: { rows: number; visible: Connection[]; staged: number; log: unknown[] } | undefined
    const ctx = contextWithHook(async () => {
      seenAtLock = {
        rows: await allRows(surveyId),
        visible: await listConnections(db, surveyId),
        staged: await stagedEvents(surveyId),
        log: await log(surveyId),
      }
    })
    const outcome = await applyChanges(ctx, structure(surveyId, next))

    // When the transaction opened, the whole new list and the event were already written, and
    // nobody saw them.
    expect(seenAtLock).toEqual({ rows: 31 + next.length, visible: jumps(31), staged: 1, log: [[1, 1, 1]] })
    expect(outcome.version).toBe(2)
    expect(await listConnections(db, surveyId)).toEqual(next)
    // The event is the log's next, numbered by the transaction, with the changes as applied.
    expect(await log(surveyId)).toEqual([
      [1, 1, 1],
      [2, 2, outcome.changes.length],
    ])
    const [, logged] = (await listSurveyEvents(db, surveyId, 0)).events
    expect(logged?.changes).toEqual(outcome.changes)
    expect((await eventsAfterVersion(db, surveyId, 1, 10)).events).toMatchObject([
      { version: 2, changes: outcome.changes },
    ])
    // The replaced generation is gone; nothing is left listed as stale or staged.
    expect(await allRows(surveyId)).toBe(next.length)
    expect(await staleListed(surveyId)).toBe(0)
    expect(await stagedEvents(surveyId)).toBe(0)
  })

  it('a short list is written inside the transaction, as before', async () => {
    const surveyId = await newDialog(jumps(10))
    let rowsAtLock = -1
    const ctx = contextWithHook(async () => {
      rowsAtLock = await allRows(surveyId)
    })
    await applyChanges(ctx, structure(surveyId, jumps(20, 5)))
    expect(rowsAtLock).toBe(10)
    expect(await listConnections(db, surveyId)).toEqual(jumps(20, 5))
    expect(await allRows(surveyId)).toBe(20)
  })

  it("a colleague's edit landing after the staging: the edit is redone inside, the colleague's jump kept, the staged rows deleted", async () => {
    const surveyId = await newDialog(jumps(3))
    const next = jumps(STAGE_MIN_CONNECTIONS + 10, 2)
    const colleagues: Connection = { source: 'b39', handle: 'kollegin', target: 'b0' }
    let colleagueDone = false
    const ctx = contextWithHook(async () => {
      if (colleagueDone) return
      colleagueDone = true
      // The colleague's edit commits after this edit staged its list, before it locks the dialog.
      await applyChanges(t.ctx, structure(surveyId, [...jumps(3), colleagues]))
    })
    const outcome = await applyChanges(ctx, structure(surveyId, next))
    expect(outcome.version).toBe(2)
    // /structure sends the whole list: the resolved result is the list sent (the colleague's
    // jump was deleted by it, and that deletion is in the event, so undo brings it back).
    expect(await listConnections(db, surveyId)).toEqual(next)
    // The log holds the changes as redone under the lock, not the staged ones.
    const [, mine] = (await listSurveyEvents(db, surveyId, 0)).events
    expect(mine?.changes).toEqual(outcome.changes)
    expect(await stagedEvents(surveyId)).toBe(0)
    // The staged event's parts went with it; the redone event was written inside, inline.
    expect(await partsOf(surveyId)).toBe(0)
    expect(outcome.changes).toContainEqual(
      expect.objectContaining({ key: 'b39::kollegin', before: colleagues, after: null }),
    )
    expect(await allRows(surveyId)).toBe(next.length)
    expect(await staleListed(surveyId)).toBe(0)
  })

  it('a refusal under the lock writes nothing visible and leaves no rows behind', async () => {
    const old = jumps(5)
    const surveyId = await newDialog(old)
    let colleagueDone = false
    const ctx = contextWithHook(async () => {
      if (colleagueDone) return
      colleagueDone = true
      await applyChanges(t.ctx, structure(surveyId, jumps(6)))
    })
    // Sent for version 0; the colleague's edit makes it 1 between the staging and the lock.
    const refused = await applyChanges(ctx, structure(surveyId, jumps(STAGE_MIN_CONNECTIONS, 4), 0)).catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe('stale_version')
    expect(await listConnections(db, surveyId)).toEqual(jumps(6))
    expect(await allRows(surveyId)).toBe(6)
    expect(await staleListed(surveyId)).toBe(0)
    expect(await stagedEvents(surveyId)).toBe(0)
    expect(await partsOf(surveyId)).toBe(0)
    expect(await log(surveyId)).toEqual([[1, 1, 1]])
  })

  it('rows staged by a process that crashed are invisible and deleted by a later sweep, the current ones kept', async () => {
    const old = jumps(8)
    const surveyId = await newDialog(old)
    // A crash after staging: never switched to, never released.
    await stageConnections(db, surveyId, jumps(700, 6))
    expect(await listConnections(db, surveyId)).toEqual(old)
    // A sweep at start-up leaves a young staged generation alone: its edit may still be running
    // on another app server.
    await sweepStaleGenerations(db)
    expect(await allRows(surveyId)).toBe(8 + 700)
    await db.execute(
      sql`UPDATE stale_generations SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`,
    )
    expect(await sweepStaleGenerations(db)).toBeGreaterThanOrEqual(700)
    expect(await allRows(surveyId)).toBe(8)
    expect(await staleListed(surveyId)).toBe(0)
    expect(await listConnections(db, surveyId)).toEqual(old)
  })

  it('a large edit resent with its change_id is answered from its event, staging nothing that stays', async () => {
    const surveyId = await newDialog()
    const next = jumps(STAGE_MIN_CONNECTIONS, 7)
    const first = await applyChanges(t.ctx, { ...structure(surveyId, next), changeId: 'einmal' })
    const again = await applyChanges(t.ctx, { ...structure(surveyId, next), changeId: 'einmal' })
    expect(again).toMatchObject({ version: first.version, replayed: true })
    expect(again.changes).toEqual(first.changes)
    expect(await log(surveyId)).toEqual([[1, 1, next.length]])
    expect(await stagedEvents(surveyId)).toBe(0)
    expect(await allRows(surveyId)).toBe(next.length)
  })

  it('an event staged by a process that crashed is never read, and a later sweep deletes it', async () => {
    const surveyId = await newDialog()
    await applyChanges(t.ctx, structure(surveyId, jumps(4)))
    await stageEvent(db, { surveyId, actorId: owner.id, changes: [], entry: null, now: t.ctx.now() })
    expect(await log(surveyId)).toEqual([[1, 1, 4]])
    expect((await eventsAfterVersion(db, surveyId, 0, 10)).events).toHaveLength(1)
    // The next edit is numbered after the logged one, not after the placeholder.
    await applyChanges(t.ctx, structure(surveyId, jumps(5)))
    expect(await log(surveyId)).toEqual([
      [1, 1, 4],
      [2, 2, 1],
    ])
    await sweepStaged(db)
    expect(await stagedEvents(surveyId)).toBe(1)
    await db.execute(sql`UPDATE survey_events SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`)
    await db.execute(
      sql`UPDATE survey_event_parts SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`,
    )
    await sweepStaged(db)
    expect(await stagedEvents(surveyId)).toBe(0)
    expect(await partsOf(surveyId)).toBe(0)
    expect(await log(surveyId)).toHaveLength(2)
  })

  it('an edit never switches to a generation a sweep has taken: it writes its list inside instead', async () => {
    const surveyId = await newDialog(jumps(2))
    const next = jumps(STAGE_MIN_CONNECTIONS, 9)
    const ctx = contextWithHook(async () => {
      // Between staging and lock, the staged generation is taken as abandoned.
      await db.execute(
        sql`UPDATE stale_generations SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`,
      )
      await sweepStaleGenerations(db, surveyId)
      await db.execute(
        sql`UPDATE survey_events SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`,
      )
      await sweepStaged(db)
    })
    const outcome = await applyChanges(ctx, structure(surveyId, next))
    expect(await listConnections(db, surveyId)).toEqual(next)
    expect(await allRows(surveyId)).toBe(next.length)
    // Its event was swept too: the edit logged it itself.
    expect(await log(surveyId)).toEqual([[1, 1, outcome.changes.length]])
  })

  /** A restore of `n` new blocks after b0, as POST /changes sends it. */
  const restore = (surveyId: string, n: number): ChangeRun => {
    const change = {
      kind: 'restore' as const,
      version: 0,
      changes: Array.from({ length: n }, (_, i) => ({
        kind: 'block.create' as const,
        block: Block.parse({
          unique_question_id: `neu${i}`,
          survey_id: surveyId,
          type: 'message',
          context: `Neu ${i}`,
          order: 0,
        }),
        at: { index: i + 1, after: i === 0 ? 'b0' : `neu${i - 1}` },
      })),
    }
    return {
      surveyId,
      actorId: owner.id,
      now: t.ctx.now(),
      scope: scopeOf(change),
      plan: () => [change as Change],
      field: 'change',
    }
  }
  const blockRowCount = (surveyId: string) =>
    count(sql`SELECT count(*) AS n FROM block_rows WHERE survey_id = ${surveyId}`)
  const blockIds = async (surveyId: string) =>
    (await listBlocks(db, surveyId)).map((b) => [b.unique_question_id, b.order])

  it('a restore of many blocks writes them before the lock as a new generation and only switches to it inside', async () => {
    const surveyId = await newDialog()
    const before = await blockIds(surveyId)
    let atLock: { rows: number; visible: unknown; events: number } | undefined
    const ctx = contextWithHook(async () => {
      atLock = {
        rows: await blockRowCount(surveyId),
        visible: await blockIds(surveyId),
        events: await stagedEvents(surveyId),
      }
    })
    const n = Math.max(STAGE_MIN_BLOCKS, STAGE_MIN_CHANGES) + 100
    const outcome = await applyChanges(ctx, restore(surveyId, n))
    // Staged: every block of the new dialog, the unchanged ones too, and the event of the restore
    // (one change of n sub-changes); nobody saw them.
    expect(atLock).toEqual({ rows: BLOCKS + BLOCKS + n, visible: before, events: 1 })
    expect(await log(surveyId)).toEqual([[1, 1, 1]])
    expect((await listSurveyEvents(db, surveyId, 0)).events[0]?.changes).toEqual(outcome.changes)
    const after = await blockIds(surveyId)
    expect(after).toHaveLength(BLOCKS + n)
    expect(after.map(([, order]) => order)).toEqual([...Array(BLOCKS + n).keys()])
    expect(after.slice(0, 2)).toEqual([
      ['b0', 0],
      ['neu0', 1],
    ])
    expect(await blockRowCount(surveyId)).toBe(BLOCKS + n)
    expect(await staleListed(surveyId)).toBe(0)
    // Small edits afterwards write into the generation that is now current.
    await applyChanges(t.ctx, {
      surveyId,
      actorId: owner.id,
      now: t.ctx.now(),
      scope: scopeOf(textEdit('neu0', 'Neu 0', 'Danach')),
      plan: () => [textEdit('neu0', 'Neu 0', 'Danach') as Change],
      field: 'change',
    })
    expect((await listBlocks(db, surveyId)).find((b) => b.unique_question_id === 'neu0')?.context).toBe('Danach')
    expect(await blockRowCount(surveyId)).toBe(BLOCKS + n)
  })

  it("a colleague's block edit landing after the blocks were staged is kept: the restore is redone inside", async () => {
    const surveyId = await newDialog()
    let colleagueDone = false
    const edit = textEdit('b5', 'Frage b5', 'Kollegin')
    const ctx = contextWithHook(async () => {
      if (colleagueDone) return
      colleagueDone = true
      await applyChanges(t.ctx, {
        surveyId,
        actorId: owner.id,
        now: t.ctx.now(),
        scope: scopeOf(edit),
        plan: () => [edit as Change],
        field: 'change',
      })
    })
    const n = STAGE_MIN_BLOCKS
    await applyChanges(ctx, restore(surveyId, n))
    const blocks = await listBlocks(db, surveyId)
    expect(blocks).toHaveLength(BLOCKS + n)
    expect(blocks.find((b) => b.unique_question_id === 'b5')?.context).toBe('Kollegin')
    expect(await blockRowCount(surveyId)).toBe(BLOCKS + n)
    expect(await staleListed(surveyId)).toBe(0)
  })

  it("a large event is stored as parts of text outside its row, and every reader of the log gets it whole, the request's body too", async () => {
    const surveyId = await newDialog()
    const list = jumps(STAGE_MIN_CONNECTIONS + 300, 5)
    const res = await api(t.app, owner).post(`/api/surveys/${surveyId}/structure`, { connections: list })
    expect(res.statusCode, res.body).toBe(200)
    // Stored: the row names its parts and keeps only the call; the parts hold the JSON, cut.
    const [row] = rowsOf<{ changes: unknown; entry: unknown; gen: unknown; parts: number }>(
      await db.execute(sql`SELECT changes, entry, gen, parts FROM survey_events WHERE survey_id = ${surveyId}`),
    )
    expect(row).toMatchObject({ changes: null, entry: { method: 'POST', path: `/api/surveys/${surveyId}/structure` } })
    expect(row?.parts).toBeGreaterThan(1)
    expect(await partsOf(surveyId)).toBe(row?.parts)
    // GET …/events: the changes and the request as sent.
    const events = (await api(t.app, owner).get(`/api/surveys/${surveyId}/events`)).json().events as {
      version: number
      entry: { body: unknown }
      changes: { after: unknown }[]
    }[]
    expect(events).toHaveLength(1)
    expect(events[0]?.entry.body).toEqual({ connections: list })
    expect(events[0]?.changes.map((c) => c.after)).toEqual(list)
    // The co-editing stream's catch-up, and the version rebuilt from the log (a later edit on top).
    expect((await eventsAfterVersion(db, surveyId, 0, 10)).events).toMatchObject([
      { version: 1, changes: events[0]?.changes },
    ])
    const later = await api(t.app, owner).post(`/api/surveys/${surveyId}/structure`, { connections: jumps(3) })
    expect(later.statusCode).toBe(200)
    const rebuilt = await api(t.app, owner).get(`/api/surveys/${surveyId}/versions/1`)
    expect(rebuilt.statusCode, rebuilt.body).toBe(200)
    expect(rebuilt.json().connections).toEqual(list)
    // The version list reads every event too.
    expect((await api(t.app, owner).get(`/api/surveys/${surveyId}/versions`)).statusCode).toBe(200)
  })

  it('an event that switches the dialog live stays inline, so the live history still finds the switch', async () => {
    const surveyId = await newDialog()
    const switchOn = { kind: 'config', key: 'active', before: false, after: true }
    const changes = [
      switchOn,
      ...Array.from({ length: STAGE_MIN_CHANGES }, (_, i) => textEdit(`b${i % BLOCKS}`, '', `${i}`)),
    ]
    const placeholder = await stageEvent(db, { surveyId, actorId: owner.id, changes, entry: null, now: t.ctx.now() })
    expect(await appendStagedEvent(db, surveyId, placeholder, { version: 1, changeId: null, now: t.ctx.now() })).toBe(
      true,
    )
    const [row] = rowsOf<{ gen: unknown }>(
      await db.execute(sql`SELECT gen FROM survey_events WHERE survey_id = ${surveyId}`),
    )
    expect(row?.gen).toBeNull()
    expect(await partsOf(surveyId)).toBe(0)
    expect((await readLiveHistory(db, surveyId)).switchedLive).toBe(true)
  })

  it('parts a crash left without their event are swept when old, not while an edit may still be writing them', async () => {
    const surveyId = await newDialog()
    await writeEventParts(db, surveyId, { changes: jumps(50) }, 100)
    const written = await partsOf(surveyId)
    expect(written).toBeGreaterThan(1)
    await sweepStaged(db)
    expect(await partsOf(surveyId)).toBe(written)
    await db.execute(
      sql`UPDATE survey_event_parts SET created_at = now() - interval '1 hour' WHERE survey_id = ${surveyId}`,
    )
    await sweepStaged(db)
    expect(await partsOf(surveyId)).toBe(0)
  })

  it('through POST /structure: the list is read back whole and in order, and a copy of the dialog has it', async () => {
    const surveyId = await newDialog()
    const list = jumps(STAGE_MIN_CONNECTIONS + 1, 8)
    const res = await api(t.app, owner).post(`/api/surveys/${surveyId}/structure`, { connections: list })
    expect(res.statusCode).toBe(200)
    expect(await listConnections(db, surveyId)).toEqual(list)
    const copied = await api(t.app, owner).post(`/api/surveys/${surveyId}/copy`)
    expect(copied.statusCode).toBe(201)
    const copyId = (copied.json() as { survey_id: string }).survey_id
    expect(await listConnections(db, copyId)).toEqual(list)
  })
})
