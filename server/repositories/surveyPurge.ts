import { type SQL, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { members, multichatSurveys, triggers } from '../db/schema'
import { enqueueJob } from './jobs'

/**
 * A dialog's rows leave in short statements (issue #27, docs/design/storage.md "Copying and
 * deleting a dialog"). The embedded database has one connection: one `DELETE FROM surveys` whose
 * cascade takes a dialog with 10,000 respondents (~500,000 rows) held it, and every respondent's
 * statement, for seconds. So a dialog is first hidden (no member can reach it, respondents find it
 * not live), then its large tables are emptied a chunk per statement, and only then its row goes,
 * with a cascade over what is left (a few rows). A dialog being copied is built the same way round:
 * hidden until its rows are all there.
 *
 * Whichever process hides a dialog also queues a `purge_survey` job due PURGE_AFTER later. The
 * request that hid it does its work and removes that job; when the process dies first, the job
 * finishes the deletion or removes the half copy. Nothing with a member is ever purged.
 */

export const PURGE_SURVEY = 'purge_survey'
/** When the job of a hidden dialog runs: its request (seconds) has long finished or died. */
export const PURGE_AFTER_S = 15 * 60

/**
 * Respondents whose transcript, answers and conversation go per statement, found in the order of
 * the dialog's conversations (keyset, so that no statement walks the index entries of rows deleted
 * before it: the embedded database never vacuums, and chunks found by `survey_id` alone took
 * longer with every chunk, 78 s for 10,000 respondents). A respondent has ~30 transcript rows.
 */
export const PURGE_RESPONDENTS = 8

/**
 * The tables emptied after the respondents' rows and before the dialog's row, each with an index
 * that leads with `survey_id`, and rows per statement (bounded by the dialog's caps: blocks, jumps,
 * examples); events and version snapshots hold whole dialogs as JSON, so fewer of them. The rest
 * (members, jobs, settings of the dialog: a few rows) goes with the row's cascade.
 */
const CHUNKED: readonly { table: string; rows: number }[] = [
  { table: 'test_answers', rows: 200 },
  { table: 'training_examples', rows: 200 },
  { table: 'survey_events', rows: 50 },
  { table: 'survey_event_parts', rows: 20 },
  { table: 'survey_version_snapshots', rows: 5 },
  { table: 'classifier_model_parts', rows: 20 },
  { table: 'block_rows', rows: 200 },
  { table: 'connection_rows', rows: 200 },
]

/** The rows of `table` of these respondents in this dialog, one index probe per respondent (LATERAL). */
const ofRespondents = (table: string, ids: readonly number[], surveyId: string): SQL => sql`
  DELETE FROM ${sql.identifier(table)} WHERE ctid = ANY(ARRAY(
    SELECT x.ctid FROM unnest(${`{${ids.join(',')}}`}::int[]) AS r(id)
    CROSS JOIN LATERAL (SELECT t.ctid FROM ${sql.identifier(table)} t WHERE t.respondent_id = r.id AND t.survey_id = ${surveyId}) x))`

const purgeKey = (surveyId: string) => `purge:${surveyId}`

/** The job that removes a hidden dialog if its request does not finish (inside the hiding transaction). */
export async function schedulePurge(tx: Db, surveyId: string): Promise<void> {
  await enqueueJob(tx, {
    kind: PURGE_SURVEY,
    key: purgeKey(surveyId),
    payload: { surveyId },
    runAfterS: PURGE_AFTER_S,
    maxAttempts: 5,
  })
}

/** The request finished the dialog's work: its purge job is not needed. */
export async function cancelPurge(db: Db, surveyId: string): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE key = ${purgeKey(surveyId)} AND state = 'queued'`)
}

/** The dialog has a member: someone can reach it, so it is neither being deleted nor a copy being built. */
export const hasMembers = (surveyId: string): SQL => sql`EXISTS (SELECT 1 FROM members WHERE survey_id = ${surveyId})`

/**
 * Hides a dialog that is to be deleted, in one short transaction: its members, its multichat
 * memberships and triggers (both directions: a trigger string names a dialog, which no foreign
 * key covers) go, it stops taking answers (its `updated_at` moves, so every cached live copy is
 * read again), and its purge job is queued. Answers false when the dialog does not exist.
 */
export async function hideSurvey(db: Db, surveyId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(sql`
        UPDATE surveys SET settings = jsonb_set(settings, '{active}', 'false'::jsonb), updated_at = now()
         WHERE survey_id = ${surveyId} RETURNING survey_id`),
    )
    if (found.length === 0) return false
    await tx
      .delete(triggers)
      .where(sql`${triggers.surveyId} = ${surveyId} or split_part(${triggers.trigger}, ';', 2) = ${surveyId}`)
    await tx.delete(multichatSurveys).where(eq(multichatSurveys.surveyId, surveyId))
    await tx.delete(members).where(eq(members.surveyId, surveyId))
    await schedulePurge(tx, surveyId)
    return true
  })
}

export interface PurgeOptions {
  /** Called before each statement (a duty cycle, so that a long purge leaves the database time). */
  pause?: () => Promise<void>
  signal?: AbortSignal
}

/**
 * Deletes a hidden dialog (no members) and everything of it, CHUNKED's tables a chunk per
 * statement, then its row. Answers 'kept' and deletes nothing when the dialog has a member
 * (never hidden, or a copy that became whole), 'gone' when it no longer exists or was deleted now.
 */
export async function purgeSurvey(db: Db, surveyId: string, options: PurgeOptions = {}): Promise<'gone' | 'kept'> {
  const state = rowsOf<{ members: boolean }>(
    await db.execute(sql`SELECT ${hasMembers(surveyId)} AS members FROM surveys WHERE survey_id = ${surveyId}`),
  )[0]
  if (!state) return 'gone'
  if (state.members) return 'kept'
  let after: SQL = sql``
  for (;;) {
    options.signal?.throwIfAborted()
    await options.pause?.()
    const batch = rowsOf<{ id: number; started: string }>(
      await db.execute(sql`
        SELECT respondent_id AS id, started_at::text AS started FROM conversations
         WHERE survey_id = ${surveyId}${after} ORDER BY started_at, respondent_id LIMIT ${PURGE_RESPONDENTS}`),
    )
    const last = batch[batch.length - 1]
    if (!last) break
    const ids = batch.map((r) => Number(r.id))
    for (const table of ['chat_messages', 'answers', 'conversations']) {
      await options.pause?.()
      await db.execute(ofRespondents(table, ids, surveyId))
    }
    after = sql` AND (started_at, respondent_id) > (${last.started}::timestamptz, ${Number(last.id)})`
  }
  for (const { table, rows } of CHUNKED) {
    for (;;) {
      options.signal?.throwIfAborted()
      await options.pause?.()
      const name = sql.identifier(table)
      const [gone] = rowsOf<{ n: number }>(
        await db.execute(sql`
          WITH gone AS (
            DELETE FROM ${name} WHERE ctid = ANY(ARRAY(
              SELECT ctid FROM ${name} WHERE survey_id = ${surveyId} LIMIT ${rows}))
            RETURNING 1)
          SELECT count(*)::int AS n FROM gone`),
      )
      if (Number(gone?.n ?? 0) < rows) break
    }
  }
  await options.pause?.()
  // A member added meanwhile (a copy that became whole) keeps the dialog; so does this condition.
  const deleted = rowsOf(
    await db.execute(
      sql`DELETE FROM surveys WHERE survey_id = ${surveyId} AND NOT ${hasMembers(surveyId)} RETURNING 1 AS x`,
    ),
  )
  return deleted.length > 0 ? 'gone' : 'kept'
}
