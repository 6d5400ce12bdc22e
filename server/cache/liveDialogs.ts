import type { DialogResponse } from '@engine/api/surveys'
import { toEditorSnapshot } from '@engine/api/surveys'
import { createRuntimeDialog } from '@engine/runtime'
import type { RuntimeDialog } from '@engine/runtime/createRuntimeDialog'
import type { Db } from '../db/database'
import { ApiError } from '../http/ApiError'
import { readDialogFingerprint } from '../repositories/liveFingerprints'
import { loadDialog } from '../routes/surveys/loadDialog'
import { VersionedCache } from './VersionedCache'

export interface LiveDialog {
  loaded: DialogResponse
  dialog: RuntimeDialog
}

export interface LiveDialogs {
  /** The dialog as POST /api/chat runs it; 404 when it does not exist. */
  load(db: Db, surveyId: string): Promise<LiveDialog>
}

/**
 * POST /api/chat's dialog per survey, rebuilt only when its `version` changed (every edit bumps
 * it, DESIGN.md §2): the same trade as server/cache/liveGames.ts for the single chat, where
 * loading the dialog was five of a turn's queries.
 */
export function createLiveDialogs(): LiveDialogs {
  const dialogs = new VersionedCache<string, LiveDialog>(500)
  return {
    async load(db, surveyId) {
      const fingerprint = await readDialogFingerprint(db, surveyId)
      if (fingerprint === undefined) throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
      return dialogs.get(surveyId, fingerprint, async () => {
        const loaded = await loadDialog(db, surveyId)
        return { loaded, dialog: createRuntimeDialog(toEditorSnapshot(loaded)) }
      })
    },
  }
}
