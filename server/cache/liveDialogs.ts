import { toEditorSnapshot } from '@engine/api/surveys'
import type { ExitCondition } from '@engine/model'
import { createRuntimeDialog, type RuntimeDialog } from '@engine/runtime'
import type { Db } from '../db/database'
import { loadDialog } from '../services/dialogs/loadDialog'
import { surveyNotFound } from '../services/dialogs/requireSurvey'
import { perDialogVersion } from './perDialogVersion'

/**
 * A dialog as a live chat runs it: only what the live path reads. Not the loaded DialogResponse,
 * whose triggers (of every multichat the dialog belongs to) would sit in the cache although they
 * bump no version and the single chat never reads them.
 */
export interface LiveDialog {
  /** settings.active: the dialog takes answers (409 otherwise). */
  active: boolean
  /** The AI exit conditions, for answerTurn. */
  exitConditions: ExitCondition[]
  dialog: RuntimeDialog
}

/** Reads a dialog (404 when it does not exist) and keeps what a live chat needs of it. */
export async function loadLiveDialog(db: Db, surveyId: string): Promise<LiveDialog> {
  const loaded = await loadDialog(db, surveyId)
  return {
    active: loaded.active,
    exitConditions: loaded.gpt_exit_conditions,
    dialog: createRuntimeDialog(toEditorSnapshot(loaded)),
  }
}

export interface LiveDialogs {
  /** The dialog as POST /api/chat runs it; 404 when it does not exist. */
  load(db: Db, surveyId: string): Promise<LiveDialog>
}

/**
 * POST /api/chat's dialog per survey, rebuilt only when its `version` changed (every edit bumps
 * it, docs/design/storage.md): the same trade as server/cache/liveGames.ts for the single chat, where
 * loading the dialog was five of a turn's queries.
 */
export function createLiveDialogs(): LiveDialogs {
  return { load: perDialogVersion(500, loadLiveDialog, () => Promise.reject(surveyNotFound())) }
}
