import type { DialogMoves } from './dialogMoves'
import type { TriggerRule, World } from './multichatWorld'
import { type BoundContext, type Goal, asIs, entryTurn, fewest, goalKey, meets } from './pathBound'
import type { RuntimeState, Turn } from './Turn'

/**
 * The A* lower bound. It is built for games where triggers move a dialog on: a bound that counts
 * such an entry as free makes a dialog with many moveTo shortcuts into it look almost done. The
 * target dialog's final stretch starts at its own state or at the last trigger entry into it;
 * an entry costs what its source dialog needs to fire it (recursively: the source may itself be
 * started or moved by a trigger; a cycle is cut at 0), and those answers came earlier, so they
 * add up with the stretch. On the stretch, passing a closed gate costs its source dialog's
 * distance to the source question, for sources whose answers cannot be counted twice: no
 * entry chain can involve them, and they hold only this one gate in the dialog. Gates stay open
 * otherwise (a relaxation).
 */
export class ChainBound {
  /**
   * Fewest answers (plus gate prices) in one dialog from a state or entry to a goal, or a lower
   * bound on it when the search stopped at its cap: independent of the world but for the gate
   * prices (named in the key), so kept for the whole search.
   */
  private readonly distances = new Map<string, { answers: number; exact: boolean }>()
  /** A gate source's fewest answers to its source question, by rule and the source's state. */
  private readonly prices = new Map<string, number>()
  /** Per dialog: every dialog whose answers a chain of entries into it may count. */
  private readonly chains: Set<number>[]

  constructor(private readonly ctx: BoundContext) {
    this.chains = ctx.dialogs.map((_, d) => {
      const chain = new Set([d])
      for (let grew = true; grew;) {
        grew = false
        for (const r of ctx.rules) {
          if ((r.kind === 'moveTo' || r.init) && chain.has(r.to.dialog) && !chain.has(r.from.dialog))
            grew = chain.add(r.from.dialog) !== null
        }
      }
      return chain
    })
  }

  private distance(
    d: number,
    from: string,
    turn: Turn,
    goal: Goal,
    gates: ReadonlyMap<string, () => number>,
    gatesKey: string,
    cap: number,
  ): number {
    const key = `${d}:${from}:${goalKey(goal)}:${gatesKey}`
    const known = this.distances.get(key)
    if (known && (known.exact || known.answers >= cap)) return known.answers
    const found = charged(this.ctx.moves[d] as DialogMoves, turn, goal, gates, cap, this.ctx.budget)
    this.distances.set(key, found)
    return found.answers
  }

  bound(world: World): number {
    const { moves, rules, target } = this.ctx
    const memo = new Map<string, number>()
    const open = new Set<string>()
    const gateCosts = this.gateCosts(world)
    /**
     * `counted`: dialogs whose answers outer segments count (their own dialog and the sources
     * they charge for gates); `charged`: dialogs whose gates an outer segment charged already
     * (a later segment in the same dialog may pass the same gate for free).
     */
    const cost = (
      d: number,
      goal: Goal,
      depth: number,
      counted: ReadonlySet<number>,
      charged: ReadonlySet<number>,
    ): number => {
      const priced = depth < PRICED_DEPTH && !charged.has(d)
      const id = `${d}:${goalKey(goal)}`
      const known = priced ? undefined : memo.get(id)
      if (known !== undefined) return known
      if (open.has(id)) return 0
      open.add(id)
      const state = world.states[d] ?? null
      const allowed = (from: number | null) =>
        !priced
          ? []
          : (gateCosts.get(d) ?? []).filter(
              (g) => !counted.has(g.source) && (from === null || !(this.chains[from] as Set<number>).has(g.source)),
            )
      // Prices are computed only for gates the way reaches; the memo names them by their sources' states.
      const segment = (g: Gate[], turn: Turn, fromKey: string, cap: number) =>
        this.distance(
          d,
          fromKey,
          turn,
          goal,
          new Map(g.map((x) => [x.question, x.price])),
          g.map((x) => x.key).join(';'),
          cap,
        )
      let best =
        state && !state.finished
          ? segment(allowed(null), asIs(state), `s${(moves[d] as DialogMoves).keyOf(state)}`, Infinity)
          : Infinity
      for (const r of rules) {
        if (r.to.dialog !== d || !(r.kind === 'moveTo' || (r.init && state === null))) continue
        const charging = allowed(r.from.dialog)
        // Only an entry cheaper than the best so far matters: its search stops there.
        const stretch = segment(charging, entryTurn(this.ctx, r), `r${r.index}`, best)
        if (stretch >= best) continue
        const sources = charging.map((g) => g.source)
        const inner = cost(
          r.from.dialog,
          { kind: 'finish', question: r.from.question },
          depth + 1,
          new Set([...counted, d, ...sources]),
          priced ? new Set([...charged, d]) : charged,
        )
        best = Math.min(best, stretch + inner)
      }
      open.delete(id)
      if (!priced) memo.set(id, best)
      return best
    }
    return cost(target, this.ctx.goal, 0, new Set(), new Set())
  }

  /**
   * Per dialog, its closed gates whose source holds no other closed gate there (so a segment
   * charges its answers at most once; `counted` keeps other segments from charging them again),
   * and the source's fewest answers to open it.
   */
  private gateCosts(world: World): Map<number, Gate[]> {
    const { rules, moves } = this.ctx
    const closed = rules.filter(
      (r) => r.kind === 'waitFor' && r.from.dialog !== r.to.dialog && !world.released.includes(r.index),
    )
    const out = new Map<number, Gate[]>()
    for (const r of closed) {
      if (
        closed.some(
          (o) =>
            o !== r &&
            o.to.dialog === r.to.dialog &&
            (o.from.dialog === r.from.dialog || o.to.question === r.to.question),
        )
      )
        continue
      const w = r.from.dialog
      const state = world.states[w] ?? null
      const key = `${r.index}@${state ? (moves[w] as DialogMoves).keyOf(state) : '-'}`
      const price = () => {
        let answers = this.prices.get(key)
        if (answers === undefined) {
          const starts = [...(state && !state.finished ? [asIs(state)] : []), ...startsOf(this.ctx, w, state)]
          this.prices.set(
            key,
            (answers =
              fewest(
                moves[w] as DialogMoves,
                starts,
                { kind: 'finish', question: r.from.question },
                null,
                this.ctx.budget,
              )?.answers ?? Infinity),
          )
        }
        return answers
      }
      const list = out.get(r.to.dialog) ?? []
      list.push({ question: r.to.question, source: w, key, price })
      out.set(r.to.dialog, list)
    }
    return out
  }
}

interface Gate {
  question: string
  source: number
  /** The rule and its source's state: what the price depends on. */
  key: string
  /** The source's fewest answers to open the gate, computed when first asked for. */
  price: () => number
}

/** Segments priced with gate costs: the target dialog's and the one before it; deeper ones plainly (memoised). */
const PRICED_DEPTH = 2

/** Where triggers may put a dialog, free of charge (a gate price counts only the source's own answers). */
const startsOf = (ctx: BoundContext, d: number, state: RuntimeState | null): Turn[] =>
  ctx.rules
    .filter((r: TriggerRule) => r.to.dialog === d && (r.kind === 'moveTo' || (r.init && state === null)))
    .map((r) => entryTurn(ctx, r))

/**
 * Fewest answers plus gate costs from `start` to `goal` in one dialog (Dijkstra in cost buckets):
 * stepping onto a gate question from elsewhere costs the gate's price. A shortest way enters a
 * gate at most once, so each price is paid at most once.
 */
function charged(
  moves: DialogMoves,
  start: Turn,
  goal: Goal,
  gates: ReadonlyMap<string, () => number>,
  cap: number,
  budget: () => boolean,
): { answers: number; exact: boolean } {
  // Standing at a closed gate: its price is due before the first answer (or before the goal, if the gate is the goal).
  const first = start.state.current !== null ? (gates.get(start.state.current)?.() ?? 0) : 0
  if (meets(goal, start, null)) return { answers: atGoal(goal, 0, first), exact: true }
  const buckets: { state: RuntimeState; key: number }[][] = []
  const dist = new Map<number, number>()
  if (first !== Infinity) {
    const key = moves.keyOf(start.state)
    buckets[first] = [{ state: start.state, key }]
    dist.set(key, first)
  }
  let best = Infinity
  let c = 0
  for (; c < buckets.length && c < best && c < cap; c++) {
    for (const { state, key } of buckets[c] ?? []) {
      if ((dist.get(key) ?? Infinity) < c) continue
      const out = moves.movesFrom(state, key, budget)
      // Out of budget the search ends anyway; 0 keeps the bound a lower bound meanwhile.
      if (!out) return { answers: 0, exact: false }
      for (const move of out) {
        const s = move.turn.state
        // Nothing this dear can beat the goal found already or matter below the cap: spare the gate price.
        if (c + 1 >= Math.min(best, cap)) break
        const price = s.current !== state.current && s.current !== null ? (gates.get(s.current)?.() ?? 0) : 0
        const total = c + 1 + price
        if (meets(goal, move.turn, null)) best = Math.min(best, atGoal(goal, c + 1, price))
        if (total >= (dist.get(move.to) ?? Infinity) || total === Infinity) continue
        dist.set(move.to, total)
        ;(buckets[total] ??= []).push({ state: s, key: move.to })
      }
    }
  }
  if (best <= c) return { answers: best, exact: true }
  // Stopped at the cap: nothing cheaper than the cap is left, and more was not asked for.
  if (c >= cap) return { answers: cap, exact: false }
  return { answers: best, exact: true }
}

/**
 * The cost of a goal met by a turn that stops at a gate priced `price`. Only an asked question
 * waits for its gate; a finished question and a shown message block lie before the gate the turn
 * stops at, so that gate's price is not due (charging it made a reachable message unreachable).
 */
const atGoal = (goal: Goal, answers: number, price: number): number =>
  goal.kind === 'ask' && !goal.message ? answers + price : answers
