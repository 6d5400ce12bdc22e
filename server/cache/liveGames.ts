import type { Db } from '../db/database'
import { type GameFingerprint, readGameFingerprint } from '../repositories/liveFingerprints'
import { type LoadedGame, loadGame, managerNotFound } from '../services/multichat/loadGame'
import { VersionedCache } from './VersionedCache'

export interface LiveGames {
  /** The manager's dialogs, lead first, and what the game is built from; 404 for a manager without dialogs. */
  fingerprint(db: Db, dialogManagerId: number): Promise<GameFingerprint>
  /** The game as the runtime plays it, built only when the fingerprint changed (after the caller checked access). */
  game(db: Db, dialogManagerId: number, fingerprint: GameFingerprint): Promise<LoadedGame>
}

/**
 * The live multichat's game per manager (docs/reliability/launch.md): building it reads every
 * dialog with its blocks, jumps and exit conditions (five transactions for Tatort) and was most
 * of a chat turn's time, although it changes only when an editor edits. Now a turn reads one
 * fingerprint row set and rebuilds only when it changed.
 */
export function createLiveGames(): LiveGames {
  const games = new VersionedCache<number, LoadedGame>()
  return {
    async fingerprint(db, dialogManagerId) {
      const fingerprint = await readGameFingerprint(db, dialogManagerId)
      if (fingerprint.surveys.length === 0) throw managerNotFound()
      return fingerprint
    },
    game: (db, dialogManagerId, { surveys, key }) =>
      games.get(dialogManagerId, key, () => loadGame(db, dialogManagerId, surveys)),
  }
}
