import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import {
  type TriggerInput,
  type World,
  type WorldEvent,
  isBlocked,
  startWorld,
  step,
  triggerRules,
} from './multichatWorld'
import { simulatePath } from './simulatePath'
import { candidateInputs, simulationDeps } from './simulatedRespondent'
import { aDialog, type BlockFixture } from './testing/aDialog'

const names = ['a', 'b', 'c']
const handles = ['default', 'o1', 'o2', '1-2', '4-5', 'lob']

const blockArb: fc.Arbitrary<Omit<BlockFixture, 'unique_question_id'>> = fc.record(
  {
    type: fc.constantFrom('message', 'open', 'likert', 'single_choice', 'number', 'email'),
    nachfrage: fc.constantFrom('', 'Wie meinen Sie das?'),
    is_end: fc.boolean(),
    likert_scale: fc.constant(5),
    options: fc.constant([
      { id: 'o1', label: 'Ja' },
      { id: 'o2', label: 'Nein' },
    ]),
  },
  { requiredKeys: ['type'] },
)

/** 2-3 dialogs of at most 6 blocks, jumps anywhere inside each, random triggers between them. */
const gameArb = fc.integer({ min: 2, max: 3 }).chain((count) => {
  const dialogNames = names.slice(0, count)
  return fc
    .tuple(...dialogNames.map(() => fc.integer({ min: 1, max: 6 })))
    .chain((sizes) => {
      const ids = (d: number) => Array.from({ length: sizes[d] as number }, (_, i) => `${dialogNames[d]}${i + 1}`)
      const anyQuestion = fc
        .integer({ min: 0, max: count - 1 })
        .chain((d) => fc.tuple(fc.constant(d), fc.constantFrom(...ids(d))))
      return fc.record({
        dialogs: fc.tuple(
          ...dialogNames.map((_, d) =>
            fc.record({
              blocks: fc.array(blockArb, { minLength: sizes[d], maxLength: sizes[d] }),
              jumps: fc.array(
                fc.tuple(fc.constantFrom(...ids(d)), fc.constantFrom(...handles), fc.constantFrom(...ids(d))),
                { maxLength: 4 },
              ),
            }),
          ),
        ),
        triggers: fc.array(
          fc.record({
            from: anyQuestion,
            to: anyQuestion,
            kind: fc.constantFrom('waitFor', 'moveTo'),
            init: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
        target: anyQuestion,
        // Half the games hold the target back until another dialog's first question is answered,
        // so that a good share of shortest paths cross dialogs (the test below checks it).
        gated: fc.boolean(),
      })
    })
    .map(({ dialogs, triggers, target, gated }) => {
      if (!gated) return { dialogs, triggers, target }
      const other = (target[0] + 1) % count
      const gate = {
        from: [other, `${dialogNames[other]}1`] as [number, string],
        to: target,
        kind: 'waitFor' as const,
        init: false,
      }
      return { dialogs, triggers: [gate, ...triggers], target }
    })
    .map(({ dialogs, triggers, target }) => ({
      dialogs: dialogs.map((d, i) =>
        aDialog({
          survey_id: dialogNames[i],
          blocks: d.blocks.map((b, j) => ({ ...b, unique_question_id: `${dialogNames[i]}${j + 1}` })),
          jumps: d.jumps,
        }),
      ),
      triggers: triggers.map((t): TriggerInput => ({
        survey_id: dialogNames[t.from[0]] as string,
        unique_question_id: t.from[1],
        trigger: `${t.kind};${dialogNames[t.to[0]]};${t.to[1]}`,
        init_survey: t.kind === 'waitFor' && t.init,
      })),
      target: target[1],
      targetDialog: target[0],
    }))
})

type Game = { dialogs: RuntimeDialog[]; triggers: TriggerInput[]; target: string; targetDialog: number }

/** The target is asked after a step: awaiting its answer and not held back, or (a message block) shown. */
function asked(game: Game, world: World, events: readonly WorldEvent[]): boolean {
  const rules = triggerRules(game.dialogs, game.triggers)
  const dialog = game.dialogs[game.targetDialog] as RuntimeDialog
  if (blockOf(dialog, game.target)?.type === 'message')
    return events.some(
      (e) =>
        e.dialog === game.targetDialog &&
        e.turn.messages.some((m) => m.type === 'message' && m.unique_question_id === game.target),
    )
  const s = world.states[game.targetDialog]
  return (
    !!s &&
    !s.finished &&
    s.current === game.target &&
    s.phase !== 'nachfrage' &&
    !isBlocked(rules, world.released, game.targetDialog, s)
  )
}

/** Exhaustive breadth-first search: every candidate answer in every dialog, no pruning; the fewest answers up to `depth`, or null. */
function bruteForce(game: Game, depth: number): number | null {
  const rules = triggerRules(game.dialogs, game.triggers)
  const deps = game.dialogs.map(simulationDeps)
  const start = startWorld(game.dialogs, rules)
  if (asked(game, start.world, start.events)) return 0
  let level: World[] = [start.world]
  const seen = new Set([JSON.stringify(start.world)])
  for (let d = 1; d <= depth; d++) {
    const next: World[] = []
    for (const world of level) {
      for (const [i, state] of world.states.entries()) {
        const dialog = game.dialogs[i] as RuntimeDialog
        const block =
          state && !state.finished && !isBlocked(rules, world.released, i, state)
            ? blockOf(dialog, state.current)
            : undefined
        for (const c of block ? candidateInputs(dialog, block) : []) {
          const after = step(game.dialogs, rules, world, {
            dialog: i,
            turn: answer(dialog, state as NonNullable<typeof state>, c.input, deps[i]),
          })
          if (asked(game, after.world, after.events)) return d
          const key = JSON.stringify(after.world)
          if (seen.has(key)) continue
          seen.add(key)
          next.push(after.world)
        }
      }
    }
    level = next
  }
  return null
}

const simulate = (game: Game) =>
  simulatePath({
    dialogs: game.dialogs,
    triggers: game.triggers,
    target_unique_question_id: game.target,
    now: 1_700_000_000_000,
  })

describe('path simulation across dialogs', () => {
  it('no sequence of candidate answers in any dialogs asks the target sooner, and an unreachable target is asked by none', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const result = simulate(game)
        expect(result.ok || result.reason === 'unreachable').toBe(true)
        const depth = 5
        const found = bruteForce(game, depth)
        if (result.ok) expect(found).toBe(result.answers.length <= depth ? result.answers.length : null)
        else expect(found).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })

  it('generates games whose shortest paths cross dialogs often enough to test the triggers', () => {
    // The properties above say little if nearly every path stays in one dialog (seed 8: 6 %, before the gated games 1 %).
    const games = fc.sample(gameArb, { numRuns: 400, seed: 8 })
    const crossing = games.filter((game) => {
      const result = simulate(game)
      return result.ok && new Set(result.answers.map((a) => a.survey_id)).size > 1
    })
    expect(crossing.length / games.length).toBeGreaterThan(0.04)
  })

  it('the found answers, replayed through the runtime and the triggers, end with the target asked', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const result = simulate(game)
        if (!result.ok) return
        const rules = triggerRules(game.dialogs, game.triggers)
        let { world, events } = startWorld(game.dialogs, rules)
        for (const a of result.answers) {
          const i = game.dialogs.findIndex((d) => d.survey.survey_id === a.survey_id)
          const state = world.states[i]
          expect(state?.current).toBe(a.unique_question_id)
          expect(isBlocked(rules, world.released, i, state as NonNullable<typeof state>)).toBe(false)
          ;({ world, events } = step(game.dialogs, rules, world, {
            dialog: i,
            turn: answer(
              game.dialogs[i] as RuntimeDialog,
              state as NonNullable<typeof state>,
              a.input,
              simulationDeps(game.dialogs[i] as RuntimeDialog),
            ),
          }))
        }
        expect(asked(game, world, events)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})

it('an answer that would ask the target but fires a moveTo back is no shortcut: the next way is found (seed -1464124471)', () => {
  // a1 -> o1 -> a3 (a message whose default leads to the target a2) fires moveTo a1: the target is
  // not asked. Two unsure answers (the nachfrage, then the order) do ask it. The search once took
  // the first answer for a way to the target and, that one failing, called a2 unreachable.
  const game: Game = {
    dialogs: [
      aDialog({
        survey_id: 'a',
        blocks: [
          { unique_question_id: 'a1', type: 'open', nachfrage: 'Wie meinen Sie das?' },
          { unique_question_id: 'a2', type: 'number' },
          { unique_question_id: 'a3', type: 'message' },
        ],
        jumps: [
          ['a1', 'o1', 'a3'],
          ['a3', 'default', 'a2'],
        ],
      }),
      aDialog({ survey_id: 'b', blocks: [{ unique_question_id: 'b1', type: 'message' }], jumps: [] }),
    ],
    triggers: [{ survey_id: 'a', unique_question_id: 'a3', trigger: 'moveTo;a;a1', init_survey: false }],
    target: 'a2',
    targetDialog: 0,
  }
  const result = simulate(game)
  expect(result.ok && result.answers.map((a) => a.unique_question_id)).toEqual(['a1', 'a1'])
  expect(bruteForce(game, 5)).toBe(2)
})
