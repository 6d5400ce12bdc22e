import type { RuntimeState, Turn } from '@engine/runtime'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../server/db/database'
import { answers, chatMessages, conversations, liveRespondents, multichatProgress } from '../../server/db/schema'
import { saveTurn } from '../../server/repositories/conversations'
import type { TurnToSave } from '../../server/repositories/turnToSave'
import { type GameToSave, saveGame } from '../../server/repositories/multichatProgress'
import { insertGame } from '../support/insertGame'
import { referenceSaveGame, referenceSaveTurn } from '../support/referenceSave'
import { databaseKinds, openTestDatabase } from '../support/testDatabase'

// The multichat save as one statement (server/repositories/saveTurnsStatement.ts) against the
// transaction it replaced (tests/support/referenceSave.ts): same rows, and nothing on a stale read.

const state = (current: string | null, extra: Partial<RuntimeState> = {}): RuntimeState => ({
  current,
  phase: 'answer',
  pendingAnswers: [],
  qaCount: 0,
  finished: current === null,
  visited: current ? ['start', current] : [],
  ...extra,
})
const bot = (uq: string | null, type: string, ...texts: string[]) =>
  ({
    unique_question_id: uq,
    type,
    context: texts.join(' '),
    bubbles: texts.map((text) => ({ text, delayMs: 0 })),
  }) as Turn['messages'][number]
const turnOf = (s: RuntimeState, messages: Turn['messages'], more: Partial<Turn> = {}): Turn => ({
  state: s,
  messages,
  awaiting: null,
  finished_question_id: null,
  is_end: s.finished,
  ...more,
})

describe.each(databaseKinds())('one-statement save on %s', (kind) => {
  let database: Database
  let db: Db
  let a: string
  let b: string
  let dm: number
  let serial = 0

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    db = database.db
    ;({ a, b, dm } = await insertGame(db, 'save-owner@example.org'))
  })
  afterAll(async () => {
    await database?.close()
  })

  async function respondent(): Promise<number> {
    const [row] = await db
      .insert(liveRespondents)
      .values({ username: `save_${serial++}`, surveyIds: [a, b] })
      .returning({ id: liveRespondents.id })
    return row?.id ?? 0
  }

  /** Everything a save writes for one respondent, without the respondent's id (ids only as order). */
  async function stored(respondentId: number) {
    const strip = <T extends { respondentId: number }>({ respondentId: _, ...rest }: T) => rest
    return {
      progress: (await db.select().from(multichatProgress).where(eq(multichatProgress.respondentId, respondentId))).map(
        strip,
      ),
      conversations: (
        await db
          .select()
          .from(conversations)
          .where(eq(conversations.respondentId, respondentId))
          .orderBy(asc(conversations.surveyId))
      ).map(strip),
      transcript: (
        await db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.respondentId, respondentId))
          .orderBy(asc(chatMessages.id))
      ).map(({ id: _, ...row }) => strip(row)),
      answers: (
        await db
          .select()
          .from(answers)
          .where(eq(answers.respondentId, respondentId))
          .orderBy(asc(answers.surveyId), asc(answers.uniqueQuestionId))
      ).map(strip),
    }
  }

  const t0 = Date.parse('2031-03-04T05:06:07.089Z')
  /** Start, an answer in each dialog (a follow-up in A, the end in B), then B's answer replaced. */
  function steps(respondentId: number): GameToSave[] {
    const base = { respondentId, multichatId: dm }
    const turn = (
      surveyId: string,
      readTurns: number | null,
      t: Turn,
      at: Date,
      more: Partial<TurnToSave> = {},
    ): TurnToSave => ({ respondentId, surveyId, readTurns, turn: t, at, ...more })
    const at1 = new Date(t0)
    const at2 = new Date(t0 + 1500)
    const at3 = new Date(t0 + 4000)
    return [
      {
        ...base,
        readVersion: null,
        progress: { released: [], signalled: [], waiting_since: {} },
        finished: false,
        at: at1,
        turns: [
          turn(
            a,
            null,
            turnOf(state('frage', { visited: ['ä', 'ß "zitiert" \\ \u{1F600}'] }), [
              bot(null, 'welcome', 'Willkommen!', 'Schön, dass du da bist.'),
              bot('frage', 'open', 'Was hast du gesehen?'),
            ]),
            at1,
          ),
          turn(b, null, turnOf(state('wahl'), [bot('wahl', 'multiple_choice', 'Wer war es?')]), at1),
        ],
      },
      {
        ...base,
        readVersion: 0,
        progress: { released: ['t1'], signalled: ['s"1'], waiting_since: { t2: 1234.5 } },
        finished: true,
        at: at2,
        turns: [
          turn(
            a,
            0,
            turnOf(
              state('weiter', { phase: 'nachfrage', pendingAnswers: ['erste'] }),
              [bot('weiter', 'message', 'Danke.')],
              {
                answer: { unique_question_id: 'frage', type: 'open', raw: 'zweite', value: 'zweite', nachfrage: true },
                routing: { handle: 'order', confidence: null, reason: 'nachfrage' },
              },
            ),
            at2,
            { input: { text: 'zweite', blockId: 'frage', blockType: 'open' }, firstAnswers: ['erste', 'noch eine'] },
          ),
          turn(
            b,
            0,
            turnOf(state(null), [bot(null, 'ending', 'Ende.')], {
              answer: {
                unique_question_id: 'wahl',
                type: 'multiple_choice',
                raw: 'a, b',
                value: ['a', 'b'],
                nachfrage: false,
              },
              routing: { handle: 'zufrieden', confidence: 0.8123456789, reason: 'intent' },
            }),
            at2,
            { input: { text: 'a, b', blockId: 'wahl', blockType: 'multiple_choice' } },
          ),
        ],
      },
      {
        ...base,
        readVersion: 1,
        progress: { released: ['t1', 't2'], signalled: [], waiting_since: {} },
        finished: false,
        at: at3,
        turns: [
          turn(
            b,
            1,
            turnOf(state(null), [], {
              answer: { unique_question_id: 'wahl', type: 'number', raw: '42', value: 42, nachfrage: false },
            }),
            at3,
          ),
        ],
      },
    ]
  }

  it('writes exactly what the transaction wrote: state, transcript order and times, answers, finishedAt', async () => {
    const [old, now] = [await respondent(), await respondent()]
    const [oldSteps, newSteps] = [steps(old), steps(now)]
    for (const [i, step] of newSteps.entries()) {
      expect(await referenceSaveGame(db, oldSteps[i] as GameToSave)).toBe(true)
      expect(await saveGame(db, step)).toBe(true)
      expect(await stored(now)).toEqual(await stored(old))
    }
    const result = await stored(now)
    const letter = (surveyId: string) => (surveyId === a ? 'A' : 'B')
    // Not only equal to the reference: the reference's semantics, spelled out.
    expect(result.transcript.map((m) => [letter(m.surveyId), m.context, m.createdAt.getTime() - t0])).toEqual([
      ['A', 'Willkommen!', 0],
      ['A', 'Schön, dass du da bist.', 1],
      ['A', 'Was hast du gesehen?', 2],
      ['B', 'Wer war es?', 0],
      ['A', 'zweite', 1500],
      ['A', 'Danke.', 1501],
      ['B', 'a, b', 1500],
      ['B', 'Ende.', 1501],
    ])
    expect(
      result.answers.map((x) => [letter(x.surveyId), x.value, x.intent, x.createdAt.getTime() - t0]).sort(),
    ).toEqual([
      ['A', 'erste\nnoch eine\nzweite', null, 1500],
      ['B', 42, null, 4000],
    ])
    expect(result.progress).toMatchObject([
      { version: 2, released: ['t1', 't2'], finishedAt: new Date(t0 + 1500), startedAt: new Date(t0) },
    ])
    expect(
      result.conversations
        .map((c) => [letter(c.surveyId), c.turns, c.currentQuestionId, c.finishedAt?.getTime()])
        .sort(),
    ).toEqual([
      ['A', 1, 'weiter', undefined],
      ['B', 2, null, t0 + 4000],
    ])
    expect(result.conversations.find((c) => c.surveyId === a)?.state).toEqual(newSteps[1]?.turns[0]?.turn.state)
  })

  it('a stale progress version writes nothing and answers false', async () => {
    const r = await respondent()
    const [start, answer] = steps(r) as [GameToSave, GameToSave]
    expect(await saveGame(db, start)).toBe(true)
    const before = await stored(r)
    expect(await saveGame(db, { ...answer, readVersion: 5 })).toBe(false)
    expect(await saveGame(db, { ...answer, readVersion: null })).toBe(false)
    expect(await stored(r)).toEqual(before)
    expect(await saveGame(db, answer)).toBe(true)
  })

  it('a stale conversation in the second dialog writes nothing, not even the progress or the first dialog', async () => {
    const r = await respondent()
    const [start, answer] = steps(r) as [GameToSave, GameToSave]
    expect(await saveGame(db, start)).toBe(true)
    const before = await stored(r)
    const [first, second] = answer.turns as [TurnToSave, TurnToSave]
    expect(await saveGame(db, { ...answer, turns: [first, { ...second, readTurns: 7 }] })).toBe(false)
    expect(await saveGame(db, { ...answer, turns: [first, { ...second, readTurns: null }] })).toBe(false)
    expect(await stored(r)).toEqual(before)
    expect(await saveGame(db, answer)).toBe(true)
  })

  it('saveTurn (one dialog, no progress) writes what it wrote before and refuses a stale read', async () => {
    const [old, now] = [await respondent(), await respondent()]
    for (const [save, r] of [
      [referenceSaveTurn, old],
      [saveTurn, now],
    ] as const) {
      const [start, answer] = (steps(r)[1] as GameToSave).turns as [TurnToSave, TurnToSave]
      expect(await save(db, { ...start, readTurns: null })).toBe(true)
      expect(await save(db, { ...answer, readTurns: null })).toBe(true)
      expect(await save(db, { ...answer, readTurns: 0 })).toBe(true)
      expect(await save(db, { ...answer, readTurns: 0 })).toBe(false)
    }
    const before = await stored(now)
    expect(before).toEqual(await stored(old))
    expect(before.transcript).toHaveLength(6)
    expect(await saveTurn(db, { ...((steps(now)[2] as GameToSave).turns[0] as TurnToSave), readTurns: 0 })).toBe(false)
    expect(await stored(now)).toEqual(before)
  })

  it('any other error still throws, and nothing is written', async () => {
    const r = await respondent()
    const [start] = steps(r) as [GameToSave]
    const [first, second] = start.turns as [TurnToSave, TurnToSave]
    await expect(saveGame(db, { ...start, turns: [first, { ...second, surveyId: 'gibt_es_nicht' }] })).rejects.toThrow()
    expect(await stored(r)).toEqual({ progress: [], conversations: [], transcript: [], answers: [] })
  })
})
