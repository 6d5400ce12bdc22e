// The plain breadth-first simulatePath as it was before the macro-step search: the baseline of bench/simulatePath.
import type { ChatHistoryEntry } from '@engine/model'
import {
  answer,
  blockOf,
  type RuntimeDialog,
  type TriggerInput,
  type World,
  type WorldEvent,
  isBlocked,
  liveDialogs,
  startWorld,
  step,
  triggerRules,
  toHistories,
  candidateInputs,
  simulationDeps,
  type BotMessage,
  type RuntimeState,
} from '@engine/runtime'

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
  | { ok: true; histories: Record<string, ChatHistoryEntry[]>; answers: SimulatedAnswer[]; explored: number }
  | { ok: false; reason: 'not_found' | 'unreachable' | 'limit'; explored: number }

export const DEFAULT_MAX_STATES = 5000

interface Node {
  world: World
  /** What happened on the way from the parent to this node. */
  events: WorldEvent[]
  parent: Node | null
}

/** `visited` is left out: it only records the past and never steers the runtime, so states differing in it have the same future. */
const stateKey = (s: RuntimeState | null) =>
  s === null ? null : [s.current, s.phase, s.pendingAnswers, s.qaCount, s.finished]

/**
 * docs/design/multichat.md simulate_path: the fewest answers through the dialogs of a multichat after
 * which the target question is asked, found by breadth-first search over the runtime's own
 * states (startConversation, answer, the triggers), so the path is exactly what a respondent
 * would experience. Returned as docs/product/entities.md chat history per survey id, ending with the bot
 * message of the target question. Bounds and decisions: docs/multichat.md.
 */
export function bfsSimulatePath({
  dialogs,
  triggers = [],
  target_unique_question_id: targetId,
  now,
  maxStates = DEFAULT_MAX_STATES,
}: SimulatePathInput): SimulatePathResult {
  const target = dialogs.findIndex((d) => d.index.has(targetId))
  if (target < 0) return { ok: false, reason: 'not_found', explored: 0 }
  const rules = triggerRules(dialogs, triggers)
  const liveIn = (world: World) => liveDialogs(rules, target, dialogs.length, world.released)
  const deps = dialogs.map(simulationDeps)
  // A message block never awaits input: it counts as asked when it is shown.
  const isTargetMessage = (m: BotMessage) => m.unique_question_id === targetId && m.type === 'message'
  const targetIsMessage = blockOf(dialogs[target] as RuntimeDialog, targetId)?.type === 'message'
  const key = (world: World) => {
    const live = liveIn(world)
    return JSON.stringify([world.states.map((s, i) => (live[i] ? stateKey(s) : 0)), world.released])
  }

  const reached = ({ world, events }: Node): boolean => {
    if (targetIsMessage) return events.some((e) => e.dialog === target && e.turn.messages.some(isTargetMessage))
    const s = world.states[target]
    return (
      !!s &&
      !s.finished &&
      s.current === targetId &&
      s.phase !== 'nachfrage' &&
      !isBlocked(rules, world.released, target, s)
    )
  }

  function* children(node: Node): Generator<Node> {
    const live = liveIn(node.world)
    for (const [d, dialog] of dialogs.entries()) {
      const state = node.world.states[d]
      if (!live[d] || !state || state.finished || isBlocked(rules, node.world.released, d, state)) continue
      const block = blockOf(dialog, state.current)
      if (!block) continue
      for (const candidate of candidateInputs(dialog, block)) {
        const turn = answer(dialog, state, candidate.input, deps[d])
        // An answer the block refuses keeps the very same state: nothing to explore.
        if (turn.state === state) continue
        const reply = {
          unique_question_id: block.unique_question_id,
          block_type: block.type,
          ...candidate,
          nachfrage: state.phase === 'nachfrage',
        }
        yield { ...step(dialogs, rules, node.world, { dialog: d, turn, reply }), parent: node }
      }
    }
  }

  function found(node: Node, explored: number): SimulatePathResult {
    const chain: Node[] = []
    for (let n: Node | null = node; n; n = n.parent) chain.unshift(n)
    const events = chain.flatMap((n) => n.events)
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
    return { ok: true, histories: toHistories(dialogs, events, now), answers, explored }
  }

  const root: Node = { ...startWorld(dialogs, rules), parent: null }
  if (reached(root)) return found(root, 1)
  const seen = new Set([key(root.world)])
  const queue = [root]
  for (let head = 0; head < queue.length; head++) {
    for (const child of children(queue[head] as Node)) {
      if (reached(child)) return found(child, seen.size)
      const k = key(child.world)
      if (seen.has(k)) continue
      if (seen.size >= maxStates) return { ok: false, reason: 'limit', explored: seen.size }
      seen.add(k)
      queue.push(child)
    }
  }
  return { ok: false, reason: 'unreachable', explored: seen.size }
}

/** A shown message block is the end of the path: drop what the same turn showed after it. */
function cutAfterTarget(events: WorldEvent[], target: number, isTarget: (m: BotMessage) => boolean): void {
  const at = events.findIndex((e) => e.dialog === target && e.turn.messages.some(isTarget))
  const event = events[at] as WorldEvent
  const messages = event.turn.messages.slice(0, event.turn.messages.findIndex(isTarget) + 1)
  events.splice(at, events.length - at, { ...event, turn: { ...event.turn, messages } })
}
