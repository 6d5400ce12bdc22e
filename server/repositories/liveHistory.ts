import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { surveyEvents } from '../db/schema'

export interface LiveHistory {
  /**
   * The edit log has a switch of the live state, either way: a dialog starts inactive, so any
   * switch means it was live at some time (a switch off too: a dialog created live, as the seeds are).
   */
  switchedLive: boolean
  /** The last switch to inactive, if any. */
  lastSwitchedOff: Date | null
}

const switched = (after?: boolean) =>
  sql`${surveyEvents.changes} @> ${JSON.stringify([{ kind: 'config', key: 'active', ...(after === undefined ? {} : { after }) }])}::jsonb`

/**
 * What the edit log (docs/design/storage.md) tells about a dialog's live switch: no new column, the
 * switch is an edit like any other. A legacy event without changes (before migration 0007) only
 * names the call, which is a switch as well.
 */
export async function readLiveHistory(db: Db, surveyId: string): Promise<LiveHistory> {
  const [row] = await db
    .select({
      switchedLive: sql<
        boolean | null
      >`bool_or(${switched()} or ${surveyEvents.entry}->>'path' = '/api/switch_activate_link')`,
      lastSwitchedOff: sql<string | Date | null>`max(${surveyEvents.createdAt}) filter (where ${switched(false)})`,
    })
    .from(surveyEvents)
    // Logged events only: a staged one has a negative seq until its edit numbers it.
    .where(and(eq(surveyEvents.surveyId, surveyId), gt(surveyEvents.seq, 0)))
  return {
    switchedLive: row?.switchedLive === true,
    lastSwitchedOff: row?.lastSwitchedOff ? new Date(row.lastSwitchedOff) : null,
  }
}
