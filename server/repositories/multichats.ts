import { type AnyColumn, type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { MAX_TRIGGERS_PER_MULTICHAT } from '@engine/model'
import type { Db } from '../db/database'
import { cappedCount, listedResponses } from './listedResponses'
import { apiSignals, multichatSurveys, multichats, members, surveys, triggers } from '../db/schema'

export type Multichat = typeof multichats.$inferSelect
export type TriggerRow = typeof triggers.$inferSelect

export interface ConnectedSurveyRow {
  survey_id: string
  survey_name: string
  order: number
}

export async function findMultichat(db: Db, id: number): Promise<Multichat | undefined> {
  const rows = await db.select().from(multichats).where(eq(multichats.id, id)).limit(1)
  return rows[0]
}

/** The multichat's dialogs, lead first (docs/product/entities.md). */
export async function listConnectedSurveys(db: Db, multichatId: number): Promise<ConnectedSurveyRow[]> {
  const rows = await db
    .select({ survey_id: multichatSurveys.surveyId, order: multichatSurveys.order, settings: surveys.settings })
    .from(multichatSurveys)
    .innerJoin(surveys, eq(surveys.surveyId, multichatSurveys.surveyId))
    .where(eq(multichatSurveys.multichatId, multichatId))
    .orderBy(asc(multichatSurveys.order), asc(multichatSurveys.surveyId))
  return rows.map(({ settings, ...row }) => ({ ...row, survey_name: surveyName(settings) }))
}

function surveyName(settings: unknown): string {
  const name = (settings as { survey_name?: unknown } | null)?.survey_name
  return typeof name === 'string' ? name : ''
}

/** Multichats the user owns or having at least one dialog in which the user is an accepted member. */
export async function listMultichatsOfUser(db: Db, userId: number): Promise<Multichat[]> {
  const visible = db
    .select({ id: multichatSurveys.multichatId })
    .from(multichatSurveys)
    .innerJoin(members, eq(members.surveyId, multichatSurveys.surveyId))
    .where(and(eq(members.userId, userId), eq(members.inviteAccepted, 1)))
  return db
    .select()
    .from(multichats)
    .where(or(eq(multichats.ownerId, userId), inArray(multichats.id, visible)))
    .orderBy(asc(multichats.id))
}

/** Players per multichat (a `multichat_progress` row each, capped as the dialogs' counts): one query for the list. */
export async function countPlayers(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { responses: number; responses_capped: boolean }>> {
  if (ids.length === 0) return new Map()
  const counted = cappedCount(sql`multichat_progress p`, sql`p.dialog_manager_id = ${multichats.id}`)
  const rows = await db
    .select({ id: multichats.id, counted })
    .from(multichats)
    .where(inArray(multichats.id, [...ids]))
  return new Map(rows.map((r) => [r.id, listedResponses(r.counted)]))
}

/**
 * docs/reliability/security.md#findings-1-8-9: the user is an accepted member of every dialog of the multichat
 * `multichatId` names (a column of the outer query), so may see the multichat whole.
 */
export const memberOfEveryDialog = (multichatId: SQL | AnyColumn, userId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM dialog_manager_surveys whole
    WHERE whole.dialog_manager_id = ${multichatId}
      AND NOT EXISTS (SELECT 1 FROM members mine
        WHERE mine.survey_id = whole.survey_id AND mine.user_id = ${userId} AND mine.invite_accepted = 1))`

/**
 * Multichats a dialog belongs to that the user sees whole (a member of every dialog), lowest id
 * first (the first is `dialog_manager_id`, the rest `additional_dms`).
 */
export async function listMultichatIdsOfSurvey(db: Db, surveyId: string, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: multichatSurveys.multichatId })
    .from(multichatSurveys)
    .where(and(eq(multichatSurveys.surveyId, surveyId), memberOfEveryDialog(multichatSurveys.multichatId, userId)))
    .orderBy(asc(multichatSurveys.multichatId))
  return rows.map((r) => r.id)
}

/** A new multichat with its dialogs (maybe none yet) in the given order (order = index). */
export async function createMultichat(
  db: Db,
  input: { name: string; ownerId: number; surveyIds: string[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(multichats)
      .values({ name: input.name, ownerId: input.ownerId })
      .returning({ id: multichats.id })
    if (!row) throw new Error('multichat not inserted')
    if (input.surveyIds.length > 0) {
      await tx
        .insert(multichatSurveys)
        .values(input.surveyIds.map((surveyId, order) => ({ multichatId: row.id, surveyId, order })))
    }
    return row.id
  })
}

export async function renameMultichat(db: Db, id: number, name: string): Promise<void> {
  await db.update(multichats).set({ name }).where(eq(multichats.id, id))
}

const COPY_PREFIX = 'Kopie von '

/**
 * docs/multichat.md "Managing multichats": a new multichat owned by `ownerId`, named 'Kopie von …',
 * connecting the same dialogs in the same order, with copies of the triggers (new ids, same
 * places). The dialogs themselves are shared, not duplicated; the game's progress stays behind.
 */
export async function copyMultichat(db: Db, source: Multichat, ownerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(multichats)
      .values({ name: `${COPY_PREFIX}${source.name}`.slice(0, 200), ownerId })
      .returning({ id: multichats.id })
    if (!row) throw new Error('multichat not inserted')
    const connected = await tx.select().from(multichatSurveys).where(eq(multichatSurveys.multichatId, source.id))
    if (connected.length > 0) {
      await tx.insert(multichatSurveys).values(connected.map((c) => ({ ...c, multichatId: row.id })))
    }
    const rules = await tx
      .select()
      .from(triggers)
      .where(eq(triggers.multichatId, source.id))
      .orderBy(...triggerOrder)
    if (rules.length > 0) {
      await tx
        .insert(triggers)
        .values(rules.map((r, position) => ({ ...r, id: randomUUID(), multichatId: row.id, position })))
    }
    return row.id
  })
}

/** The multichat with its dialog list, triggers, signals and game progress (ON DELETE CASCADE); the dialogs stay. */
export async function deleteMultichat(db: Db, id: number): Promise<void> {
  await db.delete(multichats).where(eq(multichats.id, id))
}

/** Appends a dialog after the last one; false when it was already connected. */
export async function connectSurvey(db: Db, multichatId: number, surveyId: string): Promise<boolean> {
  const rows = await db
    .insert(multichatSurveys)
    .values({
      multichatId,
      surveyId,
      order: sql`(select coalesce(max(${multichatSurveys.order}) + 1, 0) from ${multichatSurveys} where ${multichatSurveys.multichatId} = ${multichatId})`,
    })
    .onConflictDoNothing()
    .returning({ surveyId: multichatSurveys.surveyId })
  return rows.length > 0
}

/**
 * Removes a dialog with the triggers that start or end in it, and closes the gap in `order`.
 * A multichat left without dialogs is deleted if it has no owner: nobody could see or reach it any
 * more. Its owner still sees an empty one and may add dialogs again.
 */
export async function disconnectSurvey(db: Db, multichatId: number, surveyId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(multichatSurveys)
      .where(and(eq(multichatSurveys.multichatId, multichatId), eq(multichatSurveys.surveyId, surveyId)))
      .returning({ order: multichatSurveys.order })
    const gone = removed[0]
    if (!gone) return false
    await tx
      .delete(triggers)
      .where(
        and(
          eq(triggers.multichatId, multichatId),
          sql`(${triggers.surveyId} = ${surveyId} or split_part(${triggers.trigger}, ';', 2) = ${surveyId})`,
        ),
      )
    await tx
      .update(multichatSurveys)
      .set({ order: sql`${multichatSurveys.order} - 1` })
      .where(and(eq(multichatSurveys.multichatId, multichatId), sql`${multichatSurveys.order} > ${gone.order}`))
    const left = await tx
      .select({ id: multichatSurveys.surveyId })
      .from(multichatSurveys)
      .where(eq(multichatSurveys.multichatId, multichatId))
      .limit(1)
    if (left.length === 0) {
      await tx.delete(multichats).where(and(eq(multichats.id, multichatId), sql`${multichats.ownerId} is null`))
    }
    return true
  })
}

/** docs/product/states.md: the chosen dialog and the current lead swap their `order`. */
export async function switchLead(db: Db, multichatId: number, surveyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(multichatSurveys)
      .where(eq(multichatSurveys.multichatId, multichatId))
      .orderBy(asc(multichatSurveys.order), asc(multichatSurveys.surveyId))
    const lead = rows[0]
    const chosen = rows.find((r) => r.surveyId === surveyId)
    if (!lead || !chosen || lead.surveyId === chosen.surveyId) return
    const inMultichat = (id: string) =>
      and(eq(multichatSurveys.multichatId, multichatId), eq(multichatSurveys.surveyId, id))
    await tx.update(multichatSurveys).set({ order: chosen.order }).where(inMultichat(lead.surveyId))
    await tx.update(multichatSurveys).set({ order: lead.order }).where(inMultichat(chosen.surveyId))
  })
}

/** The order of a multichat's trigger list: its place, then (for rows of equal place) creation. */
export const triggerOrder = [asc(triggers.position), asc(triggers.createdAt), asc(triggers.id)]

export async function listTriggers(db: Db, multichatId: number): Promise<TriggerRow[]> {
  return db
    .select()
    .from(triggers)
    .where(eq(triggers.multichatId, multichatId))
    .orderBy(...triggerOrder)
}

export async function findTrigger(db: Db, id: string): Promise<TriggerRow | undefined> {
  const rows = await db.select().from(triggers).where(eq(triggers.id, id)).limit(1)
  return rows[0]
}

/**
 * Create or replace by id: the engine retries and redoes with the same client-chosen id. A new
 * trigger goes right after the one named `after` in its multichat's list (null: first; undefined or
 * gone: last), and the triggers behind it move down; a replaced one keeps its place. A new one
 * past MAX_TRIGGERS_PER_MULTICHAT is not written ('full').
 */
export async function upsertTrigger(
  db: Db,
  row: Omit<TriggerRow, 'createdAt' | 'position'>,
  after?: string | null,
): Promise<'saved' | 'full'> {
  return db.transaction(async (tx) => {
    // One writer of a multichat's triggers at a time: the places are rewritten from the list read
    // here and the bound counts it. The lock a row trigger of migration 0023 takes anyway, taken
    // first, so two writers cannot each hold a trigger the other waits for.
    await tx.execute(sql`SELECT 1 FROM ${multichats} WHERE ${multichats.id} = ${row.multichatId} FOR NO KEY UPDATE`)
    const { id: _id, ...changes } = row
    const stored = await tx
      .select({ id: triggers.id, position: triggers.position })
      .from(triggers)
      .where(eq(triggers.multichatId, row.multichatId))
      .orderBy(...triggerOrder)
    if (stored.some((t) => t.id === row.id)) {
      await tx.update(triggers).set(changes).where(eq(triggers.id, row.id))
      return 'saved'
    }
    if (stored.length >= MAX_TRIGGERS_PER_MULTICHAT) return 'full'
    const ids = stored.map((t) => t.id)
    const found = after ? ids.indexOf(after) : -1
    const at = after === null ? 0 : found >= 0 ? found + 1 : ids.length
    // Rewritten as 0..n-1 around the new one (rows from before migration 0007 may share a place),
    // in one statement however many move.
    const moved = stored.flatMap((t, index) => {
      const position = index < at ? index : index + 1
      return t.position === position ? [] : [{ id: t.id, position }]
    })
    if (moved.length > 0) {
      await tx.execute(sql`
        UPDATE ${triggers} SET position = m.position
          FROM json_to_recordset(${JSON.stringify(moved)}::json) AS m(id text, position integer)
         WHERE ${triggers.id} = m.id`)
    }
    await tx
      .insert(triggers)
      .values({ ...row, position: at })
      .onConflictDoUpdate({ target: triggers.id, set: { ...changes, position: at } })
    return 'saved'
  })
}

export async function deleteTrigger(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(triggers).where(eq(triggers.id, id)).returning({ id: triggers.id })
  return rows.length > 0
}

/** How many waitAPI triggers of the multichat a signal with this trigger string releases. */
export async function countWaitApiTriggers(db: Db, multichatId: number, trigger: string): Promise<number> {
  const rows = await db
    .select({ id: triggers.id })
    .from(triggers)
    .where(and(eq(triggers.multichatId, multichatId), eq(triggers.trigger, trigger)))
  return rows.length
}

export async function insertApiSignal(
  db: Db,
  multichatId: number,
  trigger: string,
  now: number,
  respondentId: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(apiSignals)
    .values({ multichatId, trigger, respondentId, createdAt: new Date(now) })
    .returning({ id: apiSignals.id })
  if (!row) throw new Error('signal not inserted')
  return row.id
}

export async function listApiSignals(db: Db, multichatId: number) {
  return db.select().from(apiSignals).where(eq(apiSignals.multichatId, multichatId)).orderBy(asc(apiSignals.id))
}
