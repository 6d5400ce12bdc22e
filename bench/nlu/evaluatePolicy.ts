// Simulates the runtime policy (engine/nlu/decideRoute.ts) on labelled answers. Each case keeps
// the classifier's best guess for the first answer alone and for first + nachfrage answer, so
// any threshold can be evaluated afterwards without classifying again.
import type { RankedIntent } from '@engine/nlu'

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
  first: RankedIntent
  both: RankedIntent
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
    const first = classify([test.text])[0] ?? NONE
    const both = second ? (classify([test.text, second.text])[0] ?? NONE) : first
    return { block, intent: test.intent, ambiguous: test.ambiguous, first, both }
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
