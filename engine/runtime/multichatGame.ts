import { parseTriggerString } from '../model/trigger'
import type { RuntimeDialog } from './createRuntimeDialog'
import { type TriggerInput, type TriggerRule, type World, isBlocked, triggerRules } from './multichatWorld'
import type { RuntimeState } from './Turn'

/** A trigger as the live game reads it: with its id (the wire and the database name triggers by id). */
export interface GameTrigger extends TriggerInput {
  id: string
  release_after_seconds?: number | null
}

/**
 * A waitAPI trigger (docs/product/states.md: it names the HELD question, the target node): the question
 * `question` of `dialog` waits until a signal with the trigger string `trigger` arrives, or
 * `releaseAfterSeconds` after the respondent began waiting there.
 */
export interface WaitApiHold {
  id: string
  trigger: string
  dialog: number
  question: string
  releaseAfterSeconds: number | null
}

/** Everything the live game needs of a multichat; lead dialog first. */
export interface MultichatGame {
  dialogs: readonly RuntimeDialog[]
  rules: readonly TriggerRule[]
  /** The trigger id of each rule, by rule index. */
  ruleIds: readonly string[]
  holds: readonly WaitApiHold[]
}

/**
 * A respondent's game: the simulation's World (dialog states, released waitFor rules) plus the
 * waitAPI holds passed (`signalled`, hold indexes, ascending) and, per hold, since when (ms) the
 * respondent waits at it (null: not waiting there now). Plain JSON.
 */
export interface GameState {
  world: World
  signalled: readonly number[]
  waitingSince: readonly (number | null)[]
}

export function createMultichatGame(
  dialogs: readonly RuntimeDialog[],
  triggers: readonly GameTrigger[],
): MultichatGame {
  const indexOf = new Map(dialogs.map((d, i) => [d.survey.survey_id, i]))
  // triggerRules keeps exactly these, in this order, so rule index i belongs to ruleTriggers[i].
  const ruleTriggers = triggers.filter((t) => {
    const other = parseTriggerString(t.trigger)
    return other && other.kind !== 'waitAPI' && indexOf.has(t.survey_id) && indexOf.has(other.survey_id)
  })
  const holds: WaitApiHold[] = []
  for (const t of triggers) {
    const dialog = indexOf.get(t.survey_id)
    if (parseTriggerString(t.trigger)?.kind !== 'waitAPI' || dialog === undefined) continue
    holds.push({
      id: t.id,
      trigger: t.trigger,
      dialog,
      question: t.unique_question_id,
      releaseAfterSeconds: t.release_after_seconds ?? null,
    })
  }
  return { dialogs, rules: triggerRules(dialogs, ruleTriggers), ruleIds: ruleTriggers.map((t) => t.id), holds }
}

export const emptyGameState = (game: MultichatGame): GameState => ({
  world: { states: game.dialogs.map(() => null), released: [] },
  signalled: [],
  waitingSince: game.holds.map(() => null),
})

/** The waitAPI holds that keep this dialog's awaited question back now. */
export function pendingHolds(game: MultichatGame, state: GameState, dialog: number): number[] {
  const current = state.world.states[dialog]
  if (!current || current.finished || current.current === null) return []
  return game.holds.flatMap((h, i) =>
    h.dialog === dialog && h.question === current.current && !state.signalled.includes(i) ? [i] : [],
  )
}

export type ChatStatus =
  | { status: 'not_started' | 'open' | 'finished' }
  | { status: 'waiting'; waiting_for: 'trigger' | 'signal'; release_at: number | null }

/** When a timer releases these holds: all of them must pass, so the latest; null if one has no timer. */
function releaseAt(game: MultichatGame, state: GameState, holds: readonly number[]): number | null {
  let latest = 0
  for (const h of holds) {
    const seconds = game.holds[h]?.releaseAfterSeconds ?? null
    const since = state.waitingSince[h] ?? null
    if (seconds === null || since === null) return null
    latest = Math.max(latest, since + seconds * 1000)
  }
  return latest
}

/** A chat as the respondent's list shows it; a waitFor hold is named before a waitAPI one. */
export function chatStatus(game: MultichatGame, state: GameState, dialog: number): ChatStatus {
  const current: RuntimeState | null = state.world.states[dialog] ?? null
  if (current === null) return { status: 'not_started' }
  if (current.finished) return { status: 'finished' }
  if (isBlocked(game.rules, state.world.released, dialog, current))
    return { status: 'waiting', waiting_for: 'trigger', release_at: null }
  const holds = pendingHolds(game, state, dialog)
  if (holds.length > 0) return { status: 'waiting', waiting_for: 'signal', release_at: releaseAt(game, state, holds) }
  return { status: 'open' }
}

/** docs/design/multichat.md: the game is over when the lead dialog (the first by order) has ended. */
export const isGameOver = (state: GameState): boolean => state.world.states[0]?.finished === true
