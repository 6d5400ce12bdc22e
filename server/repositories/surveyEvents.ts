import { STALE_VERSION_MESSAGE } from '@engine/api/editing'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { surveyEvents, surveys } from '../db/schema'
import { ApiError } from '../http/ApiError'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Edit {
  surveyId: string
  actorId: number
  /** The accepted request, stored as the log entry. */
  entry: { method: string; path: string; body?: unknown }
  expectedVersion?: number | undefined
  now: number
}

/**
 * Runs one edit in a short transaction together with its log entry (docs/design/storage.md): bumps
 * `surveys.version` first, which locks the survey row, so concurrent edits of one dialog queue
 * up and `seq` = max + 1 cannot collide. A stale `expectedVersion` or a throwing `apply` leaves
 * nothing behind. Answers the new version and what `apply` returned.
 */
export async function applyEdit<T>(
  db: Db,
  edit: Edit,
  apply: (tx: Tx) => Promise<T>,
): Promise<{ version: number; result: T }> {
  return db.transaction(async (tx) => {
    const conditions = [eq(surveys.surveyId, edit.surveyId)]
    if (edit.expectedVersion !== undefined) conditions.push(eq(surveys.version, edit.expectedVersion))
    const bumped = await tx
      .update(surveys)
      .set({ version: sql`${surveys.version} + 1`, updatedAt: new Date(edit.now) })
      .where(and(...conditions))
      .returning({ version: surveys.version })
    const version = bumped[0]?.version
    if (version === undefined) {
      if (edit.expectedVersion !== undefined) throw new ApiError(409, STALE_VERSION_MESSAGE, 'stale_version')
      throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
    }
    const result = await apply(tx)
    const [last] = await tx
      .select({ seq: sql<number>`coalesce(max(${surveyEvents.seq}), 0)` })
      .from(surveyEvents)
      .where(eq(surveyEvents.surveyId, edit.surveyId))
    await tx.insert(surveyEvents).values({
      surveyId: edit.surveyId,
      seq: Number(last?.seq ?? 0) + 1,
      actorId: edit.actorId,
      entry: edit.entry,
      createdAt: new Date(edit.now),
    })
    return { version, result }
  })
}

export interface SurveyEventRow {
  seq: number
  actor_id: number | null
  entry: unknown
  created_on: string
}

const EVENTS_PAGE = 1000

/** The log after `after`, oldest first, at most one page; the client asks again from the last seq. */
export async function listSurveyEvents(db: Db, surveyId: string, after: number): Promise<SurveyEventRow[]> {
  const rows = await db
    .select()
    .from(surveyEvents)
    .where(and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.seq, after)))
    .orderBy(asc(surveyEvents.seq))
    .limit(EVENTS_PAGE)
  return rows.map((r) => ({ seq: r.seq, actor_id: r.actorId, entry: r.entry, created_on: r.createdAt.toISOString() }))
}
