import type { GameProgress } from '@engine/runtime/multichatWire'
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '../db/database'
import { apiSignals, multichatProgress } from '../db/schema'
import { type TurnToSave, saveTurn } from './conversations'
import { clearConversation } from './liveData'

export interface StoredProgress {
  progress: GameProgress
  /** A save must name it (compare-and-set, like `conversations.turns`). */
  version: number
}

export async function findProgress(db: Db, respondentId: number, dialogManagerId: number): Promise<StoredProgress | undefined> {
  const [row] = await db.select().from(multichatProgress)
    .where(and(eq(multichatProgress.respondentId, respondentId), eq(multichatProgress.dialogManagerId, dialogManagerId))).limit(1)
  if (!row) return undefined
  const progress = { released: row.released as string[], signalled: row.signalled as string[], waiting_since: row.waitingSince as Record<string, number> }
  return { progress, version: row.version }
}

export interface GameToSave {
  respondentId: number
  dialogManagerId: number
  /** The version the game was read with; null when it has not started. */
  readVersion: number | null
  progress: GameProgress
  /** The lead dialog ended in this call. */
  finished: boolean
  turns: TurnToSave[]
  at: Date
}

class Stale extends Error {}

/**
 * One call of the game in one transaction: the progress (only if unchanged since it was read) and
 * each changed dialog through `saveTurn`, so transcripts, answers, export and erasure work as for
 * single dialogs. False, and nothing written, when another call saved first.
 */
export async function saveGame(db: Db, game: GameToSave): Promise<boolean> {
  const { respondentId, dialogManagerId, progress, at } = game
  const values = { released: progress.released, signalled: progress.signalled, waitingSince: progress.waiting_since, ...(game.finished && { finishedAt: at }) }
  try {
    await db.transaction(async (tx) => {
      const saved = game.readVersion === null
        ? await tx.insert(multichatProgress).values({ respondentId, dialogManagerId, ...values, version: 0, startedAt: at })
          .onConflictDoNothing().returning({ version: multichatProgress.version })
        : await tx.update(multichatProgress).set({ ...values, version: game.readVersion + 1 })
          .where(and(eq(multichatProgress.respondentId, respondentId), eq(multichatProgress.dialogManagerId, dialogManagerId), eq(multichatProgress.version, game.readVersion)))
          .returning({ version: multichatProgress.version })
      if (saved.length === 0) throw new Stale()
      for (const turn of game.turns) if (!(await saveTurn(tx, turn))) throw new Stale()
    })
    return true
  } catch (error) {
    if (error instanceof Stale) return false
    throw error
  }
}

/** Restart of the whole game: every dialog's transcript, answers and state, and the progress. */
export async function clearGame(db: Db, respondentId: number, dialogManagerId: number, surveyIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const surveyId of surveyIds) await clearConversation(tx, respondentId, surveyId)
    await tx.delete(multichatProgress).where(and(eq(multichatProgress.respondentId, respondentId), eq(multichatProgress.dialogManagerId, dialogManagerId)))
  })
}

/** The manager's signals with these trigger strings meant for everyone or for this respondent. */
export async function listSignalsFor(db: Db, dialogManagerId: number, respondentId: number, triggers: readonly string[]) {
  if (triggers.length === 0) return []
  const rows = await db.select({ trigger: apiSignals.trigger, createdAt: apiSignals.createdAt }).from(apiSignals)
    .where(and(
      eq(apiSignals.dialogManagerId, dialogManagerId),
      inArray(apiSignals.trigger, [...triggers]),
      or(isNull(apiSignals.respondentId), eq(apiSignals.respondentId, respondentId)),
    ))
    .orderBy(asc(apiSignals.id))
  return rows.map((r) => ({ trigger: r.trigger, at: r.createdAt.getTime() }))
}
