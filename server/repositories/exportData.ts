import { and, asc, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, conversations, liveRespondents } from '../db/schema'
import { COUNTED_TYPES } from '../services/export/blockSummary'
import type {
  ExportAnswer,
  ExportMessage,
  ExportRespondent,
  ExportSource,
  RespondentPage,
} from '../services/export/exportSource'
import { listBlocks } from './blocks'
import { listConnections } from './surveyStructure'

/**
 * Respondents per page: their answers and transcript stay far below a few MB, and one page's read
 * is short. On PGlite every statement holds the one connection respondents' turns also need, so a
 * page of 250 respondents' transcripts (~15,000 rows) made turns wait behind it (bench:isolation
 * "export"); 100 keeps each read a few tens of milliseconds.
 */
export const EXPORT_PAGE_SIZE = 100

interface Cursor {
  startedAt: string
  id: number
}

/**
 * The excel export of a dialog, read in pages (keyset on start time and respondent id) rather
 * than in one transaction: a transaction would hold PGlite's only connection for the whole
 * download. Instead `until` (the export's start) bounds conversations and messages, so a
 * respondent who starts or answers while the download runs does not appear half. Whoever
 * deletes their data is gone from the tables (ON DELETE CASCADE), so from every page read after.
 */
export async function openExportSource(db: Db, surveyId: string, pageSize = EXPORT_PAGE_SIZE): Promise<ExportSource> {
  const until = new Date()
  const blocks = await listBlocks(db, surveyId)
  const connections = await listConnections(db, surveyId)
  const intents = await db
    .select({ uniqueQuestionId: answers.uniqueQuestionId, intent: answers.intent, count: count() })
    .from(answers)
    .where(eq(answers.surveyId, surveyId))
    .groupBy(answers.uniqueQuestionId, answers.intent)
  const countedIds = blocks.filter((b) => COUNTED_TYPES.has(b.type)).map((b) => b.unique_question_id)
  // Open answers are not grouped by text: 10,000 different texts would all come back.
  const values =
    countedIds.length === 0
      ? []
      : await db
          .select({ uniqueQuestionId: answers.uniqueQuestionId, value: answers.value, count: count() })
          .from(answers)
          .where(and(eq(answers.surveyId, surveyId), inArray(answers.uniqueQuestionId, countedIds)))
          .groupBy(answers.uniqueQuestionId, answers.value)
  const stats = new Map<string, { uniqueQuestionId: string; answered: number; withIntent: boolean }>()
  for (const i of intents) {
    const s = stats.get(i.uniqueQuestionId) ?? { uniqueQuestionId: i.uniqueQuestionId, answered: 0, withIntent: false }
    stats.set(i.uniqueQuestionId, {
      ...s,
      answered: s.answered + i.count,
      withIntent: s.withIntent || i.intent !== null,
    })
  }

  /** One page of conversations after `after`; the cursor is the timestamp as text, exact to the microsecond. */
  const conversationPage = (after: Cursor | null) =>
    db
      .select({
        id: liveRespondents.id,
        username: liveRespondents.username,
        startedAt: conversations.startedAt,
        finishedAt: conversations.finishedAt,
        cursor: sql<string>`${conversations.startedAt}::text`,
      })
      .from(conversations)
      .innerJoin(liveRespondents, eq(liveRespondents.id, conversations.respondentId))
      .where(
        and(
          eq(conversations.surveyId, surveyId),
          lte(conversations.startedAt, until),
          // Spelled out rather than as a row comparison, so `started_at >= cursor` is a range on
          // conversations_survey_idx and each page reads only the rows after the cursor.
          after
            ? sql`${conversations.startedAt} >= ${after.startedAt}::timestamptz and (${conversations.startedAt} > ${after.startedAt}::timestamptz or ${conversations.respondentId} > ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(conversations.startedAt), asc(conversations.respondentId))
      .limit(pageSize)

  async function* pagesOfRespondents(): AsyncGenerator<ExportRespondent[]> {
    let after: Cursor | null = null
    for (;;) {
      const rows = await conversationPage(after)
      if (rows.length === 0) return
      yield rows.map(({ cursor: _cursor, ...r }) => r)
      const last = rows[rows.length - 1]
      if (!last || rows.length < pageSize) return
      after = { startedAt: last.cursor, id: last.id }
    }
  }

  /**
   * Rows of `table` for a page of respondents, in page order. Written as a lateral join on
   * (respondent_id, survey_id) because `survey_id = ? AND respondent_id IN (...)` lets the
   * planner pick the survey index and scan the whole dialog for every page (seen on PGlite,
   * which never gathers statistics): quadratic in the number of respondents.
   */
  const perRespondent = <Row>(ids: readonly number[], columns: SQL, table: SQL, order: SQL) =>
    db
      .execute(
        sql`
    SELECT ${columns}
    FROM unnest(ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) WITH ORDINALITY AS r(id, n)
    CROSS JOIN LATERAL (SELECT * FROM ${table} t WHERE t.respondent_id = r.id AND t.survey_id = ${surveyId}) x
    ORDER BY r.n, ${order}`,
      )
      .then((result) => (result as unknown as { rows: Row[] }).rows)

  async function* respondentPages(): AsyncGenerator<RespondentPage> {
    for await (const respondents of pagesOfRespondents()) {
      const answerRows = await perRespondent<ExportAnswer>(
        respondents.map((r) => r.id),
        sql`x.respondent_id AS "respondentId", x.unique_question_id AS "uniqueQuestionId", x.value, x.intent`,
        sql`answers`,
        sql`x.unique_question_id`,
      )
      yield { respondents, answers: answerRows }
    }
  }

  async function* messagePages(): AsyncGenerator<ExportMessage[]> {
    for await (const respondents of pagesOfRespondents()) {
      const names = new Map(respondents.map((r) => [r.id, r.username]))
      const rows = await perRespondent<Omit<ExportMessage, 'username' | 'createdAt'> & { createdAtMs: number }>(
        respondents.map((r) => r.id),
        sql`x.respondent_id AS "respondentId", x.unique_question_id AS "uniqueQuestionId", x.user_or_bot AS "userOrBot", x.type, x.context,
          (extract(epoch FROM x.created_at) * 1000)::float8 AS "createdAtMs"`,
        sql`chat_messages`,
        sql`x.id`,
      )
      // `until` is applied here, not in SQL, to keep the query on the respondent index.
      yield rows
        .filter((m) => m.createdAtMs <= until.getTime())
        .map(({ createdAtMs, ...m }) => ({
          ...m,
          createdAt: new Date(createdAtMs),
          username: names.get(m.respondentId) ?? String(m.respondentId),
        }))
    }
  }

  return { blocks, connections, stats: [...stats.values()], values, intents, respondentPages, messagePages }
}
