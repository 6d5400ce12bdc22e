import type { MultichatChat } from '../api/multichat'
import { questionHead } from './questionHead'
import { blockOf } from './createRuntimeDialog'
import {
  type GameState,
  type MultichatGame,
  chatStatus,
  emptyGameState,
  isGameOver,
  pendingHolds,
} from './multichatGame'
import { type WorldEvent, startWorld, step } from './multichatWorld'
import { resumeConversation } from './resumeConversation'
import type { BotMessage, RuntimeState } from './Turn'

/** A waitAPI signal (a row of api_signals meant for this respondent): its trigger string and when it was sent. */
export interface Signal {
  trigger: string
  at: number
}

export interface GameClock {
  now: number
  /** Signals of the multichat for this respondent (or for everyone); older ones do no harm. */
  signals?: readonly Signal[]
}

/** What changed in one dialog during a call: the bot messages to add to its transcript, and its state now. */
export interface DialogRecord {
  dialog: number
  messages: BotMessage[]
  state: RuntimeState
  /** Its runtime state changed (a turn), not only a released question shown. */
  stepped: boolean
}

/** One call of the live game: the new state, every chat as the respondent sees it, and what to store. */
export interface GameTurn {
  state: GameState
  chats: MultichatChat[]
  is_end: boolean
  records: DialogRecord[]
}

/**
 * Releases the waitAPI holds the respondent waits at whose signal arrived or whose timer ran out.
 * A signal counts only if it was sent at or after the respondent began waiting (docs/multichat.md
 * "Live"): whoever reaches the question later waits for the next one. A passed hold stays passed.
 */
export function releaseHolds(game: MultichatGame, state: GameState, { now, signals = [] }: GameClock): GameState {
  const signalled = new Set(state.signalled)
  const waitingSince = [...state.waitingSince]
  game.dialogs.forEach((_, dialog) => {
    for (const h of pendingHolds(game, state, dialog)) {
      const hold = game.holds[h]
      const since = state.waitingSince[h] ?? null
      if (!hold || since === null) continue
      const timer = hold.releaseAfterSeconds !== null && now >= since + hold.releaseAfterSeconds * 1000
      if (timer || signals.some((s) => s.trigger === hold.trigger && s.at >= since)) {
        signalled.add(h)
        waitingSince[h] = null
      }
    }
  })
  return { ...state, signalled: [...signalled].sort((a, b) => a - b), waitingSince }
}

/**
 * Since when the respondent waits at each waitAPI hold: a dialog that arrived at the held question
 * in this call (it had a turn) starts waiting now; one that was already there keeps its time.
 */
function markWaiting(game: MultichatGame, state: GameState, touched: ReadonlySet<number>, now: number): GameState {
  const waitingSince = game.holds.map(() => null as number | null)
  game.dialogs.forEach((_, dialog) => {
    for (const h of pendingHolds(game, state, dialog))
      waitingSince[h] = touched.has(dialog) ? now : (state.waitingSince[h] ?? now)
  })
  return { ...state, waitingSince }
}

function play(
  game: MultichatGame,
  state: GameState,
  event: WorldEvent,
  now: number,
): { state: GameState; events: WorldEvent[] } {
  const { world, events } = step(game.dialogs, game.rules, state.world, event)
  return { state: markWaiting(game, { ...state, world }, new Set(events.map((e) => e.dialog)), now), events }
}

/** The messages that ask this question (its acknowledgement came from answering it, so it stays). */
const asks = (question: string | null) => (m: BotMessage) => m.unique_question_id === question && m.type !== 'ack'

/**
 * Every chat after a call. A held question is not shown while it waits: its message is left out of
 * the turn that reached it and sent in the call that releases it, so the respondent reads it when
 * it can be answered. `repeat` (start, resume): open chats ask their current question again.
 */
function report(
  game: MultichatGame,
  before: GameState,
  after: GameState,
  events: readonly WorldEvent[],
  repeat: boolean,
): GameTurn {
  const records: DialogRecord[] = []
  const chats = game.dialogs.map((dialog, i): MultichatChat => {
    const own = events.filter((e) => e.dialog === i)
    const state = after.world.states[i] ?? null
    const status = chatStatus(game, after, i)
    const question = state?.current ?? null
    let shown = own.flatMap((e) => e.turn.messages)
    if (status.status === 'waiting') shown = shown.filter((m) => !asks(question)(m))
    const wasHeld = chatStatus(game, before, i).status === 'waiting' && before.world.states[i]?.current === question
    if (status.status === 'open' && state && wasHeld && !shown.some(asks(question)))
      shown = [...shown, ...resumeConversation(dialog, state).messages]
    if (state && (own.length > 0 || shown.length > 0))
      records.push({ dialog: i, messages: shown, state, stepped: own.length > 0 })
    const resumed = status.status === 'open' && state ? resumeConversation(dialog, state) : null
    const messages = repeat && resumed && !shown.some(asks(question)) ? [...shown, ...resumed.messages] : shown
    const finished = own.map((e) => e.turn.finished_question_id).filter((q) => q !== null)
    return {
      survey_id: dialog.survey.survey_id,
      status: status.status,
      messages,
      awaiting: resumed?.awaiting ?? null,
      current_question_id: question,
      finished_question_id: finished[finished.length - 1] ?? null,
      waiting_for: status.status === 'waiting' ? status.waiting_for : null,
      release_at: status.status === 'waiting' ? status.release_at : null,
      ...questionHead(dialog, status.status === 'open' ? question : null, messages),
    }
  })
  return { state: after, chats, is_end: isGameOver(after), records }
}

/** docs/design/multichat.md: every dialog starts except those a startDialog trigger starts later; the lead always. */
export function startGame(game: MultichatGame, now: number): GameTurn {
  const before = emptyGameState(game)
  const { world, events } = startWorld(game.dialogs, game.rules)
  const state = markWaiting(game, { ...before, world }, new Set(events.map((e) => e.dialog)), now)
  return report(game, before, state, events, true)
}

/**
 * A start on another device or a reload, and the call a waiting client repeats: releases what
 * signals and timers release and asks every open chat's question again. A dialog whose awaited
 * block was deleted meanwhile ends (docs/runtime.md), and its triggers fire like after a turn.
 */
export function resumeGame(game: MultichatGame, state: GameState, clock: GameClock): GameTurn {
  let current = releaseHolds(game, state, clock)
  const events: WorldEvent[] = []
  game.dialogs.forEach((dialog, i) => {
    const runtime = current.world.states[i]
    if (!runtime || runtime.finished || blockOf(dialog, runtime.current)) return
    const played = play(game, current, { dialog: i, turn: resumeConversation(dialog, runtime) }, clock.now)
    current = played.state
    events.push(...played.events)
  })
  return report(game, state, current, events, true)
}

/**
 * An answer in one chat. `opened` is `state` after releaseHolds (the caller checks on it that the
 * answered chat is open, and runs the turn on its runtime state, with classifier and exit
 * conditions); `state` is what the respondent saw before, so questions released now are shown.
 */
export function answerGame(
  game: MultichatGame,
  state: GameState,
  opened: GameState,
  event: WorldEvent,
  now: number,
): GameTurn {
  const played = play(game, opened, event, now)
  return report(game, state, played.state, played.events, false)
}
