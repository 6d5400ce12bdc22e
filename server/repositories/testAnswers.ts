import type { Turn } from '@engine/runtime'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { testAnswers } from '../db/schema'
import { ANSWER_LIST_CAP, asRoutingSource, type StoredAnswer } from './training'
import { routedIntentOf, routingSourceOf } from './turnRows'

/**
 * Text answers of the Testen tab (docs/training.md "Answers from tests"): only open blocks,
 * since those are what Trainieren labels; other answers of a test run are not kept.
 */
export async function recordTestAnswer(db: Db, surveyId: string, testedBy: number, turn: Turn): Promise<void> {
  const recorded = turn.answer
  if (!recorded || recorded.type !== 'open' || typeof recorded.value !== 'string' || recorded.raw.length === 0) return
  // A tap on the clarifying question adds no text: the first answer, kept when the question was
  // asked, gets the tap's route (and intent) instead, so Trainieren sees how it was routed.
  if (recorded.clarified !== undefined || (recorded.route === 'other' && !recorded.nachfrage)) {
    const latest = db
      .select({ id: testAnswers.id })
      .from(testAnswers)
      .where(
        and(
          eq(testAnswers.surveyId, surveyId),
          eq(testAnswers.uniqueQuestionId, recorded.unique_question_id),
          eq(testAnswers.testedBy, testedBy),
          eq(testAnswers.text, recorded.value),
          eq(testAnswers.route, 'asked'),
        ),
      )
      .orderBy(desc(testAnswers.id))
      .limit(1)
    await db
      .update(testAnswers)
      .set({
        intent: routedIntentOf(turn),
        confidence: turn.routing?.confidence ?? null,
        routingSource: routingSourceOf(turn),
        route: recorded.route ?? null,
      })
      .where(sql`${testAnswers.id} = (${latest})`)
    return
  }
  const intent = routedIntentOf(turn)
  await db.insert(testAnswers).values({
    surveyId,
    uniqueQuestionId: recorded.unique_question_id,
    text: recorded.raw,
    intent,
    confidence: turn.routing?.confidence ?? null,
    routingSource: routingSourceOf(turn),
    route: recorded.route ?? null,
    testedBy,
  })
}

/** As listBlockAnswers, for test answers: newest first, optional substring, the newest `cap` only. */
export async function listBlockTestAnswers(
  db: Db,
  surveyId: string,
  questionId: string,
  q?: string,
  cap = ANSWER_LIST_CAP,
): Promise<StoredAnswer[]> {
  const where = [eq(testAnswers.surveyId, surveyId), eq(testAnswers.uniqueQuestionId, questionId)]
  if (q) where.push(sql`strpos(lower(${testAnswers.text}), lower(${q})) > 0`)
  const rows = await db
    .select({
      id: testAnswers.id,
      text: testAnswers.text,
      intent: testAnswers.intent,
      confidence: testAnswers.confidence,
      routingSource: testAnswers.routingSource,
      route: testAnswers.route,
      createdAt: testAnswers.createdAt,
    })
    .from(testAnswers)
    .where(and(...where))
    .orderBy(desc(testAnswers.createdAt), desc(testAnswers.id))
    .limit(cap)
  return rows.map((r) => ({
    source: 'test',
    id: Number(r.id),
    text: r.text,
    intent: r.intent,
    confidence: r.confidence,
    routing_source: asRoutingSource(r.routingSource),
    route: r.route,
    created_on: new Date(r.createdAt).getTime(),
  }))
}
