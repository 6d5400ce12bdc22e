import type { GameProgress } from '@engine/runtime'
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../db/database'
import { apiSignals } from '../db/schema'
import type { TurnToSave } from './turnToSave'
import { runSave, saveTurnsStatement } from './saveTurnsStatement'

export interface StoredProgress {
  progress: GameProgress
  /** A save must name it (compare-and-set, like `conversations.turns`). */
  version: number
}

export interface GameToSave {
  respondentId: number
  multichatId: number
  /** The version the game was read with; null when it has not started. */
  readVersion: number | null
  progress: GameProgress
  /** The lead dialog ended in this call. */
  finished: boolean
  turns: TurnToSave[]
  at: Date
}

/**
 * One call of the game in one statement (server/repositories/saveTurnsStatement.ts): the progress
 * (only if unchanged since it was read) and each changed dialog as `saveTurn` writes it, so
 * transcripts, answers, export and erasure work as for single dialogs. False, and nothing
 * written, when another call saved first — the progress or any one of the dialogs.
 */
export async function saveGame(db: Db, game: GameToSave): Promise<boolean> {
  const { respondentId, multichatId, readVersion, progress, at } = game
  const finishedAt = game.finished ? at : null
  return runSave(
    db,
    saveTurnsStatement({ respondentId, multichatId, readVersion, progress, finishedAt, at }, game.turns),
  )
}

/** The multichat's signals with these trigger strings meant for everyone or for this respondent. */
export async function listSignalsFor(db: Db, multichatId: number, respondentId: number, triggers: readonly string[]) {
  if (triggers.length === 0) return []
  const rows = await db
    .select({ trigger: apiSignals.trigger, createdAt: apiSignals.createdAt })
    .from(apiSignals)
    .where(
      and(
        eq(apiSignals.multichatId, multichatId),
        inArray(apiSignals.trigger, [...triggers]),
        or(isNull(apiSignals.respondentId), eq(apiSignals.respondentId, respondentId)),
      ),
    )
    .orderBy(asc(apiSignals.id))
  return rows.map((r) => ({ trigger: r.trigger, at: r.createdAt.getTime() }))
}
