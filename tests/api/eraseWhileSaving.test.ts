import type { RuntimeState, Turn } from '@engine/runtime'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../server/db/database'
import { answers, conversations, liveRespondents, multichatProgress } from '../../server/db/schema'
import { saveTurn } from '../../server/repositories/conversations'
import type { TurnToSave } from '../../server/repositories/turnToSave'
import { eraseRespondentFromGame, eraseRespondentFromSurvey } from '../../server/repositories/liveData'
import { saveGame } from '../../server/repositories/multichatProgress'
import { insertGame } from '../support/insertGame'
import { openTestDatabase } from '../support/testDatabase'

const state = (current: string): RuntimeState => ({
  current,
  phase: 'answer',
  pendingAnswers: [],
  qaCount: 0,
  finished: false,
  visited: ['start', current],
})
const answered = (value: string): Turn => ({
  state: state('q2'),
  messages: [
    { unique_question_id: 'q2', type: 'open', context: 'Und dann?', bubbles: [{ text: 'Und dann?', delayMs: 0 }] },
  ] as Turn['messages'],
  awaiting: null,
  finished_question_id: null,
  is_end: false,
  answer: { unique_question_id: 'q1', type: 'open', raw: value, value, nachfrage: false },
})

/**
 * A save locks the progress row, then the conversations, then the answers
 * (server/repositories/saveTurnsStatement.ts); erasure and restart delete in the same order. In
 * the other order a save and an erasure of the same player each held a row the other needed, and
 * PostgreSQL aborted one of them (deadlock). Only PostgreSQL has concurrent connections.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('erasing a player while their answer is being saved (PostgreSQL)', () => {
  let database: Database
  let db: Db
  let a: string
  let b: string
  let dm: number
  let serial = 0

  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    db = database.db
    ;({ a, b, dm } = await insertGame(db, 'lock-order@example.org'))
  })
  afterAll(async () => {
    await database?.close()
  })

  /** A player who answered q1 in dialog A once (so the next save updates the conversation and the answer). */
  async function aPlayer(withProgress: boolean) {
    const [row] = await db
      .insert(liveRespondents)
      .values({ username: `lock_${serial++}`, surveyIds: [a, b] })
      .returning({ id: liveRespondents.id })
    const id = row?.id ?? 0
    const at = new Date()
    const first: TurnToSave = {
      respondentId: id,
      surveyId: a,
      readTurns: null,
      turn: answered('erste'),
      at,
      input: { text: 'erste', blockId: 'q1', blockType: 'open' },
    }
    const progress = { released: [], signalled: [], waiting_since: {} }
    if (withProgress)
      expect(
        await saveGame(db, {
          respondentId: id,
          multichatId: dm,
          readVersion: null,
          progress,
          finished: false,
          turns: [first],
          at,
        }),
      ).toBe(true)
    else expect(await saveTurn(db, first)).toBe(true)
    const second: TurnToSave = {
      ...first,
      readTurns: 0,
      turn: answered('zweite'),
      input: { text: 'zweite', blockId: 'q1', blockType: 'open' },
    }
    return { id, second, progress }
  }

  async function waitingForLocks(count: number): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = (await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] }
      if ((rows[0]?.n ?? 0) >= count) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`never saw ${count} statements waiting for a lock`)
  }

  /**
   * Holds the player's conversation in dialog A, so the save (started first) and the erasure
   * (started second) both queue behind it; then lets them go. The order they meet in is then fixed.
   */
  async function raceAt(respondentId: number, save: () => Promise<boolean>, erase: () => Promise<void>) {
    let release = () => {}
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const held = db.transaction(async (tx) => {
      await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, a)))
        .for('update')
      locked()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await isLocked
    const saving = save()
    await waitingForLocks(1)
    const erasing = erase()
    await waitingForLocks(2)
    release()
    await held
    return Promise.allSettled([saving, erasing])
  }

  async function rowsOf(respondentId: number) {
    return {
      respondents: (await db.select().from(liveRespondents).where(eq(liveRespondents.id, respondentId))).length,
      conversations: (await db.select().from(conversations).where(eq(conversations.respondentId, respondentId))).length,
      answers: (await db.select().from(answers).where(eq(answers.respondentId, respondentId))).length,
      progress: (await db.select().from(multichatProgress).where(eq(multichatProgress.respondentId, respondentId)))
        .length,
    }
  }

  it('a multichat save and the erasure of the game both finish, and nothing of the player is left', async () => {
    const player = await aPlayer(true)
    const results = await raceAt(
      player.id,
      () =>
        saveGame(db, {
          respondentId: player.id,
          multichatId: dm,
          readVersion: 0,
          progress: player.progress,
          finished: false,
          turns: [player.second],
          at: new Date(),
        }),
      () => eraseRespondentFromGame(db, { id: player.id, surveyIds: [a, b] }, dm, [a, b]),
    )
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ])
    expect(await rowsOf(player.id)).toEqual({ respondents: 0, conversations: 0, answers: 0, progress: 0 })
  })

  it('a single-dialog save and the erasure from that dialog both finish', async () => {
    const player = await aPlayer(false)
    const results = await raceAt(
      player.id,
      () => saveTurn(db, player.second),
      () => eraseRespondentFromSurvey(db, { id: player.id, surveyIds: [a, b] }, a),
    )
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ])
    expect(await rowsOf(player.id)).toEqual({ respondents: 1, conversations: 0, answers: 0, progress: 0 })
  })
})
