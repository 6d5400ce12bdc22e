import { asksOwnQuestion } from './clarify'
import type { ChatHistoryEntry } from '../model/chatHistory'
import { answer } from './answer'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import { DialogMoves, type Exit, exitsFrom, type Move, type RunRules } from './dialogMoves'
import type { Goal } from './pathBound'
import {
  type TriggerInput,
  type TriggerRule,
  type World,
  type WorldEvent,
  finishedBy,
  isBlocked,
  liveDialogs,
  startWorld,
  step,
  triggerRules,
} from './multichatWorld'
import { toHistories } from './pathHistory'
import { ChainBound } from './simulatePathChains'
import type { BotMessage, RuntimeState } from './Turn'

export interface SimulatePathInput {
  /** The dialogs of the multichat, lead first. */
  dialogs: readonly RuntimeDialog[]
  triggers?: readonly TriggerInput[]
  /** The question to reach; the first dialog (by order) holding it is searched. */
  target_unique_question_id: string
  /** Time of the first history entry in ms (docs/contributing.md#the-shape-of-the-code: time is injected). */
  now: number
  /** Search bound: distinct states kept before giving up (default DEFAULT_MAX_STATES). */
  maxStates?: number
}

export interface SimulatedAnswer {
  survey_id: string
  unique_question_id: string
  /** What was sent to the runtime. */
  input: string
  /** What the reply's bubble shows (option labels instead of ids). */
  display: string
}

export type SimulatePathResult =
  | {
      ok: true
      histories: Record<string, ChatHistoryEntry[]>
      answers: SimulatedAnswer[]
      /** The multichat after the path (rule indexes as triggerRules gives them): the test chat continues from here. */
      world: World
      explored: number
    }
  | { ok: false; reason: 'not_found' | 'unreachable' | 'limit'; explored: number }

/** Search bound: multichat states kept plus dialog states whose answers were computed. */
export const DEFAULT_MAX_STATES = 20_000

interface Node {
  world: World
  /** Answers so far. */
  cost: number
  parent: Node | null
  /** The run of answers in one dialog that led here from the parent. */
  dialog: number
  moves: readonly Move[]
  /** The target question is asked in `world`. */
  goal: boolean
  /** The node's lower bound has been computed (it is then in the bucket of cost + bound). */
  bounded: boolean
}

/**
 * docs/design/multichat.md simulate_path: the fewest answers through the dialogs of a multichat after
 * which the target question is asked, found over the runtime's own states (startConversation,
 * answer, the triggers), so the path is exactly what a respondent would experience. Returned as
 * docs/product/entities.md chat history per survey id, ending with the bot message of the target question.
 *
 * Answers in one dialog that fire no trigger change nothing elsewhere, so a shortest path can
 * always be reordered into runs: answers in one dialog up to one that fires a trigger (or asks
 * the target), or stops at a closed gate; releases nobody waits for yet may come later and do
 * not end runs. The search is an A* over multichat states between runs (lower bound:
 * ChainBound), and each run is a breadth-first search inside one dialog (`exitsFrom`); both
 * share the runtime's turns per distinct dialog state. Bounds and decisions: docs/multichat.md.
 */
export function simulatePath({
  dialogs,
  triggers = [],
  target_unique_question_id: targetId,
  now,
  maxStates = DEFAULT_MAX_STATES,
}: SimulatePathInput): SimulatePathResult {
  const target = dialogs.findIndex((d) => d.index.has(targetId))
  if (target < 0) return { ok: false, reason: 'not_found', explored: 0 }
  const rules = triggerRules(dialogs, triggers)
  const moves = dialogs.map((d) => new DialogMoves(d))
  let worlds = 0
  const explored = () => moves.reduce((sum, m) => sum + m.expanded, worlds)
  const budget = () => explored() < maxStates
  // A message block never awaits input: it counts as asked when it is shown.
  const isTargetMessage = (m: BotMessage) => m.unique_question_id === targetId && m.type === 'message'
  const targetIsMessage = blockOf(dialogs[target] as RuntimeDialog, targetId)?.type === 'message'
  const asksTarget = (released: readonly number[], s: RuntimeState) =>
    !s.finished && s.current === targetId && asksOwnQuestion(s) && !isBlocked(rules, released, target, s)
  const reached = (world: World, events: readonly WorldEvent[]): boolean => {
    if (targetIsMessage) return events.some((e) => e.dialog === target && e.turn.messages.some(isTargetMessage))
    const s = world.states[target]
    return !!s && asksTarget(world.released, s)
  }

  // A dialog no moveTo enters changes only by its own answers, so its releases can wait (docs/multichat.md).
  const steady = dialogs.map((_, d) => !rules.some((r) => r.kind === 'moveTo' && r.to.dialog === d))
  const exitMemo = new Map<string, Exit[]>()
  /** The runs from a dialog's state; they depend on the state, the released triggers and the quiet ones only. */
  function exits(world: World, live: readonly boolean[], d: number, state: RuntimeState): Exit[] | null {
    const released = world.released
    const matters = rules.filter(
      (r) => r.from.dialog === d && live[r.to.dialog] && (r.kind === 'moveTo' || !released.includes(r.index)),
    )
    const quiet = matters.filter((r) => isQuiet(world, r))
    const memoKey = `${d}:${moves[d]?.keyOf(state)}:${released.join(',')}:${quiet.map((r) => r.index).join(',')}`
    const known = exitMemo.get(memoKey)
    if (known) return known
    const sources = new Set(matters.filter((r) => !quiet.includes(r)).map((r) => r.from.question))
    const run: RunRules = {
      blocked: (s) => isBlocked(rules, released, d, s),
      boundary: (turn) => sources.size > 0 && finishedBy(turn).some((q) => sources.has(q)),
      goal: (turn) =>
        d === target && (targetIsMessage ? turn.messages.some(isTargetMessage) : asksTarget(released, turn.state)),
      quiet: (turn) =>
        quiet.length === 0 ? none : quiet.filter((r) => finishedBy(turn).includes(r.from.question)).map((r) => r.index),
    }
    const found = exitsFrom(moves[d] as DialogMoves, state, run, budget)
    if (found) exitMemo.set(memoKey, found)
    return found
  }
  /**
   * A waitFor release nobody stands at yet can be given later, right when a dialog stops at its
   * gate, with as many answers: its source dialog is steady, and the release starts nothing and
   * opens no gate of the source itself. So the search does not end runs there.
   */
  function isQuiet(world: World, r: TriggerRule): boolean {
    if (r.kind !== 'waitFor' || !steady[r.from.dialog] || r.to.dialog === r.from.dialog) return false
    const at = world.states[r.to.dialog] ?? null
    if (at === null) return !r.init
    return at.finished || at.current !== r.to.question
  }

  const keyOf = (world: World, live: readonly boolean[]) =>
    `${world.states.map((s, i) => (!live[i] ? '' : s === null ? '-' : (moves[i] as DialogMoves).keyOf(s))).join(',')}|${world.released.join(',')}`

  const goal: Goal = { kind: 'ask', question: targetId, message: targetIsMessage }
  // ChainBound prices trigger entries and gates; it was at least the earlier bound's value on
  // every benchmark target at half the time, so it alone is the heuristic (docs/multichat.md).
  const chains = new ChainBound({ dialogs, moves, rules, target, goal, budget })
  const bound = (world: World) => chains.bound(world)

  const start = startWorld(dialogs, rules)
  const root: Node = {
    world: start.world,
    cost: 0,
    parent: null,
    dialog: -1,
    moves: [],
    goal: reached(start.world, start.events),
    bounded: true,
  }
  if (root.goal) return found(root, 1)
  // A*: buckets by cost + bound (small whole numbers); last in, first out within a bucket, so
  // among equally promising states the deepest goes on, and equivalent orders of independent runs are not all tried.
  const buckets: Node[][] = []
  worlds = 1
  const rootBound = bound(root.world)
  if (rootBound === Infinity) return { ok: false, reason: 'unreachable', explored: explored() }
  buckets[rootBound] = [root]
  const best = new Map([[keyOf(root.world, liveDialogs(rules, target, dialogs.length, [])), 0]])
  for (let f = rootBound; f < buckets.length; f++) {
    const bucket = buckets[f] ?? []
    for (let node = bucket.pop(); node; node = bucket.pop()) {
      if (node.goal) return found(node, explored())
      const live = liveDialogs(rules, target, dialogs.length, node.world.released)
      if ((best.get(keyOf(node.world, live)) ?? Infinity) < node.cost) continue
      if (!node.bounded) {
        // Lazy heuristic: a child waits in its parent's bucket and gets its bound only when it
        // comes up, so children left when the goal is found never cost a bound.
        node.bounded = true
        const h = bound(node.world)
        if (h === Infinity) continue
        if (node.cost + h > f) {
          ;(buckets[node.cost + h] ??= []).push(node)
          continue
        }
      }
      for (const [d, state] of node.world.states.entries()) {
        if (!live[d] || !state || state.finished) continue
        const runs = exits(node.world, live, d, state)
        if (!runs) return { ok: false, reason: 'limit', explored: explored() }
        for (const run of runs) {
          const last = run.moves[run.moves.length - 1] as Move
          const next = step(dialogs, rules, withReleased(node.world, run.released), { dialog: d, turn: last.turn })
          const child: Node = {
            world: next.world,
            cost: node.cost + run.moves.length,
            parent: node,
            dialog: d,
            moves: run.moves,
            goal: reached(next.world, next.events),
            bounded: false,
          }
          const key = child.goal
            ? `goal:${d}:${last.to}`
            : keyOf(child.world, liveDialogs(rules, target, dialogs.length, child.world.released))
          const known = best.get(key)
          if (known !== undefined && known <= child.cost) continue
          if (known === undefined) {
            if (!budget()) return { ok: false, reason: 'limit', explored: explored() }
            worlds++
          }
          best.set(key, child.cost)
          // Every state still open costs at least f, so a goal this cheap is a shortest path.
          if (child.goal && child.cost <= f) return found(child, explored())
          // Pathmax: a child is never more promising than its parent was.
          ;(buckets[Math.max(f, child.cost)] ??= []).push(child)
        }
      }
    }
  }
  return { ok: false, reason: 'unreachable', explored: explored() }

  /** Replays the runs through the runtime from the start, so the history is exactly what a respondent would see. */
  function found(node: Node, count: number): SimulatePathResult {
    const chain: Node[] = []
    for (let n: Node | null = node; n?.parent; n = n.parent) chain.unshift(n)
    let world = start.world
    const events = [...start.events]
    for (const { dialog, moves: run } of chain) {
      const deps = (moves[dialog] as DialogMoves).deps
      for (const { block, candidate } of run) {
        const state = world.states[dialog] as RuntimeState
        const turn = answer(dialogs[dialog] as RuntimeDialog, state, candidate.input, deps)
        const reply = {
          unique_question_id: block.unique_question_id,
          block_type: block.type,
          ...candidate,
          nachfrage: state.phase === 'nachfrage',
        }
        const next = step(dialogs, rules, world, { dialog, turn, reply })
        world = next.world
        events.push(...next.events)
      }
    }
    if (targetIsMessage) cutAfterTarget(events, target, isTargetMessage)
    const answers = events.flatMap(({ dialog, reply }) =>
      reply
        ? [
            {
              survey_id: (dialogs[dialog] as RuntimeDialog).survey.survey_id,
              unique_question_id: reply.unique_question_id,
              input: reply.input,
              display: reply.display,
            },
          ]
        : [],
    )
    return { ok: true, histories: toHistories(dialogs, events, now), answers, world, explored: count }
  }
}

const none: readonly number[] = []

const withReleased = (world: World, more: readonly number[]): World =>
  more.length === 0
    ? world
    : { states: world.states, released: [...new Set([...world.released, ...more])].sort((a, b) => a - b) }

/** A shown message block is the end of the path: drop what the same turn showed after it. */
function cutAfterTarget(events: WorldEvent[], target: number, isTarget: (m: BotMessage) => boolean): void {
  const at = events.findIndex((e) => e.dialog === target && e.turn.messages.some(isTarget))
  const event = events[at] as WorldEvent
  const messages = event.turn.messages.slice(0, event.turn.messages.findIndex(isTarget) + 1)
  events.splice(at, events.length - at, { ...event, turn: { ...event.turn, messages } })
}
