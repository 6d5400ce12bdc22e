// npm run bench:analyse — issue #9: the Analyse tab of a dialog with 10,000 respondents and 20
// blocks loads in under 1 s on the embedded database. Seeds it, times every Analyse call through
// app.inject (median of RUNS), and compares with a 100-respondent dialog in the same process.
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { buildApp } from '../../server/app'
import { createTokenIssuer } from '../../server/auth/tokens'
import { openDatabase } from '../../server/db/database'
import { ensureUser } from '../../server/repositories/users'
import type { AnalyseBenchContext } from './benchContext'
import { extraMeasurements, timedCalls } from './measurements'
import { BENCH_BLOCKS, seedAnalyseDialog } from './seed'

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 10_000)
const BASELINE = 100
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const TARGET_MS = 1000
const SECRET = 'bench-secret-key-that-is-long-enough-012345'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}
const round = (x: number) => Math.round(x * 10) / 10

const url = process.env.BENCH_DATABASE_URL
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' })
const app = await buildApp({ database, jwtSecret: SECRET })
const { db } = database
const owner = await ensureUser(db, {
  username: 'analyse-bench@example.org',
  passwordHash: 'bench-only',
  firstName: null,
  lastName: null,
})
const headers = {
  authorization: `Bearer ${createTokenIssuer(SECRET, Date.now).issue(owner.id, { fresh: true }).token}`,
}

const seedStart = performance.now()
const surveyId = await seedAnalyseDialog(db, owner.id, owner.username, RESPONDENTS)
const seedMs = performance.now() - seedStart
const baselineSurveyId = await seedAnalyseDialog(db, owner.id, owner.username, BASELINE)
// The seed held this process's event loop for seconds (PGlite runs in it here): let the overload
// guard take a calm sample first, or it sheds the first calls with 503 (docs/reliability/overload.md).
await new Promise((resolve) => setTimeout(resolve, 3000))
console.log(
  `bench:analyse on ${database.kind}: ${RESPONDENTS} respondents x ${BENCH_BLOCKS} blocks seeded in ${Math.round(seedMs)} ms, ${RUNS} runs per call`,
)

async function time(path: string): Promise<number> {
  const start = performance.now()
  const res = await app.inject({ method: 'GET', url: path, headers })
  const ms = performance.now() - start
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`)
  return ms
}

const rows = []
for (const call of timedCalls) {
  // One warm-up each: the first call pays for query planning and JIT, not for the data.
  await time(call.url(surveyId))
  await time(call.url(baselineSurveyId))
  const big: number[] = []
  const small: number[] = []
  for (let i = 0; i < RUNS; i++) {
    big.push(await time(call.url(surveyId)))
    small.push(await time(call.url(baselineSurveyId)))
  }
  const row = {
    name: call.name,
    onOpen: !!call.onOpen,
    medianMs: round(median(big)),
    maxMs: round(Math.max(...big)),
    baselineMedianMs: round(median(small)),
    ratio: round(median(big) / median(small)),
  }
  console.log(
    `${call.name.padEnd(40)} ${String(row.medianMs).padStart(7)} ms (max ${row.maxMs})   ${BASELINE} respondents ${row.baselineMedianMs} ms   × ${row.ratio}`,
  )
  rows.push(row)
}
const tabOpenMs = round(rows.filter((r) => r.onOpen).reduce((sum, r) => sum + r.medianMs, 0))
const pass = tabOpenMs < TARGET_MS
console.log(
  `Analyse tab opens (overview + blocks + transcripts): ${tabOpenMs} ms — target < ${TARGET_MS} ms: ${pass ? 'erreicht' : 'VERFEHLT'}`,
)

const ctx: AnalyseBenchContext = { app, db, headers, surveyId, baselineSurveyId }
const extra: Record<string, unknown> = {}
for (const m of extraMeasurements) extra[m.name] = await m.run(ctx)

writeFileSync(
  new URL('../analyse-results.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      database: database.kind,
      respondents: RESPONDENTS,
      blocks: BENCH_BLOCKS,
      baselineRespondents: BASELINE,
      runs: RUNS,
      seedMs: Math.round(seedMs),
      tabOpenMs,
      targetMs: TARGET_MS,
      pass,
      calls: rows,
      extra,
    },
    null,
    2,
  )}\n`,
)
await app.close()
await database.close()
if (!pass) process.exitCode = 1
