import { randomBytes } from 'node:crypto'
import { Survey } from '@engine/model'
import { type SQL, and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable, PgView } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import {
  blockRows,
  blocks,
  connectionRows,
  connections,
  multichatSurveys,
  exitConditions,
  members,
  surveys,
  trainingExamples,
  triggers,
} from '../db/schema'
import type { User } from './users'
import { memberOfEveryDialog } from './multichats'
import { cappedCount, listedResponses } from './listedResponses'

type SurveyRow = typeof surveys.$inferSelect

export interface StoredSurvey {
  survey: Survey
  version: number
  ownerId: number
  languageFragments: unknown
}

/** docs/product/calls.md#further-calls: an opaque, URL-safe id (12 characters of base64url). */
export const newSurveyId = () => randomBytes(9).toString('base64url')

/** The stored settings with the ids from their columns, so older or hand-written rows still read as a full Survey. */
function toStored(row: SurveyRow): StoredSurvey {
  const survey = Survey.parse({ ...(row.settings as object), survey_id: row.surveyId, survey_id_int: row.id })
  return { survey, version: row.version, ownerId: row.ownerId, languageFragments: row.languageFragments }
}

export async function findSurvey(db: Db, surveyId: string): Promise<StoredSurvey | undefined> {
  const rows = await db.select().from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1)
  return rows[0] && toStored(rows[0])
}

/** The language a dialog's settings name ('de' when none, or for a dialog that is gone), read without parsing them. */
export async function findSurveyLanguage(db: Db, surveyId: string): Promise<string> {
  const [row] = await db
    .select({ settings: surveys.settings })
    .from(surveys)
    .where(eq(surveys.surveyId, surveyId))
    .limit(1)
  return (row?.settings as { language?: string } | undefined)?.language ?? 'de'
}

/**
 * The survey row, locked until the transaction ends (SELECT … FOR UPDATE): edits of one dialog
 * queue up here, so the version check, the change_id lookup and the event's `seq` cannot race.
 */
export async function lockSurvey(tx: Db, surveyId: string): Promise<StoredSurvey | undefined> {
  const rows = await tx.select().from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1).for('update')
  return rows[0] && toStored(rows[0])
}

/** Sets the version an accepted edit reached. */
export async function setVersion(tx: Db, surveyId: string, version: number, now: number): Promise<void> {
  await tx
    .update(surveys)
    .set({ version, updatedAt: new Date(now) })
    .where(eq(surveys.surveyId, surveyId))
}

export interface SurveyListRow {
  survey_id: string
  survey_name: string
  active: boolean
  role: string
  dialog_manager_id: number | null
  updated_on: string
  responses: number
  responses_capped: boolean
  bearbeiten: 0 | 1
  intrance: 0 | 1
  testen: 0 | 1
  live_switch: 0 | 1
  analyse: 0 | 1
}

/**
 * Own and shared dialogs with an accepted membership, most recently edited first, each with its
 * response count (live respondents who started, capped): one query for the whole list.
 */
export async function listSurveysForUser(db: Db, userId: number): Promise<SurveyListRow[]> {
  const responses = cappedCount(sql`conversations c`, sql`c.survey_id = ${surveys.surveyId}`)
  const multichatId = sql<
    number | null
  >`(select min(${multichatSurveys.multichatId}) from ${multichatSurveys} where ${multichatSurveys.surveyId} = ${surveys.surveyId} and ${memberOfEveryDialog(multichatSurveys.multichatId, userId)})`
  const rows = await db
    .select({ row: surveys, role: members.role, multichatId, responses })
    .from(members)
    .innerJoin(surveys, eq(surveys.surveyId, members.surveyId))
    .where(and(eq(members.userId, userId), eq(members.inviteAccepted, 1)))
    .orderBy(desc(surveys.updatedAt), desc(surveys.id))
  return rows.map(({ row, role, multichatId: dm, responses: counted }) => {
    const { survey } = toStored(row)
    return {
      survey_id: survey.survey_id,
      survey_name: survey.survey_name,
      active: survey.active,
      role,
      dialog_manager_id: dm === null ? null : Number(dm),
      updated_on: row.updatedAt.toISOString(),
      ...listedResponses(counted),
      bearbeiten: survey.bearbeiten,
      intrance: survey.intrance,
      testen: survey.testen,
      live_switch: survey.live_switch,
      analyse: survey.analyse,
    }
  })
}

export interface NewSurvey {
  owner: User
  settings: Omit<Survey, 'survey_id' | 'survey_id_int'>
  languageFragments: unknown
  now: number
}

/** Inserts the survey and its owner's membership (Besitzer, accepted); answers both ids. */
async function insertSurvey(tx: Db, input: NewSurvey): Promise<{ surveyId: string; id: number }> {
  const surveyId = newSurveyId()
  const at = new Date(input.now)
  const [row] = await tx
    .insert(surveys)
    .values({
      surveyId,
      ownerId: input.owner.id,
      settings: {},
      languageFragments: input.languageFragments,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: surveys.id })
  if (!row) throw new Error('survey not inserted')
  const survey = Survey.parse({ ...input.settings, survey_id: surveyId, survey_id_int: row.id })
  await tx.update(surveys).set({ settings: survey }).where(eq(surveys.surveyId, surveyId))
  await tx.insert(members).values({
    surveyId,
    email: input.owner.username,
    userId: input.owner.id,
    role: 'Besitzer',
    inviteAccepted: 1,
    invitedAt: at,
  })
  return { surveyId, id: row.id }
}

export async function createSurvey(db: Db, input: NewSurvey): Promise<string> {
  return db.transaction(async (tx) => (await insertSurvey(tx, input)).surveyId)
}

const COPY_PREFIX = 'Kopie von '

/**
 * Copies settings, blocks, jumps, exit conditions and training examples; the copy starts inactive
 * and belongs to `owner`. The rows are copied inside the database, one `INSERT … SELECT` per
 * table, so none of them travels through the server: read into the server and written back in
 * statements of 500 rows, a dialog of 2,000 blocks, 10,000 jumps and 10,000 examples held the
 * transaction (and with it the embedded database's one connection, which every respondent's
 * statement waits for) 1.6-2.4 s (issue #27, docs/design/storage.md "Short statements").
 */
export async function copySurvey(db: Db, source: StoredSurvey, owner: User, now: number): Promise<string> {
  const from = source.survey.survey_id
  return db.transaction(async (tx) => {
    const { survey_id: _id, survey_id_int: _int, ...settings } = source.survey
    const name = `${COPY_PREFIX}${settings.survey_name}`.slice(0, 200)
    const { surveyId } = await insertSurvey(tx, {
      owner,
      settings: { ...settings, survey_name: name, active: false },
      languageFragments: source.languageFragments,
      now,
    })
    // The copy starts at generation 0 of its blocks and jumps (docs/design/storage.md "Staged writes").
    const copy = (into: PgTable, fromRelation: PgTable | PgView, replace: Record<string, SQL>, skip: string[] = []) =>
      tx.execute(copyRowsSql(into, fromRelation, from, surveyId, replace, skip))
    await copy(blockRows, blocks, {
      gen: sql`0`,
      data: sql`data || jsonb_build_object('survey_id', ${surveyId}::text)`,
    })
    await copy(connectionRows, connections, { gen: sql`0` })
    await copy(exitConditions, exitConditions, {})
    await copy(trainingExamples, trainingExamples, {}, ['id'])
    return surveyId
  })
}

/**
 * `INSERT INTO into (its columns) SELECT … FROM fromRelation WHERE survey_id = from`, each column
 * taken as it is unless `replace` names it, `survey_id` set to `to`, the `skip` columns left to
 * their defaults. The column list comes from the table's definition, so a column added later is
 * copied too. Rows keep their order (examples by id: Trainieren lists them in that order).
 */
function copyRowsSql(
  into: PgTable,
  fromRelation: PgTable | PgView,
  from: string,
  to: string,
  replace: Record<string, SQL>,
  skip: readonly string[],
): SQL {
  const columns = Object.values(getTableColumns(into))
    .map((column) => column.name)
    .filter((column) => !skip.includes(column))
  const values = columns.map((column) =>
    column === 'survey_id' ? sql`${to}::text` : (replace[column] ?? sql.identifier(column)),
  )
  const orderBy = skip.includes('id') ? sql` ORDER BY id` : sql``
  return sql`INSERT INTO ${into} (${sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  )}) SELECT ${sql.join(values, sql`, `)} FROM ${fromRelation} WHERE survey_id = ${from}${orderBy}`
}

/**
 * Everything of the dialog goes with it: ON DELETE CASCADE on every table that references it,
 * and its multichat triggers in both directions (a trigger string names a dialog, which no
 * foreign key can cover), as removing it from a multichat does.
 */
export async function deleteSurvey(db: Db, surveyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(triggers)
      .where(sql`${triggers.surveyId} = ${surveyId} or split_part(${triggers.trigger}, ';', 2) = ${surveyId}`)
    await tx.delete(surveys).where(eq(surveys.surveyId, surveyId))
  })
}

/** Writes new settings; the caller validated them as a whole Survey. */
export async function writeSettings(tx: Db, survey: Survey, languageFragments?: unknown): Promise<void> {
  const set = languageFragments === undefined ? { settings: survey } : { settings: survey, languageFragments }
  await tx.update(surveys).set(set).where(eq(surveys.surveyId, survey.survey_id))
}
