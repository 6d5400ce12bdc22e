import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import {
  type GameState,
  type GameTrigger,
  type MultichatGame,
  chatStatus,
  createMultichatGame,
  isGameOver,
  pendingHolds,
} from './multichatGame'
import { answerGame, releaseHolds, resumeGame, startGame } from './multichatPlay'
import { aDialog, type BlockFixture } from './testing/aDialog'

/**
 * Well-formed games (docs/multichat.md "Live"): every dialog is linear (open and message blocks,
 * only the last one is_end), so every path passes every block; a waitFor (with or without
 * init_survey) and a moveTo only point from an earlier dialog (by order) to a later one, so
 * waiting cannot go round in a circle; and no moveTo moves a dialog holding a waitFor source,
 * so no source can be skipped. waitAPI triggers hold any question, each with its own signal.
 */
const gameArb = fc.integer({ min: 1, max: 4 }).chain((count) =>
  fc
    .record({
      sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: count, maxLength: count }),
      kinds: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
      links: fc.array(
        fc.record({
          from: fc.nat(),
          to: fc.nat(),
          q1: fc.nat(),
          q2: fc.nat(),
          kind: fc.constantFrom('waitFor', 'init', 'moveTo'),
        }),
        { maxLength: 6 },
      ),
      holds: fc.array(
        fc.record({
          dialog: fc.nat(),
          q: fc.nat(),
          seconds: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ sizes, kinds, links, holds }) => buildGame(sizes, kinds, links, holds)),
)

type Link = { from: number; to: number; q1: number; q2: number; kind: 'waitFor' | 'init' | 'moveTo' }

function buildGame(
  sizes: number[],
  kinds: boolean[],
  links: Link[],
  holds: { dialog: number; q: number; seconds: number | null }[],
): MultichatGame {
  const n = sizes.length
  const question = (d: number, q: number) => `d${d}q${(q % (sizes[d] as number)) + 1}`
  const dialogs = sizes.map((size, d) => {
    const blocks: BlockFixture[] = Array.from({ length: size }, (_, q) => ({
      unique_question_id: `d${d}q${q + 1}`,
      type: kinds[(d * 4 + q) % 16] && q < size - 1 ? 'message' : 'open',
      is_end: q === size - 1,
    }))
    return aDialog({ survey_id: `d${d}`, blocks })
  })
  const triggers: GameTrigger[] = []
  const sources = new Set<number>()
  const edges = links
    .filter(() => n > 1)
    .map((l) => {
      const from = l.from % (n - 1)
      return { ...l, from, to: from + 1 + (l.to % (n - 1 - from)) }
    })
  for (const l of edges) if (l.kind !== 'moveTo') sources.add(l.from)
  for (const [i, l] of edges.entries()) {
    if (l.kind === 'moveTo' && sources.has(l.to)) continue
    const kind = l.kind === 'moveTo' ? 'moveTo' : 'waitFor'
    triggers.push({
      id: `t${i}`,
      survey_id: `d${l.from}`,
      unique_question_id: question(l.from, l.q1),
      trigger: `${kind};d${l.to};${question(l.to, l.q2)}`,
      init_survey: l.kind === 'init',
    })
  }
  holds.forEach((h, i) => {
    const d = h.dialog % n
    triggers.push({
      id: `api${i}`,
      survey_id: `d${d}`,
      unique_question_id: question(d, h.q),
      trigger: `waitAPI;signal${i};x`,
      init_survey: false,
      release_after_seconds: h.seconds,
    })
  })
  return createMultichatGame(dialogs, triggers)
}

const LONG = 'eine ausreichend lange Antwort'
const openChats = (game: MultichatGame, state: GameState) =>
  game.dialogs.flatMap((_, i) => (chatStatus(game, state, i).status === 'open' ? [i] : []))
const pendingSignals = (game: MultichatGame, state: GameState) =>
  game.dialogs.flatMap((_, i) => pendingHolds(game, state, i))

/** Plays a game: each pick answers in one open chat; with none open, a waiting question's signal arrives. */
function play(game: MultichatGame, picks: number[], check: (state: GameState, now: number) => void): void {
  let state = startGame(game, 0).state
  let now = 0
  for (const pick of picks) {
    check(state, now)
    if (isGameOver(state)) return
    now += 1000
    const open = openChats(game, state)
    const dialog = open[pick % Math.max(open.length, 1)]
    if (dialog === undefined) {
      const hold = game.holds[pendingSignals(game, state)[pick % pendingSignals(game, state).length] as number] as {
        trigger: string
      }
      state = resumeGame(game, state, { now, signals: [{ trigger: hold.trigger, at: now }] }).state
      continue
    }
    const opened = releaseHolds(game, state, { now })
    const turn = answer(game.dialogs[dialog]!, opened.world.states[dialog]!, LONG)
    state = answerGame(game, state, opened, { dialog, turn }, now).state
  }
}

describe('the live multichat game, for any well-formed game', () => {
  it('never deadlocks: after every step the game is over, a chat is open, or a waitAPI question waits for its signal', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat(), { maxLength: 40 }), (game, picks) => {
        play(game, picks, (state) => {
          expect(isGameOver(state) || openChats(game, state).length > 0 || pendingSignals(game, state).length > 0).toBe(
            true,
          )
        })
      }),
      { numRuns: 300 },
    )
  })

  it('a signal releases exactly the question waiting for it and changes no other chat', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat(), { maxLength: 40 }), (game, picks) => {
        play(game, picks, (state, now) => {
          for (const h of pendingSignals(game, state)) {
            const hold = game.holds[h]!
            if (state.waitingSince[h] === null) continue
            const after = releaseHolds(game, state, {
              now: state.waitingSince[h] as number,
              signals: [{ trigger: hold.trigger, at: now }],
            })
            game.dialogs.forEach((_, i) => {
              const held = i === hold.dialog && pendingHolds(game, state, i).length === 1
              if (held) expect(chatStatus(game, after, i)).not.toMatchObject({ waiting_for: 'signal' })
              else if (i !== hold.dialog) expect(chatStatus(game, after, i)).toEqual(chatStatus(game, state, i))
            })
            expect(after.signalled).toEqual([...state.signalled, h].sort((x, y) => x - y))
          }
        })
      }),
      { numRuns: 200 },
    )
  })
})
