// Simulates the runtime policy (engine/nlu/decideRoute.ts) on labelled answers. Each case keeps
// the classifier's ranking of the first answer alone and its best guess for first + nachfrage
// answer, so any threshold or button policy can be evaluated afterwards without classifying again.
import { type RankedIntent, type RouteDecision, type RoutePolicy, routeRanked } from '@engine/nlu'

export interface Classifier {
  name: string
  train(examples: Record<string, string[]>): (texts: string[]) => RankedIntent[]
}

export interface LabelledAnswer {
  text: string
  intent: string
  ambiguous: boolean
}

export interface Case {
  block: string
  intent: string
  ambiguous: boolean
  /** The first answer's best intent (`ranked[0]`). */
  first: RankedIntent
  /** The first answer's ranking, best first (every intent of the block). */
  ranked: RankedIntent[]
  /** The best intent of first + nachfrage answer together. */
  both: RankedIntent
  /** Their ranking, best first: after "Etwas anderes" the runtime leaves out the declined intents. */
  bothRanked: RankedIntent[]
}

export interface Rates {
  answers: number
  /** routed to a wrong intent, after one or two answers */
  misroute: number
  /** needed the nachfrage */
  followUp: number
  /** still unsure after the nachfrage: default jump */
  defaultJump: number
  /** routed to the right intent */
  correct: number
}

const NONE: RankedIntent = { handle: '', confidence: 0 }

/**
 * Classifies every test answer alone and together with a second answer of the same true intent
 * (the respondent's reply to the nachfrage): the next test answer of that intent, cyclically.
 */
export function collectCases(
  block: string,
  classify: (texts: string[]) => RankedIntent[],
  tests: LabelledAnswer[],
  seconds: LabelledAnswer[],
): Case[] {
  return tests.map((test) => {
    const pool = seconds.filter((s) => s.intent === test.intent && s.text !== test.text)
    const second = pool[(tests.indexOf(test) + 1) % Math.max(1, pool.length)]
    const ranked = classify([test.text])
    const first = ranked[0] ?? NONE
    const bothRanked = second ? classify([test.text, second.text]) : ranked
    const both = bothRanked[0] ?? NONE
    return { block, intent: test.intent, ambiguous: test.ambiguous, first, ranked, both, bothRanked }
  })
}

export function rates(cases: readonly Case[], threshold: number): Rates {
  let misroute = 0,
    followUp = 0,
    defaultJump = 0,
    correct = 0
  for (const c of cases) {
    let routed: RankedIntent | undefined = c.first
    if (c.first.confidence < threshold) {
      followUp++
      routed = c.both.confidence >= threshold ? c.both : undefined
    }
    if (!routed) defaultJump++
    else if (routed.handle === c.intent) correct++
    else misroute++
  }
  const n = Math.max(1, cases.length)
  return {
    answers: cases.length,
    misroute: misroute / n,
    followUp: followUp / n,
    defaultJump: defaultJump / n,
    correct: correct / n,
  }
}

/**
 * What a policy does with the first answers, as shares of them (docs/nlu.md "Clarifying
 * question"). The respondent taps the true intent when it is offered; otherwise "Etwas anderes",
 * then answers the nachfrage with the case's second answer, as in `rates`.
 */
export interface PolicyRates {
  answers: number
  /** routed to a wrong intent, at once or after the nachfrage */
  misroute: number
  /** of those, at once (the first answer alone) */
  misrouteAtOnce: number
  /** needed the free-text nachfrage: at once, or after "Etwas anderes" */
  nachfrage: number
  /** shown the clarifying question with buttons */
  buttons: number
  /** of those, the true intent was offered and tapped */
  tapped: number
  /** routed to the right intent: at once, by a tap or after the nachfrage */
  correct: number
  /** still unsure after the nachfrage: default jump */
  defaultJump: number
}

/** A decision rule of `routeRanked`'s shape. */
export type Decide = (ranked: readonly RankedIntent[], answersGiven: number, policy: RoutePolicy) => RouteDecision

/**
 * The runtime's policy (`routeRanked`) on every case, with the respondent described above.
 * `decide` stands in for `routeRanked` to try a rule the runtime does not have (tuneClarify.ts).
 */
export function simulatePolicy(cases: readonly Case[], policy: RoutePolicy, decide: Decide = routeRanked): PolicyRates {
  let misroute = 0,
    misrouteAtOnce = 0,
    nachfrage = 0,
    buttons = 0,
    tapped = 0,
    correct = 0,
    defaultJump = 0
  for (const c of cases) {
    const first = decide(c.ranked, 1, policy)
    if (first.kind === 'jump') {
      if (first.handle === c.intent) correct++
      else {
        misroute++
        misrouteAtOnce++
      }
      continue
    }
    if (first.kind === 'default') {
      defaultJump++
      continue
    }
    let declined = new Set<string>()
    if (first.kind === 'clarify') {
      buttons++
      if (first.options.some((o) => o.handle === c.intent)) {
        tapped++
        correct++
        continue
      }
      // "Etwas anderes": as in the runtime, the nachfrage's answer is never routed to a declined intent.
      declined = new Set(first.options.map((o) => o.handle))
    }
    nachfrage++
    const best = c.bothRanked.find((r) => !declined.has(r.handle))
    const second = decide(best?.handle ? [best] : [], 2, policy)
    if (second.kind !== 'jump') defaultJump++
    else if (second.handle === c.intent) correct++
    else misroute++
  }
  const n = Math.max(1, cases.length)
  return {
    answers: cases.length,
    misroute: misroute / n,
    misrouteAtOnce: misrouteAtOnce / n,
    nachfrage: nachfrage / n,
    buttons: buttons / n,
    tapped: tapped / n,
    correct: correct / n,
    defaultJump: defaultJump / n,
  }
}

/** The policies the benchmark compares (run.ts): before #30, buttons at the old threshold, shipped. */
export interface NamedPolicy {
  key: string
  name: string
  policy: RoutePolicy
}

export type PolicyComparison = Record<string, PolicyRates>

/** Every policy on the same cases, by key. */
export function comparePolicies(cases: readonly Case[], policies: readonly NamedPolicy[]): PolicyComparison {
  return Object.fromEntries(policies.map((p) => [p.key, simulatePolicy(cases, p.policy)]))
}

/** `comparePolicies` per group of cases (block, register), in order of first appearance. */
export function comparePoliciesBy<C extends Case>(
  cases: readonly C[],
  key: (c: C) => string,
  policies: readonly NamedPolicy[],
): { key: string; policies: PolicyComparison }[] {
  const keys = [...new Set(cases.map(key))]
  return keys.map((k) => ({
    key: k,
    policies: comparePolicies(
      cases.filter((c) => key(c) === k),
      policies,
    ),
  }))
}

/** Rate of wrong routing if every first answer were routed to the best intent (no threshold). */
export function alwaysRouteMisroute(cases: readonly Case[]): number {
  return cases.filter((c) => c.first.handle !== c.intent).length / Math.max(1, cases.length)
}

export const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]

/** Lowest follow-up rate whose misroute rate meets the target; else the lowest misroute rate. */
export function chooseThreshold(cases: readonly Case[], maxMisroute = 0.05): number {
  const scored = THRESHOLDS.map((t) => ({ t, r: rates(cases, t) }))
  const meeting = scored.filter((s) => s.r.misroute <= maxMisroute)
  const pick =
    meeting.length > 0
      ? meeting.reduce((a, b) => (b.r.followUp < a.r.followUp ? b : a))
      : scored.reduce((a, b) => (b.r.misroute < a.r.misroute ? b : a))
  return pick.t
}

/** Accuracy of the first answer's best intent per confidence bin: does "sure" mean right? */
export function reliability(cases: readonly Case[], bins = 10) {
  return Array.from({ length: bins }, (_, i) => {
    const from = i / bins,
      to = (i + 1) / bins
    const inBin = cases.filter(
      (c) => c.first.confidence >= from && (c.first.confidence < to || (i === bins - 1 && c.first.confidence <= to)),
    )
    return {
      from,
      to,
      answers: inBin.length,
      accuracy: inBin.length === 0 ? null : inBin.filter((c) => c.first.handle === c.intent).length / inBin.length,
    }
  })
}

/**
 * Brier score of the first answer's best intent: mean of (confidence - right)^2 over the cases,
 * where right is 1 if the best intent is the true one. Lower is better; it rewards confidences
 * that mean what they say (a proper scoring rule), not a threshold's trade-off.
 */
export function brierScore(cases: readonly Case[]): number {
  let sum = 0
  for (const c of cases) sum += (c.first.confidence - (c.first.handle === c.intent ? 1 : 0)) ** 2
  return sum / Math.max(1, cases.length)
}
