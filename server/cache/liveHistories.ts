import type { Db } from '../db/database'
import { type LiveHistory, readLiveHistory } from '../repositories/liveHistory'
import { perDialogVersion } from './perDialogVersion'

export interface LiveHistories {
  /** What the dialog's edit log tells about its live switch (readLiveHistory), read once per version. */
  read(db: Db, surveyId: string): Promise<LiveHistory>
}

/**
 * readLiveHistory per dialog, kept for its `version` (every edit bumps it, a live switch too, so
 * the log can only have changed when the version did). The read goes through every logged event
 * of the dialog: for a dialog edited for months (20,000 events of 20 changes) about 100 ms of the
 * database, which on the embedded database is the thread every respondent waits on. It answers
 * the refusal of a dialog that is not live, which any respondent with a token for it can call
 * again and again, and the Teilen tab; now once per version and process, then one short
 * statement (the fingerprint).
 */
export function createLiveHistories(): LiveHistories {
  // No such dialog: nothing to read, nothing to keep.
  return { read: perDialogVersion(500, readLiveHistory, readLiveHistory) }
}
