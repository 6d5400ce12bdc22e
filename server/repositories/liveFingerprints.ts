import { type Placeholder, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import type { ConnectedSurveyRow } from './multichats'

/** A dialog of the game as the live path needs it: which one, and where (the lead is first). */
export type GameSurvey = Pick<ConnectedSurveyRow, 'survey_id' | 'order'>

export interface GameFingerprint {
  /** The multichat's dialogs, lead first, in listConnectedSurveys' order. */
  surveys: GameSurvey[]
  /**
   * Changes whenever what the live game is built from changes: every edit of a dialog bumps its
   * `version` (applyChanges), connecting, disconnecting and switching the lead change the list or
   * `order`, and trigger edits (which bump no dialog's version) count up the multichat's `triggers_version`.
   * `updated_at` guards against a version number reached again after a restore.
   */
  key: string
}

/** The multichat's dialogs with their version and last edit: the rows of a fingerprint, unordered (the id, or its placeholder in a fixed statement). */
export const gameSurveysSql = (multichatId: number | Placeholder) => sql`
  SELECT s.survey_id, dms."order", s.version, extract(epoch FROM s.updated_at)::text AS updated
    FROM dialog_manager_surveys dms JOIN surveys s ON s.survey_id = dms.survey_id
   WHERE dms.dialog_manager_id = ${multichatId}`

/**
 * The multichat's triggers' version, as a scalar sub-select (uncorrelated: PostgreSQL evaluates it
 * once): the database counts it up on every insert, update and delete of one of its triggers
 * (migration 0023), so it changes with every trigger edit, whoever makes it. A missing multichat
 * reads as null.
 */
export const triggersVersionSql = (multichatId: number | Placeholder) => sql`
  (SELECT m.triggers_version::text FROM dialog_managers m WHERE m.id = ${multichatId})`

/** A dialog of the game as the fingerprint reads it: its place, version and last edit (epoch seconds as text). */
export interface FingerprintRow {
  survey_id: string
  order: number
  version: number
  updated: string
}

/** The fingerprint of these rows and the triggers' version; one definition for every statement that reads them. */
export function gameFingerprintOf(rows: readonly FingerprintRow[], triggers: string): GameFingerprint {
  return {
    surveys: rows.map((r) => ({ survey_id: r.survey_id, order: Number(r.order) })),
    key: JSON.stringify([triggers, rows.map((r) => [r.survey_id, Number(r.order), Number(r.version), r.updated])]),
  }
}

/** The dialog's version and last edit time, or undefined when it does not exist. */
export async function readDialogFingerprint(db: Db, surveyId: string): Promise<string | undefined> {
  const rows = rowsOf<{ version: number; updated: string }>(
    await db.execute(sql`
    SELECT version, extract(epoch FROM updated_at)::text AS updated FROM surveys WHERE survey_id = ${surveyId}`),
  )
  const row = rows[0]
  return row && `${row.version}@${row.updated}`
}
