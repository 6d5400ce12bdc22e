import type { GameProgress } from '@engine/runtime'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { fixedStatement } from '../db/fixedStatement'
import { rowsOf } from '../db/rowsOf'
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

/**
 * Per trigger string, the latest signal of the multichat meant for everyone or for this
 * respondent: all the runtime asks of signals is whether one came at or after a wait began
 * (engine/runtime/multichatPlay.ts releaseHolds), which the latest answers. Two steps down an
 * index per trigger, however many signals an integration has sent over a game's life; before,
 * every turn read them all. (`max(created_at)` with `respondent_id IS NULL` is not planned as a
 * step down the index: IS NULL is no equality, so the planner does not see the index's order.)
 */
export async function listSignalsFor(db: Db, multichatId: number, respondentId: number, triggers: readonly string[]) {
  if (triggers.length === 0) return []
  const rows = rowsOf<{ trigger: string; at: string | null }>(
    await latestSignals.run(db, { multichatId, respondentId, triggers: JSON.stringify([...new Set(triggers)]) }),
  )
  return rows.filter((r) => r.at !== null).map((r) => ({ trigger: r.trigger, at: Number(r.at) }))
}

/** On every turn of a game with holds: written once (server/db/fixedStatement.ts). */
const latestSignals = fixedStatement<{ multichatId: number; respondentId: number; triggers: string }>(
  (v) => sql`
      SELECT t.trigger, floor(extract(epoch FROM greatest(
               (SELECT s.created_at FROM ${apiSignals} s
                 WHERE s.dialog_manager_id = ${v.multichatId} AND s.trigger = t.trigger AND s.respondent_id IS NULL
                 ORDER BY s.respondent_id DESC NULLS FIRST, s.created_at DESC LIMIT 1),
               (SELECT s.created_at FROM ${apiSignals} s
                 WHERE s.dialog_manager_id = ${v.multichatId} AND s.trigger = t.trigger AND s.respondent_id = ${v.respondentId}
                 ORDER BY s.created_at DESC LIMIT 1)
             )) * 1000)::text AS at
        FROM json_array_elements_text(${v.triggers}::json) AS t(trigger)`,
)
