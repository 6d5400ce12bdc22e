import { asksOwnQuestion } from './clarify'
import type { RuntimeDialog } from './createRuntimeDialog'
import type { DialogMoves } from './dialogMoves'
import { type TriggerRule, finishedBy, startAt } from './multichatWorld'
import type { RuntimeState, Turn } from './Turn'

/** What a dialog has to get done: ask the target question, or finish a trigger's source question. */
export type Goal = { kind: 'ask'; question: string; message: boolean } | { kind: 'finish'; question: string }

export interface BoundContext {
  dialogs: readonly RuntimeDialog[]
  moves: readonly DialogMoves[]
  rules: readonly TriggerRule[]
  target: number
  goal: Goal
  budget: () => boolean
}

export const asIs = (state: RuntimeState): Turn => ({
  state,
  messages: [],
  awaiting: null,
  finished_question_id: null,
  is_end: false,
})

export function meets(goal: Goal, turn: Turn, closed: string | null): boolean {
  if (goal.kind === 'finish') return finishedBy(turn).includes(goal.question)
  if (goal.message) return turn.messages.some((m) => m.type === 'message' && m.unique_question_id === goal.question)
  const s = turn.state
  return !s.finished && s.current === goal.question && asksOwnQuestion(s) && s.current !== closed
}

export interface Way {
  answers: number
  /** The questions the way waits at: only a gate among them can be unavoidable. */
  through: Set<string>
}

/**
 * Fewest answers in one dialog until `goal` is met, from any of `starts` (its state and every
 * place a trigger may put it, free of charge), with every trigger gate open except `closed`.
 * A relaxation, so never more than the true number; null when no way exists.
 */
export function fewest(
  moves: DialogMoves,
  starts: readonly Turn[],
  goal: Goal,
  closed: string | null,
  budget: () => boolean,
): Way | null {
  const nodes: { state: RuntimeState; parent: number }[] = []
  const seen = new Set<number>()
  const wayTo = (at: number, answers: number): Way => {
    const through = new Set<string>()
    for (let i = at; i >= 0; i = (nodes[i] as (typeof nodes)[number]).parent)
      through.add(String((nodes[i] as (typeof nodes)[number]).state.current))
    return { answers, through }
  }
  for (const turn of starts) {
    if (meets(goal, turn, closed)) return { answers: 0, through: new Set() }
    const key = moves.keyOf(turn.state)
    if (seen.has(key)) continue
    seen.add(key)
    nodes.push({ state: turn.state, parent: -1 })
  }
  for (let depth = 1, from = 0, to = nodes.length; from < to; depth++, from = to, to = nodes.length) {
    for (let i = from; i < to; i++) {
      const { state } = nodes[i] as (typeof nodes)[number]
      if (state.current === closed) continue
      // Out of budget the search ends anyway; 0 keeps the bound a lower bound meanwhile.
      const out = moves.movesFrom(state, moves.keyOf(state), budget)
      if (!out) return { answers: 0, through: new Set() }
      for (const move of out) {
        if (meets(goal, move.turn, closed)) return wayTo(i, depth)
        if (seen.has(move.to)) continue
        seen.add(move.to)
        nodes.push({ state: move.turn.state, parent: i })
      }
    }
  }
  return null
}

const entries = new WeakMap<TriggerRule, Turn>()
/** Where a trigger puts its target dialog; the same turn for every state, so computed once. */
export function entryTurn(ctx: BoundContext, r: TriggerRule): Turn {
  let turn = entries.get(r)
  if (!turn) entries.set(r, (turn = startAt(ctx.dialogs[r.to.dialog] as RuntimeDialog, r.to.question)))
  return turn
}

export const goalKey = (g: Goal) => `${g.kind}:${g.question}`
