import type { Db } from '../db/database'
import type { GameFingerprint } from '../repositories/liveFingerprints'
import { type LoadedGame, loadGame } from '../services/multichat/loadGame'
import { VersionedCache } from './VersionedCache'

export interface LiveGames {
  /** The game as the runtime plays it, built only when the fingerprint changed (after the caller checked access). */
  game(db: Db, multichatId: number, fingerprint: GameFingerprint): Promise<LoadedGame>
}

/**
 * The live multichat's game per multichat (docs/reliability/launch.md): building it reads every
 * dialog with its blocks, jumps and exit conditions (five transactions for Tatort) and was most
 * of a chat turn's time, although it changes only when an editor edits. Now a turn reads the
 * fingerprint (with its other reads, readMultichatTurn) and rebuilds only when it changed.
 */
export function createLiveGames(): LiveGames {
  const games = new VersionedCache<number, LoadedGame>()
  return {
    game: (db, multichatId, { surveys, key }) => games.get(multichatId, key, () => loadGame(db, multichatId, surveys)),
  }
}
