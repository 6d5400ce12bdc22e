import { randomBytes } from 'node:crypto'
import { Survey } from '@engine/model'
import { type SQL, and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import {
  blockRows,
  connectionRows,
  multichatSurveys,
  exitConditions,
  members,
  surveys,
  trainingExamples,
} from '../db/schema'
import type { User } from './users'
import { rowsOf } from '../db/rowsOf'
import { ApiError } from '../http/ApiError'
import { STAGE_CHUNK } from './generations'
import { type PurgeOptions, cancelPurge, hasMembers, hideSurvey, purgeSurvey, schedulePurge } from './surveyPurge'
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
  /** Without the owner's membership yet: nobody lists or reaches it (a copy being built). */
  hidden?: boolean
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
  if (!input.hidden) await insertOwner(tx, surveyId, input.owner, at)
  return { surveyId, id: row.id }
}

/** The owner's membership (Besitzer, accepted): from then on the dialog is listed and reachable. */
async function insertOwner(tx: Db, surveyId: string, owner: User, at: Date): Promise<void> {
  await tx.insert(members).values({
    surveyId,
    email: owner.username,
    userId: owner.id,
    role: 'Besitzer',
    inviteAccepted: 1,
    invitedAt: at,
  })
}

export async function createSurvey(db: Db, input: NewSurvey): Promise<string> {
  return db.transaction(async (tx) => (await insertSurvey(tx, input)).surveyId)
}

const COPY_PREFIX = 'Kopie von '

/** Rows per statement of a copy: 200 block rows held the embedded database ~7-15 ms (generations.ts). */
export const COPY_CHUNK = STAGE_CHUNK
/** A copy is built again when its dialog changed meanwhile; after this many tries the call answers 409. */
export const COPY_ATTEMPTS = 3

/**
 * Copies settings, blocks, jumps, exit conditions and training examples; the copy starts inactive
 * and belongs to `owner`. Rows are copied inside the database (`INSERT … SELECT`, so none travels
 * through the server) in statements of COPY_CHUNK rows that respondents' statements pass between:
 * in one transaction a dialog of 2,000 blocks, 10,000 jumps and 10,000 examples held the embedded
 * database's one connection 0.5-1.2 s (issue #27, docs/design/storage.md "Copying and deleting a
 * dialog"). Until its rows are all there the copy has no member, so nobody lists or reaches it, and
 * a purge job (surveyPurge.ts) removes it should the process die first. The blocks and jumps are
 * read from the generation current when the copy began, and the copy is kept only when the
 * dialog's version did not move meanwhile (every edit moves it), so it is one version of the
 * dialog, never a mix; otherwise it is removed and built again, COPY_ATTEMPTS times at most
 * (then 409 `copy_conflict`).
 */
export async function copySurvey(db: Db, source: StoredSurvey, owner: User, now: number): Promise<string | undefined> {
  let current: StoredSurvey | undefined = source
  for (let attempt = 1; current; attempt++) {
    const copy = await copyOnce(db, current, owner, now)
    if (copy === 'gone') return undefined
    if (copy.whole) return copy.surveyId
    if (copy.surveyId !== undefined) {
      await purgeSurvey(db, copy.surveyId)
      await cancelPurge(db, copy.surveyId)
    }
    if (attempt >= COPY_ATTEMPTS)
      throw new ApiError(
        409,
        'Der Dialog wurde während des Kopierens mehrmals geändert. Bitte noch einmal kopieren.',
        'copy_conflict',
      )
    // The next try copies the dialog's settings as they are now.
    current = await findSurvey(db, source.survey.survey_id)
  }
  return undefined
}

/**
 * One try: 'gone' when the dialog no longer exists; not whole (and its half copy, if any, to be
 * removed) when the dialog's version is no longer the one `source` was read at.
 */
async function copyOnce(
  db: Db,
  source: StoredSurvey,
  owner: User,
  now: number,
): Promise<{ surveyId: string | undefined; whole: boolean } | 'gone'> {
  const from = source.survey.survey_id
  const started = await db.transaction(async (tx) => {
    const [at] = rowsOf<{ version: number; blocks_gen: number; connections_gen: number; reachable: boolean }>(
      await tx.execute(sql`
        SELECT version, blocks_gen, connections_gen, ${hasMembers(from)} AS reachable FROM surveys WHERE survey_id = ${from}`),
    )
    // A dialog without members is being deleted (surveyPurge.ts): its rows are going.
    if (!at?.reachable) return 'gone'
    if (Number(at.version) !== source.version) return 'changed'
    const { survey_id: _id, survey_id_int: _int, ...settings } = source.survey
    const name = `${COPY_PREFIX}${settings.survey_name}`.slice(0, 200)
    const inserted = await insertSurvey(tx, {
      owner,
      settings: { ...settings, survey_name: name, active: false },
      languageFragments: source.languageFragments,
      now,
      hidden: true,
    })
    await schedulePurge(tx, inserted.surveyId)
    return { surveyId: inserted.surveyId, at }
  })
  if (started === 'gone') return 'gone'
  if (started === 'changed') return { surveyId: undefined, whole: false }
  const { surveyId, at } = started
  const copy = (into: PgTable, keys: string[], where: SQL, replace: Record<string, SQL>, skip: string[] = []) =>
    copyRowsChunked(db, { into, from, to: surveyId, keys, where, replace, skip })
  // The copy starts at generation 0 of its blocks and jumps (docs/design/storage.md "Staged writes").
  await copy(blockRows, ['unique_question_id'], sql`gen = ${at.blocks_gen}`, {
    gen: sql`0`,
    data: sql`data || jsonb_build_object('survey_id', ${surveyId}::text)`,
  })
  await copy(connectionRows, ['source', 'handle'], sql`gen = ${at.connections_gen}`, { gen: sql`0` })
  await copy(exitConditions, ['id'], sql`true`, {})
  await copy(trainingExamples, ['id'], sql`true`, {}, ['id'])
  const whole = await db.transaction(async (tx) => {
    const [still] = rowsOf<{ version: number; reachable: boolean }>(
      await tx.execute(
        sql`SELECT version, ${hasMembers(from)} AS reachable FROM surveys WHERE survey_id = ${from} FOR UPDATE`,
      ),
    )
    if (!still?.reachable || Number(still.version) !== source.version) return false
    await insertOwner(tx, surveyId, owner, new Date(now))
    await cancelPurge(tx, surveyId)
    return true
  })
  return { surveyId, whole }
}

/**
 * Copies the rows of `from` in `into` (with `where`) to the dialog `to`, COPY_CHUNK rows per
 * statement in the order of `keys` (an index that leads with `survey_id`), each chunk found by
 * the last key of the one before. Each column is taken as it is unless `replace` names it,
 * `survey_id` is set to `to`, the `skip` columns are left to their defaults; the column list comes
 * from the table's definition, so a column added later is copied too. Rows keep their order
 * (examples by id: Trainieren lists them in that order).
 */
async function copyRowsChunked(
  db: Db,
  t: {
    into: PgTable
    from: string
    to: string
    keys: string[]
    where: SQL
    replace: Record<string, SQL>
    skip: string[]
  },
): Promise<void> {
  const columns = Object.values(getTableColumns(t.into))
    .map((column) => column.name)
    .filter((column) => !t.skip.includes(column))
  const values = columns.map((column) =>
    column === 'survey_id' ? sql`${t.to}::text` : (t.replace[column] ?? sql.identifier(column)),
  )
  const keys = sql.join(
    t.keys.map((key) => sql.identifier(key)),
    sql`, `,
  )
  const keysDesc = sql.join(
    t.keys.map((key) => sql`${sql.identifier(key)} DESC`),
    sql`, `,
  )
  let after: SQL = sql``
  for (;;) {
    const mine = sql`survey_id = ${t.from} AND ${t.where}${after}`
    const [last] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        SELECT ${keys} FROM (SELECT ${keys} FROM ${t.into} WHERE ${mine} ORDER BY ${keys} LIMIT ${COPY_CHUNK}) chunk
         ORDER BY ${keysDesc} LIMIT 1`),
    )
    if (!last) return
    const lastKey = sql.join(
      t.keys.map((key) => sql`${keyValue(last[key])}`),
      sql`, `,
    )
    const bound = sql`(${keys}) <= (${lastKey})`
    await db.execute(sql`
      INSERT INTO ${t.into} (${sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      )}) SELECT ${sql.join(values, sql`, `)} FROM ${t.into} WHERE ${mine} AND ${bound} ORDER BY ${keys}`)
    after = sql` AND (${keys}) > (${lastKey})`
  }
}

/** A key as a parameter: a bigint (an id, as a driver may read it) as its decimal text. */
const keyValue = (value: unknown): unknown => (typeof value === 'bigint' ? String(value) : value)

/**
 * Everything of the dialog goes with it (docs/design/storage.md "Copying and deleting a dialog"):
 * first hidden in one short transaction (members, multichat memberships and triggers gone, not
 * live), then its rows in short statements, paced by `options.pause`, and its row last. Should the
 * process die half way, the purge job queued with the hiding finishes it.
 */
export async function deleteSurvey(
  db: Db,
  surveyId: string,
  options: PurgeOptions & { onHidden?: () => void } = {},
): Promise<void> {
  if (!(await hideSurvey(db, surveyId))) return
  options.onHidden?.()
  await purgeSurvey(db, surveyId, options)
  await cancelPurge(db, surveyId)
}

/** Writes new settings; the caller validated them as a whole Survey. */
export async function writeSettings(tx: Db, survey: Survey, languageFragments?: unknown): Promise<void> {
  const set = languageFragments === undefined ? { settings: survey } : { settings: survey, languageFragments }
  await tx.update(surveys).set(set).where(eq(surveys.surveyId, survey.survey_id))
}
