// npm run bench:bounds — issue #27 item 1: one editor's big edit against the embedded database,
// timed end to end through app.inject (BENCH_DB=postgres with TEST_DATABASE_URL for PostgreSQL): a restore of n
// block creates, /structure with n connections, and GET /versions/{v} of the version the
// restore made, each with the longest time the event loop was held in one piece meanwhile (what a
// respondent's turn would have waited for). Prints JSON; docs/benchmarks.md "Bounded editor work" has the figures.
import { performance } from 'node:perf_hooks'
import { api } from '../../tests/support/fixtures'
import { startTestApp } from '../../tests/support/testApp'
import { insertSurvey, insertUser } from '../../tests/support/insertSurvey'
import { insertDialog } from '../../tests/support/insertDialog'

const sizes = (process.env.BENCH_SIZES ?? '2500,4000').split(',').map(Number)
const connectionCount = Number(process.env.BENCH_CONNECTIONS ?? 10_000)

// PGlite in its own thread, as the server runs it: the event loop holds only the app's own work.
process.env.PGLITE_THREAD ??= '1'
const t = await startTestApp(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite')
const owner = await insertUser(t.database.db, 'bench-bounds@example.org')
const results: Record<string, { ms: number; longestStallMs: number }> = {}

/** The longest gap between ticks of a 1 ms timer while `work` runs: the event loop held in one piece. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stall: number }> {
  let last = performance.now()
  let stall = 0
  const probe = setInterval(() => {
    const now = performance.now()
    stall = Math.max(stall, now - last)
    last = now
  }, 1)
  try {
    const value = await work()
    stall = Math.max(stall, performance.now() - last)
    return { value, stall }
  } finally {
    clearInterval(probe)
  }
}

async function timed(label: string, run: () => Promise<{ statusCode: number; body: string }>) {
  const start = performance.now()
  const { value: res, stall } = await longestStall(run)
  const ms = Math.round(performance.now() - start)
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`)
  results[label] = { ms, longestStallMs: Math.round(stall) }
  console.log(label, ms, 'ms; event loop held at most', Math.round(stall), 'ms')
}

for (const n of sizes) {
  const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
  await insertDialog(t.database.db, surveyId, { blocks: [{ unique_question_id: 'start', type: 'open' }] })
  const changes = Array.from({ length: n }, (_, i) => ({
    kind: 'block.create',
    block: { unique_question_id: `r${i}`, survey_id: surveyId, type: 'message', context: `Text ${i}`, order: i + 1 },
    at: { index: i + 1, after: i === 0 ? 'start' : `r${i - 1}` },
  }))
  await timed(`restore of ${n} block creates`, () =>
    api(t.app, owner.id).post(`/api/surveys/${surveyId}/changes`, {
      change_id: `bench-${n}`,
      change: { kind: 'restore', version: 0, changes },
    }),
  )
  await timed(`GET the version it made (${n} blocks), first`, () =>
    api(t.app, owner.id).get(`/api/surveys/${surveyId}/versions/1`),
  )
  await timed(`GET the version it made (${n} blocks), again`, () =>
    api(t.app, owner.id).get(`/api/surveys/${surveyId}/versions/1`),
  )
}

{
  const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
  const blocks = Array.from({ length: 100 }, (_, i) => ({
    unique_question_id: `s${i}`,
    type: 'single_choice' as const,
  }))
  await insertDialog(t.database.db, surveyId, { blocks })
  const connections = Array.from({ length: connectionCount }, (_, i) => ({
    survey_id: surveyId,
    source: `s${i % 100}`,
    handle: `h${i}`,
    target: `s${(i + 1) % 100}`,
  }))
  await timed(`/structure with ${connectionCount} connections`, () =>
    api(t.app, owner.id).post(`/api/surveys/${surveyId}/structure`, { connections }),
  )
}
console.log(JSON.stringify(results, null, 2))
await t.close()
