import type {
  ConversationStatus,
  OpenAnswersResponse,
  TranscriptResponse,
  TranscriptsResponse,
} from '@engine/api/analyse'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { idleCutoff, lastActiveAt, statusOf } from './analyseStatus'

interface Page {
  offset: number
  limit: number
}

const ms = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).getTime())
const and = (parts: SQL[]) => sql.join(parts, sql` AND `)

export async function blockExists(db: Db, surveyId: string, questionId: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM blocks WHERE survey_id = ${surveyId} AND unique_question_id = ${questionId}`),
  )
  return rows.length > 0
}

/**
 * One block's answers as text, newest first. Search is a case-insensitive substring (strpos, so
 * `%` and `_` in the query are plain characters); intent '' means "no intent".
 */
export async function openAnswers(
  db: Db,
  surveyId: string,
  questionId: string,
  filter: Page & { q?: string; intent?: string },
): Promise<OpenAnswersResponse> {
  const text = sql`CASE WHEN jsonb_typeof(value) = 'string' THEN value #>> '{}' ELSE value::text END`
  const where: SQL[] = [sql`survey_id = ${surveyId}`, sql`unique_question_id = ${questionId}`]
  if (filter.q) where.push(sql`strpos(lower(${text}), lower(${filter.q})) > 0`)
  if (filter.intent !== undefined) where.push(sql`coalesce(intent, '') = ${filter.intent}`)
  const total =
    rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM answers WHERE ${and(where)}`))[0]?.n ?? 0
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    SELECT respondent_id, ${text} AS text, intent, confidence, routing_source, created_at FROM answers WHERE ${and(where)}
    ORDER BY created_at DESC, respondent_id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  )
  return {
    total: Number(total),
    items: rows.map((r) => ({
      respondent_id: Number(r.respondent_id),
      text: String(r.text),
      intent: (r.intent as string | null) ?? null,
      confidence: r.confidence === null ? null : Number(r.confidence),
      routing_source: r.routing_source === 'llm' || r.routing_source === 'offline' ? r.routing_source : null,
      created_on: ms(r.created_at) as number,
    })),
  }
}

export interface TranscriptsFilter extends Page {
  finished?: 'true' | 'false'
  status?: ConversationStatus
  from?: string
  to?: string
  intent?: string
}

/**
 * Conversations newest first, each with its status at `now` (analyseStatus.ts); `from`/`to`
 * compare the day the conversation started on in `timeZone` (the viewer's).
 */
export async function transcripts(
  db: Db,
  surveyId: string,
  filter: TranscriptsFilter,
  now: Date,
  timeZone: string,
): Promise<TranscriptsResponse> {
  const day = sql`(c.started_at AT TIME ZONE ${timeZone}::text)::date`
  const where: SQL[] = [sql`c.survey_id = ${surveyId}`]
  if (filter.finished === 'true' || filter.status === 'finished') where.push(sql`c.finished_at IS NOT NULL`)
  if (filter.finished === 'false' || filter.status === 'running' || filter.status === 'aborted')
    where.push(sql`c.finished_at IS NULL`)
  if (filter.status === 'running') where.push(sql`${lastActiveAt} > ${idleCutoff(now)}::timestamptz`)
  if (filter.status === 'aborted') where.push(sql`${lastActiveAt} <= ${idleCutoff(now)}::timestamptz`)
  if (filter.from) where.push(sql`${day} >= ${filter.from}::date`)
  if (filter.to) where.push(sql`${day} <= ${filter.to}::date`)
  if (filter.intent !== undefined) {
    where.push(
      sql`EXISTS (SELECT 1 FROM answers a WHERE a.respondent_id = c.respondent_id AND a.survey_id = c.survey_id AND a.intent = ${filter.intent})`,
    )
  }
  const total =
    rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM conversations c WHERE ${and(where)}`))[0]
      ?.n ?? 0
  // The page first, then its message counts: counting all conversations' messages would read every row.
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    WITH page AS (
      SELECT c.respondent_id, c.survey_id, c.started_at, c.finished_at, c.current_question_id FROM conversations c WHERE ${and(where)}
      ORDER BY c.started_at DESC, c.respondent_id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}
    )
    SELECT c.*, (SELECT count(*) FROM chat_messages m WHERE m.respondent_id = c.respondent_id AND m.survey_id = ${surveyId})::int AS messages,
      ${lastActiveAt} AS last_active_at, ${statusOf(now)} AS status
    FROM page c ORDER BY c.started_at DESC, c.respondent_id DESC`),
  )
  return {
    total: Number(total),
    items: rows.map((r) => ({
      respondent_id: Number(r.respondent_id),
      started_on: ms(r.started_at) as number,
      finished_on: ms(r.finished_at),
      last_active_on: ms(r.last_active_at) as number,
      status: r.status as ConversationStatus,
      messages: Number(r.messages),
      current_question_id: r.finished_at === null ? ((r.current_question_id as string | null) ?? null) : null,
    })),
  }
}

/** One conversation as chat, in the order it was written (ids keep it); null if it does not exist. */
export async function transcript(db: Db, surveyId: string, respondentId: number): Promise<TranscriptResponse | null> {
  const exists = rowsOf(
    await db.execute(
      sql`SELECT 1 FROM conversations WHERE survey_id = ${surveyId} AND respondent_id = ${respondentId}`,
    ),
  )
  if (exists.length === 0) return null
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    SELECT m.user_or_bot, m.type, m.context, m.unique_question_id, m.created_at, f.rating FROM chat_messages m
    LEFT JOIN message_feedback f ON f.chat_message_id = m.id
    WHERE m.survey_id = ${surveyId} AND m.respondent_id = ${respondentId} ORDER BY m.id`),
  )
  return {
    respondent_id: respondentId,
    messages: rows.map((r) => ({
      user_or_bot: r.user_or_bot as 'bot' | 'user',
      type: String(r.type),
      context: String(r.context),
      unique_question_id: (r.unique_question_id as string | null) ?? null,
      created_on: ms(r.created_at) as number,
      feedback: r.rating == null ? null : Number(r.rating) > 0 ? 'up' : 'down',
    })),
  }
}
