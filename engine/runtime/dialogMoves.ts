import type { Block } from '../model/block'
import { answer } from './answer'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import { type CandidateInput, candidateInputs, simulationDeps } from './simulatedRespondent'
import type { RuntimeDeps, RuntimeState, Turn } from './Turn'

/** One candidate answer in one dialog state, and the bot's turn it causes. */
export interface Move {
  block: Block
  candidate: CandidateInput
  /** Whether the answer went to the block's nachfrage. */
  nachfrage: boolean
  turn: Turn
  /** Interned key of the state the turn leaves the dialog in. */
  to: number
}

/**
 * The simulated respondent's answers in one dialog, computed once per distinct state: many
 * multichat states share the same state of a dialog, and the runtime need not run again for
 * them. States are interned to small numbers by what steers the runtime (`visited` only records
 * the past, so states differing in it have the same future).
 */
export class DialogMoves {
  readonly dialog: RuntimeDialog
  readonly deps: RuntimeDeps
  private readonly ids = new Map<string, number>()
  private readonly memo = new Map<number, Move[]>()
  /** Dialog states whose answers were computed: the runtime work done, for the search bound. */
  expanded = 0

  constructor(dialog: RuntimeDialog) {
    this.dialog = dialog
    this.deps = simulationDeps(dialog)
  }

  keyOf(s: RuntimeState): number {
    const text = `${s.current}\u0000${s.phase}\u0000${s.qaCount}\u0000${s.finished}\u0000${s.pendingAnswers.join('\u0001')}`
    let id = this.ids.get(text)
    if (id === undefined) this.ids.set(text, (id = this.ids.size))
    return id
  }

  /**
   * The answers that change the state (an answer the block refuses keeps the very same state);
   * null when the state is new and `budget` allows no more runtime work.
   */
  movesFrom(state: RuntimeState, key: number, budget: () => boolean): Move[] | null {
    const known = this.memo.get(key)
    if (known) return known
    if (!budget()) return null
    this.expanded++
    const block = state.finished ? undefined : blockOf(this.dialog, state.current)
    const moves: Move[] = []
    for (const candidate of block ? candidateInputs(this.dialog, block) : []) {
      const turn = answer(this.dialog, state, candidate.input, this.deps)
      if (turn.state !== state)
        moves.push({
          block: block as Block,
          candidate,
          nachfrage: state.phase === 'nachfrage',
          turn,
          to: this.keyOf(turn.state),
        })
    }
    this.memo.set(key, moves)
    return moves
  }
}

export interface RunRules {
  /** A state whose question still waits for a trigger: no answer is possible there. */
  blocked: (state: RuntimeState) => boolean
  /** An answer after which the other dialogs may change (it fires a trigger that matters now). */
  boundary: (turn: Turn) => boolean
  /** An answer after which the target question is asked. */
  goal: (turn: Turn) => boolean
  /** The waitFor rules an answer fires whose release can wait until a dialog stops at the gate (docs/multichat.md). */
  quiet: (turn: Turn) => readonly number[]
}

/** A way out of a run of answers in one dialog: the answers, the last one being the exit. */
export interface Exit {
  moves: Move[]
  /** The quiet waitFor rules the answers before the last one fired (the last one's are applied by step). */
  released: number[]
}

/**
 * Breadth-first search inside one dialog from `start` to every answer that ends a run: one that
 * fires a trigger that matters now, reaches the goal without firing one, or stops at a closed
 * gate (so that the gate's source may release it then). Answers in between change nothing outside this dialog
 * except quiet releases, which only open gates nobody stands at; so the multichat search only
 * needs these exits, each with its fewest answers per set of quiet releases. Stops early when
 * the budget of runtime work runs out and returns null then.
 */
export function exitsFrom(
  moves: DialogMoves,
  start: RuntimeState,
  rules: RunRules,
  budget: () => boolean,
): Exit[] | null {
  const startKey = moves.keyOf(start)
  const seen = new Set([`${startKey}|`])
  const exits: Exit[] = []
  const exitKeys = new Set<string>()
  type Item = { state: RuntimeState; key: number; parent: number; move: Move | null; released: number[]; mask: string }
  // Parent links instead of copied paths: a dialog of a few hundred states stays linear.
  const queue: Item[] = [{ state: start, key: startKey, parent: -1, move: null, released: [], mask: '' }]
  const pathTo = (at: number, last: Move): Move[] => {
    const path = [last]
    for (let i = at; i > 0; i = (queue[i] as Item).parent) path.unshift((queue[i] as Item).move as Move)
    return path
  }
  /** `id`: the exit's effects (state reached, questions finished, quiet releases including the last answer's). */
  const exit = (id: string, at: number, move: Move) => {
    // Breadth-first: the first exit to a state with the same effects is the shortest one.
    if (exitKeys.has(id)) return
    exitKeys.add(id)
    exits.push({ moves: pathTo(at, move), released: (queue[at] as Item).released })
  }
  for (let head = 0; head < queue.length; head++) {
    const { state, key, released, mask: before } = queue[head] as Item
    if (rules.blocked(state)) continue
    const next = moves.movesFrom(state, key, budget)
    if (!next) return null
    for (const move of next) {
      const fired = rules.quiet(move.turn)
      const after = fired.length === 0 ? released : [...new Set([...released, ...fired])].sort((a, b) => a - b)
      const mask = after === released ? before : after.join(',')
      // A trigger that matters decides before the goal does: a moveTo may take this very dialog
      // elsewhere, so an answer that asks the target here but fires one is a boundary, and the
      // search sees with the triggers whether it asks the target (and keeps looking for others).
      if (rules.boundary(move.turn)) exit(`${move.to}\u0000${finishedKey(move.turn)}\u0000${mask}`, head, move)
      else if (rules.goal(move.turn)) exit('goal', head, move)
      else if (rules.blocked(move.turn.state)) exit(`w${move.to}\u0000${mask}`, head, move)
      else {
        const id = `${move.to}|${mask}`
        if (seen.has(id)) continue
        seen.add(id)
        queue.push({ state: move.turn.state, key: move.to, parent: head, move, released: after, mask })
      }
    }
  }
  return exits
}

const finishedKey = (turn: Turn) =>
  `${turn.finished_question_id}\u0000${turn.messages.map((m) => (m.type === 'message' ? m.unique_question_id : '')).join('\u0001')}`
