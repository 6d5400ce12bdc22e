import { type Connection, ExitCondition, Trigger } from '@engine/model'
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { connections, exitConditions, trainingExamples, triggers } from '../db/schema'
import { triggerOrder } from './multichats'

/** Conditional jumps in the order the client last sent them. */
export async function listConnections(db: Db, surveyId: string): Promise<Connection[]> {
  const rows = await db
    .select()
    .from(connections)
    .where(eq(connections.surveyId, surveyId))
    .orderBy(asc(connections.position))
  return rows.map((r) => ({ source: r.source, handle: r.handle, target: r.target }))
}

type ConditionRow = typeof exitConditions.$inferSelect

const toCondition = (r: ConditionRow): ExitCondition =>
  ExitCondition.parse({
    id: r.id,
    survey_id: r.surveyId,
    unique_question_id: r.uniqueQuestionId,
    condition: r.condition,
    examples: r.examples,
  })

export async function listExitConditions(db: Db, surveyId: string): Promise<ExitCondition[]> {
  const rows = await db
    .select()
    .from(exitConditions)
    .where(eq(exitConditions.surveyId, surveyId))
    .orderBy(asc(exitConditions.position))
  return rows.map(toCondition)
}

/** The exit conditions in order with their stored `position` (writeExitConditions rewrites what moved). */
export async function listExitConditionsPlaced(
  db: Db,
  surveyId: string,
): Promise<{ conditions: ExitCondition[]; positions: Map<string, number> }> {
  const rows = await db
    .select()
    .from(exitConditions)
    .where(eq(exitConditions.surveyId, surveyId))
    .orderBy(asc(exitConditions.position))
  return { conditions: rows.map(toCondition), positions: new Map(rows.map((r) => [r.id, r.position])) }
}

/**
 * Makes the stored list `next`: deletes the conditions it no longer holds and writes those that are
 * new, changed or at another place, with `position` = list index, so the list keeps its order
 * exactly (an undo puts a condition back at its old place).
 */
export async function writeExitConditions(
  tx: Db,
  surveyId: string,
  stored: ReadonlyMap<string, number>,
  changed: ReadonlySet<string>,
  next: readonly ExitCondition[],
): Promise<void> {
  const kept = new Set(next.map((c) => c.id))
  const gone = [...stored.keys()].filter((id) => !kept.has(id))
  if (gone.length > 0)
    await tx.delete(exitConditions).where(and(eq(exitConditions.surveyId, surveyId), inArray(exitConditions.id, gone)))
  for (const [position, condition] of next.entries()) {
    if (stored.get(condition.id) === position && !changed.has(condition.id)) continue
    const values = {
      uniqueQuestionId: condition.unique_question_id,
      condition: condition.condition,
      examples: condition.examples,
      position,
    }
    await tx
      .insert(exitConditions)
      .values({ id: condition.id, surveyId, ...values })
      .onConflictDoUpdate({ target: [exitConditions.surveyId, exitConditions.id], set: values })
  }
}

/** A repeated create of the same id replaces it in place (the engine chooses ids, so a retry is harmless). */
export async function upsertExitCondition(tx: Db, condition: ExitCondition): Promise<void> {
  const values = {
    uniqueQuestionId: condition.unique_question_id,
    condition: condition.condition,
    examples: condition.examples,
  }
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${exitConditions.position}) + 1, 0)` })
    .from(exitConditions)
    .where(eq(exitConditions.surveyId, condition.survey_id))
  await tx
    .insert(exitConditions)
    .values({ id: condition.id, surveyId: condition.survey_id, position: Number(last?.position ?? 0), ...values })
    .onConflictDoUpdate({ target: [exitConditions.surveyId, exitConditions.id], set: values })
}

/** Triggers drawn in this dialog: stored on one of its blocks, or pointing at one (`kind;survey;question`). */
export async function listTriggersTouching(db: Db, surveyId: string): Promise<Trigger[]> {
  const rows = await db
    .select()
    .from(triggers)
    .where(or(eq(triggers.surveyId, surveyId), sql`split_part(${triggers.trigger}, ';', 2) = ${surveyId}`))
    .orderBy(...triggerOrder)
  return rows.flatMap((r) => {
    const parsed = Trigger.safeParse({
      id: r.id,
      dialog_manager_id: r.multichatId,
      survey_id: r.surveyId,
      unique_question_id: r.uniqueQuestionId,
      trigger: r.trigger,
      init_survey: r.initSurvey,
    })
    return parsed.success ? [parsed.data] : []
  })
}

/** Training examples per block and intent handle: the configurator's badges and the checks' "too few examples". */
export async function countTrainingExamples(db: Db, surveyId: string): Promise<Record<string, Record<string, number>>> {
  const rows = await db
    .select({ id: trainingExamples.uniqueQuestionId, handle: trainingExamples.handle, n: count() })
    .from(trainingExamples)
    .where(eq(trainingExamples.surveyId, surveyId))
    .groupBy(trainingExamples.uniqueQuestionId, trainingExamples.handle)
  const counts: Record<string, Record<string, number>> = {}
  for (const r of rows) (counts[r.id] ??= {})[r.handle] = Number(r.n)
  return counts
}

export interface TrainingJump {
  handle: string
  target: string
  examples: { id: number; text: string }[]
}

/** The outgoing jumps of one block, each with its example answers (docs/design/dialog-content.md Trainieren). */
export async function listTrainingJumps(db: Db, surveyId: string, questionId: string): Promise<TrainingJump[]> {
  const jumps = (await listConnections(db, surveyId)).filter((c) => c.source === questionId)
  const rows = await db
    .select({ id: trainingExamples.id, handle: trainingExamples.handle, text: trainingExamples.text })
    .from(trainingExamples)
    .where(and(eq(trainingExamples.surveyId, surveyId), eq(trainingExamples.uniqueQuestionId, questionId)))
    .orderBy(asc(trainingExamples.id))
  return jumps.map((j) => ({
    handle: j.handle,
    target: j.target,
    examples: rows.filter((r) => r.handle === j.handle).map((r) => ({ id: Number(r.id), text: r.text })),
  }))
}
