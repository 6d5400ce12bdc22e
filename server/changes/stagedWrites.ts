import type { Db } from '../db/database'
import { sweepModelParts } from '../repositories/classifierModels'
import { stageBlocks } from '../repositories/blocks'
import {
  STAGE_MIN_BLOCKS,
  STAGE_MIN_CONNECTIONS,
  releaseGeneration,
  stageConnections,
  sweepStaleGenerations,
} from '../repositories/generations'
import type { LoadedDocument, Staged } from '../repositories/dialogDocument'
import {
  type RequestEntry,
  STAGE_MIN_CHANGES,
  dropStagedEvent,
  stageEvent,
  sweepStagedEvents,
} from '../repositories/surveyEvents'
import type { Change, Document } from '@engine/changes'
import type { BlockTable } from '@engine/model'

/** Changes an event logs, a restore's sub-changes counted one by one. */
function changeCount(changes: readonly Change[]): number {
  let count = 0
  for (const change of changes) count += change.kind === 'restore' ? Math.max(1, change.changes.length) : 1
  return count
}

/** Block rows that writing `next` over `before` inserts, updates or deletes (by identity, as writeDocument finds them). */
function blockRowsWritten(before: BlockTable, next: BlockTable): number {
  if (next === before) return 0
  let rows = 0
  for (const block of next.values()) if (before.get(block.unique_question_id) !== block) rows++
  for (const id of before.ids) if (!next.has(id)) rows++
  return rows
}

/** What an edit wrote before its transaction: rows it switches to, and its event. */
export interface StagedEdit extends Staged {
  /** The placeholder `seq` of its staged event. */
  readonly event?: number
}

/**
 * Staged writes (docs/design/storage.md): the large parts of an edit worked out before the lock
 * are written now, in short statements, so that its transaction only switches to them and the
 * embedded database's one connection is never held for megabytes: the dialog's blocks when the
 * edit writes 500 block rows or more, a new list of 1,000 jumps or more
 * (server/repositories/generations.ts), and an event of 1,000 changes or more
 * (server/repositories/surveyEvents.ts).
 */
export async function stageEdit(
  db: Db,
  run: { surveyId: string; actorId: number; now: number; entry?: RequestEntry | undefined },
  worked: { loaded: LoadedDocument; doc: Document; changes: readonly Change[] },
): Promise<StagedEdit> {
  const staged: { blocks?: number; connections?: number; event?: number } = {}
  const { loaded, doc } = worked
  // Staged whole: only a load of all the dialog's blocks knows them all.
  if (!loaded.partialBlocks && blockRowsWritten(loaded.doc.blocks, doc.blocks) >= STAGE_MIN_BLOCKS)
    staged.blocks = await stageBlocks(db, run.surveyId, doc.blocks.values())
  const next = doc.connections
  if (next !== loaded.doc.connections && next.length >= STAGE_MIN_CONNECTIONS)
    staged.connections = await stageConnections(db, run.surveyId, next)
  if (changeCount(worked.changes) >= STAGE_MIN_CHANGES)
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
    const generations = [staged.blocks, staged.connections].filter((gen) => gen !== undefined)
    if (generations.length === 0) return
    if (!used) for (const gen of generations) await releaseGeneration(db, surveyId, gen)
    await sweepStaleGenerations(db, surveyId)
  } catch (error) {
    console.error(`Vorab geschriebene Zeilen von ${surveyId} bleiben bis zum nächsten Start:`, error)
  }
}

/** At start-up: what a crashed process staged and never used (a model's parts included). */
export async function sweepStaged(db: Db): Promise<void> {
  await sweepStaleGenerations(db)
  await sweepStagedEvents(db)
  await sweepModelParts(db)
}
