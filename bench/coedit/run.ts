// npm run bench:coedit (issue #21, docs/design/coediting.md): the real server (buildApp, listening
// on a port) with N engine editors connected through the co-editing stream to one dialog; one edits,
// and the time until every other editor's state$ shows the edit is measured (goal: p95 under
// 150 ms with 2, 10 and 50 editors). Then 200 plain watchers of one dialog, with the process's
// memory per open stream. Baselines in the same run: the editor's POST /changes round trip with no
// stream open, and a bare node:http SSE fan-out to the same number of readers.
// BENCH_DATABASE_URL=postgres://... runs it on PostgreSQL (with LISTEN/NOTIFY), else PGlite.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/database'
import { DEMO_USER, seedDemoContent } from '../../server/db/seed'
import { startBareHub } from './bareHub'
import { measureBareHub, measureEditors, measurePostAlone, measureWatchers, seedBlocks, type Target } from './measure'
import { type CoeditResults, coeditMarkdown } from './report'

const EDITORS = (process.env.BENCH_EDITORS ?? '2,10,50').split(',').map(Number)
const EDITS = Number(process.env.BENCH_EDITS ?? 40)
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200)
const GOAL_P95_MS = 150

const url = process.env.BENCH_DATABASE_URL
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' })
await seedDemoContent(database.db)
const app = await buildApp({
  database,
  jwtSecret: 'bench-secret-key-that-is-long-enough-012345',
  logger: false,
  rateLimits: false,
  // One account plays every editor and watcher here: the per-account stream caps (10 per dialog,
  // docs/api/coediting.md "Limits") would refuse the 11th; the fan-out is what is measured.
  coediting: { maxStreamsPerScope: 10_000, maxStreamsPerAccount: 10_000 },
})
const base = await app.listen({ port: 0, host: '127.0.0.1' })

const json = { 'content-type': 'application/json' }
const login = (await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  })
).json()) as { token: string }
const created = (await (
  await fetch(`${base}/api/surveys`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ survey_name: `Bench Co-Editing ${Date.now()}` }),
  })
).json()) as { survey_id: string }
const target: Target = { base, token: login.token, surveyId: created.survey_id }
const block = await seedBlocks(target, 20)

console.log(
  `bench:coedit on ${database.kind}: ${EDITS} edits per run, editors ${EDITORS.join('/')}, ${WATCHERS} watchers`,
)
const postAlone = await measurePostAlone(target, block, EDITS)
console.log(`POST /changes round trip, no stream open: p50 ${postAlone.p50} ms  p99 ${postAlone.p99} ms`)
// Streams first: the memory per stream is measured before the editor runs leave garbage behind.
const hub = await startBareHub()
const bare = await measureBareHub(hub, WATCHERS, Math.max(10, Math.round(EDITS / 2)))
await hub.close()
console.log(
  `bare SSE hub, ${WATCHERS} readers: delivered p50 ${bare.delivered.p50} ms  p95 ${bare.delivered.p95} ms; ${bare.heapPerConnectionKb} KB heap, ${bare.rssPerConnectionKb} KB RSS per stream`,
)
const watchers = await measureWatchers(target, block, WATCHERS, Math.max(10, Math.round(EDITS / 2)))
console.log(
  `${WATCHERS} watchers: delivered p50 ${watchers.delivered.p50} ms  p95 ${watchers.delivered.p95} ms; ${watchers.heapPerConnectionKb} KB heap, ${watchers.rssPerConnectionKb} KB RSS per stream`,
)

const editors = []
for (const n of EDITORS) {
  const row = await measureEditors(target, block, n, EDITS)
  editors.push(row)
  console.log(
    `${String(n).padStart(3)} editors: visible p50 ${row.visible.p50} ms  p95 ${row.visible.p95} ms  in all p95 ${row.visibleInAll.p95} ms  (POST p50 ${row.postRoundTrip.p50} ms)`,
  )
}
const results = {
  generated: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model },
  database: database.kind,
  goalP95Ms: GOAL_P95_MS,
  postAlone,
  editors,
  watchers,
  bareHub: bare,
}
// One entry per database kind: a PGlite run keeps the last PostgreSQL run's numbers and the reverse.
const resultsFile = new URL('./results.json', import.meta.url)
const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {}
const all: Record<string, CoeditResults> = {}
for (const kind of ['pglite', 'postgres'])
  if (kind === database.kind) all[kind] = results
  else if (previous[kind]) all[kind] = previous[kind] as CoeditResults
writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`)

const docs = new URL('../../docs/benchmarks.md', import.meta.url)
const START = '<!-- bench:coedit start -->'
const END = '<!-- bench:coedit end -->'
const current = readFileSync(docs, 'utf8')
const from = current.indexOf(START)
const to = current.indexOf(END)
if (from >= 0 && to > from)
  writeFileSync(
    docs,
    `${current.slice(0, from + START.length)}\n${Object.values(all).map(coeditMarkdown).join('\n\n')}\n${current.slice(to)}`,
  )

await app.close()
await database.close()
