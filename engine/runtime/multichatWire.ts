import type { MultichatWorldSchema } from '../api/multichatWorld'
import type { GameState, MultichatGame } from './multichatGame'
import type { RuntimeState } from './Turn'

/** What the game remembers beyond each dialog's runtime state, by trigger id (the database's `multichat_progress`). */
export interface GameProgress {
  released: string[]
  signalled: string[]
  waiting_since: Record<string, number>
}

/**
 * Index-based state -> ids. Trigger indexes shift when an editor adds or deletes a trigger while
 * a game runs, so everything stored or sent names triggers by id and dialogs by survey id.
 */
export function toProgress(game: MultichatGame, state: GameState): GameProgress {
  const waiting_since: Record<string, number> = {}
  state.waitingSince.forEach((since, h) => {
    const hold = game.holds[h]
    if (since !== null && hold) waiting_since[hold.id] = since
  })
  return {
    released: state.world.released.flatMap((r) => game.ruleIds[r] ?? []),
    signalled: state.signalled.flatMap((h) => game.holds[h]?.id ?? []),
    waiting_since,
  }
}

/** Ids -> indexes; ids of triggers that no longer exist, and dialogs no longer connected, are dropped. */
export function fromProgress(
  game: MultichatGame,
  states: readonly (RuntimeState | null)[],
  progress: GameProgress,
): GameState {
  const released = game.ruleIds.flatMap((id, r) => (progress.released.includes(id) ? [r] : []))
  const signalled = game.holds.flatMap((h, i) => (progress.signalled.includes(h.id) ? [i] : []))
  return {
    world: { states: [...states], released },
    signalled,
    waitingSince: game.holds.map((h) => progress.waiting_since[h.id] ?? null),
  }
}

export function toWireWorld(game: MultichatGame, state: GameState): MultichatWorldSchema {
  const dialogs: Record<string, RuntimeState | null> = {}
  game.dialogs.forEach((d, i) => {
    dialogs[d.survey.survey_id] = state.world.states[i] ?? null
  })
  return { dialogs, ...toProgress(game, state) }
}

export function fromWireWorld(game: MultichatGame, wire: MultichatWorldSchema): GameState {
  const states = game.dialogs.map((d) => wire.dialogs[d.survey.survey_id] ?? null)
  return fromProgress(game, states, {
    released: wire.released,
    signalled: wire.signalled,
    waiting_since: wire.waiting_since,
  })
}
