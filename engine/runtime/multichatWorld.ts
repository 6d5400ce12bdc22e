import { type Trigger, parseTriggerString } from '../model/trigger'
import { advance } from './advance'
import type { RuntimeDialog } from './createRuntimeDialog'
import { initialRuntimeState, startConversation } from './startConversation'
import type { RuntimeState, Turn } from './Turn'

/** A waitFor or moveTo trigger between two connected dialogs, by dialog index. */
export interface TriggerRule {
  index: number
  kind: 'waitFor' | 'moveTo'
  init: boolean
  from: { dialog: number; question: string }
  to: { dialog: number; question: string }
}

export type TriggerInput = Pick<Trigger, 'survey_id' | 'unique_question_id' | 'trigger' | 'init_survey'>

/** A reply of the simulated respondent, as its history entry needs it. */
export interface Reply {
  unique_question_id: string
  block_type: string
  input: string
  display: string
  nachfrage: boolean
}

/** Something that happened in one dialog: a reply and the bot's turn, or a turn a trigger caused. */
export interface WorldEvent {
  dialog: number
  turn: Turn
  reply?: Reply
}

/** The multichat as the respondent left it: each dialog's runtime state (null: not started yet). */
export interface World {
  states: readonly (RuntimeState | null)[]
  /** Indexes of the waitFor rules whose source question has been finished, ascending. */
  released: readonly number[]
}

/**
 * docs/design/multichat.md triggers in a form the search can use. waitAPI triggers are left out: no answer
 * can send the external signal, so the simulation treats them as released (docs/multichat.md).
 * Triggers naming a dialog that is not connected are ignored as well.
 */
export function triggerRules(dialogs: readonly RuntimeDialog[], triggers: readonly TriggerInput[]): TriggerRule[] {
  const indexOf = new Map(dialogs.map((d, i) => [d.survey.survey_id, i]))
  const rules: TriggerRule[] = []
  for (const t of triggers) {
    const other = parseTriggerString(t.trigger)
    if (!other || other.kind === 'waitAPI') continue
    const from = indexOf.get(t.survey_id)
    const to = indexOf.get(other.survey_id)
    if (from === undefined || to === undefined) continue
    rules.push({
      index: rules.length,
      kind: other.kind,
      init: other.kind === 'waitFor' && t.init_survey,
      from: { dialog: from, question: t.unique_question_id },
      to: { dialog: to, question: other.unique_question_id },
    })
  }
  return rules
}

/** A question that still waits for the source question of a waitFor trigger. */
export function isBlocked(
  rules: readonly TriggerRule[],
  released: readonly number[],
  dialog: number,
  state: RuntimeState,
): boolean {
  return rules.some(
    (r) =>
      r.kind === 'waitFor' && r.to.dialog === dialog && r.to.question === state.current && !released.includes(r.index),
  )
}

/**
 * The dialogs whose answers can still matter for reaching `target`: its own, and (transitively)
 * every dialog with a trigger into one that matters which can still change something there, a
 * moveTo or a waitFor not yet released. Answers elsewhere cannot change these dialogs any more,
 * so the search neither tries them nor tells states apart by them.
 */
export function liveDialogs(
  rules: readonly TriggerRule[],
  target: number,
  count: number,
  released: readonly number[],
): boolean[] {
  const live = Array.from({ length: count }, (_, i) => i === target)
  const effective = rules.filter((r) => r.kind === 'moveTo' || !released.includes(r.index))
  for (let changed = true; changed;) {
    changed = false
    for (const r of effective) {
      if (!live[r.to.dialog] || live[r.from.dialog]) continue
      live[r.from.dialog] = true
      changed = true
    }
  }
  return live
}

/** A dialog's first turn, at `question` instead of its start block when a trigger names one. */
export function startAt(dialog: RuntimeDialog, question: string): Turn {
  const start = startConversation(dialog)
  if (question === dialog.startId || !dialog.index.has(question)) return start
  return advance(
    dialog,
    initialRuntimeState(),
    question,
    start.messages.filter((m) => m.type === 'welcome'),
  )
}

/** Questions a turn completed: the answered one, and message blocks it showed and left. */
export function finishedBy(turn: Turn): string[] {
  const shown = turn.messages
    .filter((m) => m.type === 'message' && m.unique_question_id !== null)
    .map((m) => m.unique_question_id as string)
  return turn.finished_question_id === null ? shown : [turn.finished_question_id, ...shown]
}

/**
 * Applies a turn of one dialog, then the triggers of the questions it finished: waitFor releases
 * its target (startDialog also starts the target dialog), moveTo moves the target dialog to its
 * target question. Each trigger fires at most once per step, so trigger cycles end.
 */
export function step(
  dialogs: readonly RuntimeDialog[],
  rules: readonly TriggerRule[],
  world: World,
  event: WorldEvent,
): { world: World; events: WorldEvent[] } {
  const states = [...world.states]
  const released = new Set(world.released)
  const events: WorldEvent[] = []
  const fired = new Set<number>()
  const pending: { dialog: number; question: string }[] = []
  const apply = (e: WorldEvent) => {
    states[e.dialog] = e.turn.state
    events.push(e)
    pending.push(...finishedBy(e.turn).map((question) => ({ dialog: e.dialog, question })))
  }
  apply(event)
  for (let next = pending.shift(); next; next = pending.shift()) {
    const { dialog, question } = next
    for (const r of rules) {
      if (fired.has(r.index) || r.from.dialog !== dialog || r.from.question !== question) continue
      fired.add(r.index)
      const target = dialogs[r.to.dialog] as RuntimeDialog
      const current = states[r.to.dialog] ?? null
      if (r.kind === 'waitFor') {
        released.add(r.index)
        if (r.init && current === null) apply({ dialog: r.to.dialog, turn: startAt(target, r.to.question) })
      } else {
        apply({
          dialog: r.to.dialog,
          turn: current === null ? startAt(target, r.to.question) : advance(target, current, r.to.question, []),
        })
      }
    }
  }
  return { world: { states, released: [...released].sort((a, b) => a - b) }, events }
}

/**
 * The multichat at its start: every dialog begins, except those a startDialog trigger starts
 * later. The lead dialog (the first) always begins: it is where the respondent enters.
 */
export function startWorld(
  dialogs: readonly RuntimeDialog[],
  rules: readonly TriggerRule[],
): { world: World; events: WorldEvent[] } {
  const gated = new Set(rules.filter((r) => r.init).map((r) => r.to.dialog))
  let world: World = { states: dialogs.map(() => null), released: [] }
  const events: WorldEvent[] = []
  dialogs.forEach((dialog, i) => {
    if ((i > 0 && gated.has(i)) || world.states[i] !== null) return
    const result = step(dialogs, rules, world, { dialog: i, turn: startConversation(dialog) })
    world = result.world
    events.push(...result.events)
  })
  return { world, events }
}
