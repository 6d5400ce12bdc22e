import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { conversations, liveRespondents } from '../db/schema'
import { COUNTED_TYPES, type IntentCount, type ValueCount } from '../services/export/blockSummary'
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
 * page of 250 respondents' transcripts (~15,000 rows) made turns wait behind it, and 100 still
 * ~40 ms (bench:isolation "export"); 25 keeps each read near 10 ms.
 */
export const EXPORT_PAGE_SIZE = 25

/**
 * Respondents per read of the answer statistics (the "Blöcke" sheet's counts and the columns).
 * One aggregate over a whole dialog's answers held PGlite's connection ~0.2 s for 10,000
 * respondents, and every turn waited behind it (bench:isolation "export"); a page of 250 still
 * 7-30 ms. A page of 100 is a short read, and `pace` spreads the pages out.
 */
export const EXPORT_STATS_PAGE_SIZE = 100

export interface ExportSourceOptions {
  /** Respondents per page of the sheets. */
  pageSize?: number
  /** Respondents per read of the statistics. */
  statsPageSize?: number
  /** Awaited before each read of the statistics (server/workers/dutyCycle.ts). */
  pace?: () => Promise<void>
}

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
 * The statistics count the answers of the same respondents the sheets list, page by page.
 */
export async function openExportSource(
  db: Db,
  surveyId: string,
  {
    pageSize = EXPORT_PAGE_SIZE,
    statsPageSize = EXPORT_STATS_PAGE_SIZE,
    pace = async () => {},
  }: ExportSourceOptions = {},
): Promise<ExportSource> {
  const until = new Date()
  const blocks = await listBlocks(db, surveyId)
  const connections = await listConnections(db, surveyId)
  // Only these blocks' answers are counted by value: 10,000 different open texts would all come back.
  const countedIds = blocks.filter((b) => COUNTED_TYPES.has(b.type)).map((b) => b.unique_question_id)
  const counted = new Set(countedIds)

  /** One page of conversations after `after`; the cursor is the timestamp as text, exact to the microsecond. */
  const conversationPage = (after: Cursor | null, size: number) =>
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
      .limit(size)

  async function* pagesOfRespondents(size = pageSize): AsyncGenerator<ExportRespondent[]> {
    let after: Cursor | null = null
    for (;;) {
      const rows = await conversationPage(after, size)
      if (rows.length === 0) return
      yield rows.map(({ cursor: _cursor, ...r }) => r)
      const last = rows[rows.length - 1]
      if (!last || rows.length < size) return
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

  /** The answers of a page of respondents, counted by block, intent and value. */
  const perRespondentGroups = (ids: readonly number[]) =>
    db
      .execute(
        sql`
    SELECT x.unique_question_id AS "uniqueQuestionId", x.intent,
      CASE WHEN x.unique_question_id = ANY(ARRAY[${sql.join(
        countedIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) THEN x.value END AS value,
      count(*)::int AS count
    FROM unnest(ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]) AS r(id)
    CROSS JOIN LATERAL (SELECT * FROM answers t WHERE t.respondent_id = r.id AND t.survey_id = ${surveyId}) x
    GROUP BY 1, 2, 3`,
      )
      .then(
        (result) =>
          (
            result as unknown as {
              rows: { uniqueQuestionId: string; intent: string | null; value: unknown; count: number }[]
            }
          ).rows,
      )

  // Per block: answers by intent, and for counted blocks by value, summed over pages of respondents.
  const intentCounts = new Map<string, IntentCount>()
  const valueCounts = new Map<string, ValueCount>()
  await pace()
  for await (const respondents of pagesOfRespondents(statsPageSize)) {
    const rows = await perRespondentGroups(respondents.map((r) => r.id))
    for (const row of rows) {
      const intentKey = JSON.stringify([row.uniqueQuestionId, row.intent])
      const i = intentCounts.get(intentKey) ?? { uniqueQuestionId: row.uniqueQuestionId, intent: row.intent, count: 0 }
      intentCounts.set(intentKey, { ...i, count: i.count + row.count })
      if (!counted.has(row.uniqueQuestionId)) continue
      const valueKey = JSON.stringify([row.uniqueQuestionId, row.value])
      const v = valueCounts.get(valueKey) ?? { uniqueQuestionId: row.uniqueQuestionId, value: row.value, count: 0 }
      valueCounts.set(valueKey, { ...v, count: v.count + row.count })
    }
    await pace()
  }
  const intents = [...intentCounts.values()]
  const values = [...valueCounts.values()]
  const stats = new Map<string, { uniqueQuestionId: string; answered: number; withIntent: boolean }>()
  for (const i of intents) {
    const s = stats.get(i.uniqueQuestionId) ?? { uniqueQuestionId: i.uniqueQuestionId, answered: 0, withIntent: false }
    stats.set(i.uniqueQuestionId, {
      ...s,
      answered: s.answered + i.count,
      withIntent: s.withIntent || i.intent !== null,
    })
  }

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
