import type { Db } from '../db/database'
import {
  STAGE_MIN_CONNECTIONS,
  releaseConnections,
  stageConnections,
  sweepStaleGenerations,
} from '../repositories/connectionGenerations'
import type { LoadedDocument, Staged } from '../repositories/dialogDocument'
import { STAGE_MIN_CHANGES, dropStagedEvent, stageEvent, sweepStagedEvents } from '../repositories/surveyEvents'
import type { Change, Document } from '@engine/changes'
import type { ChangeRun } from './applyChanges'

/** What an edit wrote before its transaction: rows it switches to, and its event. */
export interface StagedEdit extends Staged {
  /** The placeholder `seq` of its staged event. */
  readonly event?: number
}

/**
 * Staged writes (docs/design/storage.md): the large parts of an edit worked out before the lock
 * are written now, in short statements, so that its transaction only switches to them and the
 * embedded database's one connection is never held for megabytes: a list of 1,000 jumps or more
 * (server/repositories/connectionGenerations.ts) and an event of 1,000 changes or more
 * (server/repositories/surveyEvents.ts).
 */
export async function stageEdit(
  db: Db,
  run: ChangeRun,
  worked: { loaded: LoadedDocument; doc: Document; changes: readonly Change[] },
): Promise<StagedEdit> {
  const staged: { connections?: number; event?: number } = {}
  const next = worked.doc.connections
  if (next !== worked.loaded.doc.connections && next.length >= STAGE_MIN_CONNECTIONS)
    staged.connections = await stageConnections(db, run.surveyId, next)
  if (worked.changes.length >= STAGE_MIN_CHANGES)
    staged.event = await stageEvent(db, {
      surveyId: run.surveyId,
      actorId: run.actorId,
      changes: worked.changes,
      entry: run.entry ?? null,
      now: run.now,
    })
  return staged
}

/**
 * After the transaction: what the edit staged and did not use (refused, or redone inside) is
 * dropped, and the dialog's stale generations (that one, or the one switched away from) are
 * deleted in short statements. A failure here loses nothing (the rows are invisible and listed):
 * the start-up sweep takes them.
 */
export async function settleStaged(db: Db, surveyId: string, staged: StagedEdit, used: boolean): Promise<void> {
  try {
    if (!used && staged.event !== undefined) await dropStagedEvent(db, surveyId, staged.event)
    if (staged.connections === undefined) return
    if (!used) await releaseConnections(db, surveyId, staged.connections)
    await sweepStaleGenerations(db, surveyId)
  } catch (error) {
    console.error(`Vorab geschriebene Zeilen von ${surveyId} bleiben bis zum nächsten Start:`, error)
  }
}

/** At start-up: what a crashed process staged and never used. */
export async function sweepStaged(db: Db): Promise<void> {
  await sweepStaleGenerations(db)
  await sweepStagedEvents(db)
}
