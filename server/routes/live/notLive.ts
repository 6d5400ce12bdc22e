import type { LiveHistories } from '../../cache/liveHistories'
import type { Db } from '../../db/database'
import { ApiError } from '../../http/ApiError'

/**
 * The refusal of a dialog that is not live (issue #28): one that was live and was switched off has
 * ended (dialog_inactive, "bereits beendet"); one never live has not begun yet (dialog_not_live).
 * Read only on the refusal, so a live dialog's turn costs nothing more; the edit log once per
 * version of the dialog (server/cache/liveHistories.ts).
 */
export async function notLiveError(histories: LiveHistories, db: Db, surveyId: string): Promise<ApiError> {
  const { switchedLive } = await histories.read(db, surveyId)
  return switchedLive
    ? new ApiError(409, 'Dialog ist nicht mehr aktiv.', 'dialog_inactive')
    : new ApiError(409, 'Dialog ist noch nicht live.', 'dialog_not_live')
}
