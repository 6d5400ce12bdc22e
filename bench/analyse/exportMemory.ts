// Memory of the streamed excel export (docs/analyse.md "Excel-Export"): peak growth of heap and
// RSS while exporting a 10,000-respondent dialog, against a 100-respondent baseline. Flat
// means the large export grows memory by about as much as the small one, not 100 times more.
// Standalone: node --expose-gc --import tsx bench/analyse/exportMemory.ts [respondents...]
// (TEST_DATABASE_URL=postgres://... to measure on PostgreSQL instead of in-memory PGlite.)
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { Block } from '@engine/model'
import { count, eq } from 'drizzle-orm'
import type { Database, Db } from '../../server/db/database'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { insertBlockAt } from '../../server/repositories/blocks'
import { openExportSource } from '../../server/repositories/exportData'
import { writeExportWorkbook } from '../../server/services/export/writeWorkbook'
import { insertSurvey, insertUser } from '../../tests/support/insertSurvey'
import { openTestDatabase } from '../../tests/support/testDatabase'
import type { ExtraMeasurement } from './benchContext'

const MESSAGES_PER_RESPONDENT = 8
const BATCH = 500
const MB = 1024 * 1024

export interface ExportMemoryResult {
  respondents: number
  bytes: number
  ms: number
  peakHeapGrowthMB: number
  peakRssGrowthMB: number
  /** Live heap after a full GC, sampled while the file is written (needs --expose-gc). */
  peakRetainedHeapGrowthMB: number | null
}

/** A dialog with an open, a choice and a likert question and `respondents` who answered all. */
export async function seed(database: Database, respondents: number): Promise<string> {
  const db = database.db
  const owner = await insertUser(db, `bench_${respondents}_${Date.now()}@example.org`)
  const { surveyId } = await insertSurvey(db, { ownerId: owner.id, surveyName: `Export ${respondents}` })
  const block = (id: string, order: number, input: object) =>
    insertBlockAt(
      db,
      Block.parse({ unique_question_id: id, survey_id: surveyId, order, context: `Frage ${id}?`, ...input }),
      order,
    )
  await block('job', 0, { type: 'open' })
  await block('pet', 1, {
    type: 'single_choice',
    options: [
      { id: 'o1', label: 'Hund' },
      { id: 'o2', label: 'Katze' },
    ],
  })
  await block('mood', 2, { type: 'likert', likert_scale: 5 })
  for (let start = 0; start < respondents; start += BATCH) {
    const n = Math.min(BATCH, respondents - start)
    const rows = await db
      .insert(liveRespondents)
      .values(Array.from({ length: n }, (_, i) => ({ username: `r${start + i}_${surveyId}`, surveyIds: [surveyId] })))
      .returning({ id: liveRespondents.id })
    const ids = rows.map((r) => r.id)
    const at = (i: number, s = 0) => new Date(Date.UTC(2025, 0, 1) + (start + i) * 60_000 + s * 1000)
    await db
      .insert(conversations)
      .values(ids.map((id, i) => ({ respondentId: id, surveyId, startedAt: at(i), finishedAt: at(i, 50) })))
    await db.insert(answers).values(
      ids.flatMap((id, i) => [
        {
          respondentId: id,
          surveyId,
          uniqueQuestionId: 'job',
          value: `Antwort ${start + i}: ich arbeite seit vielen Jahren als Tischlerin in Kiel.`,
          intent: i % 2 ? 'handwerk' : null,
        },
        { respondentId: id, surveyId, uniqueQuestionId: 'pet', value: i % 2 ? 'o1' : 'o2' },
        { respondentId: id, surveyId, uniqueQuestionId: 'mood', value: String((i % 5) + 1) },
      ]),
    )
    await db.insert(chatMessages).values(
      ids.flatMap((id, i) =>
        Array.from({ length: MESSAGES_PER_RESPONDENT }, (_, m) => ({
          respondentId: id,
          surveyId,
          uniqueQuestionId: 'job',
          userOrBot: m % 2 ? ('user' as const) : ('bot' as const),
          type: 'open',
          context: `Nachricht ${m} von ${start + i}: ein Satz von üblicher Länge für einen Chatverlauf.`,
          createdAt: at(i, m),
        })),
      ),
    )
  }
  return surveyId
}

/** Exports into a sink that only counts bytes, sampling memory every 10 ms. */
export async function measureExport(db: Db, surveyId: string): Promise<ExportMemoryResult> {
  const counted = await db.select({ n: count() }).from(conversations).where(eq(conversations.surveyId, surveyId))
  const respondents = counted[0]?.n ?? 0
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const before = process.memoryUsage()
  let peakHeap = before.heapUsed
  let peakRss = before.rss
  const sample = () => {
    const now = process.memoryUsage()
    peakHeap = Math.max(peakHeap, now.heapUsed)
    peakRss = Math.max(peakRss, now.rss)
  }
  const timer = setInterval(sample, 10)
  let bytes = 0
  let chunks = 0
  let peakRetained = before.heapUsed
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length
      // Peak heapUsed includes garbage V8 has not collected yet; this is what the export holds.
      if (gc && ++chunks % 25 === 0) {
        gc()
        peakRetained = Math.max(peakRetained, process.memoryUsage().heapUsed)
      }
      setImmediate(done)
    },
  })
  const started = performance.now()
  await writeExportWorkbook(await openExportSource(db, surveyId), sink)
  const ms = performance.now() - started
  clearInterval(timer)
  sample()
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    respondents,
    bytes,
    ms: Math.round(ms),
    peakHeapGrowthMB: round((peakHeap - before.heapUsed) / MB),
    peakRssGrowthMB: round((peakRss - before.rss) / MB),
    peakRetainedHeapGrowthMB: gc ? round((peakRetained - before.heapUsed) / MB) : null,
  }
}

/**
 * Seeds one dialog per size into a fresh database, then exports the smallest first, as the
 * baseline. In-memory PGlite by default; with TEST_DATABASE_URL set, a scratch PostgreSQL
 * database next to it (PGlite's WASM memory grows with the data and blurs RSS).
 */
export async function exportMemory(sizes: readonly number[] = [100, 10_000]): Promise<ExportMemoryResult[]> {
  const database = await openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
  try {
    const surveys: string[] = []
    for (const n of sizes) surveys.push(await seed(database, n))
    const results: ExportMemoryResult[] = []
    for (const surveyId of surveys) results.push(await measureExport(database.db, surveyId))
    return results
  } finally {
    await database.close()
  }
}

/** For `npm run bench:analyse`: the same measurement on its seeded dialogs (10,000 and 100). */
export const excelExportMeasurement: ExtraMeasurement = {
  name: 'excel export memory',
  run: async (ctx) => ({
    baseline: await measureExport(ctx.db, ctx.baselineSurveyId),
    large: await measureExport(ctx.db, ctx.surveyId),
  }),
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  const results = await exportMemory(sizes.length ? sizes : undefined)
  console.table(results)
}
