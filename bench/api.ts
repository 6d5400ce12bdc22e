// npm run bench:api — HTTP throughput of login, a read and a write against a bare Fastify route
// in the same process and run (ratios, not absolute numbers, are what carry across machines).
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/database'
import { DEMO_USER, seedDemoContent } from '../server/db/seed'

const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 10

interface Row {
  name: string
  requestsPerSecond: number
  latencyP50: number
  latencyP99: number
  errors: number
  non2xx: number
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options })
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
  console.log(
    `${name.padEnd(34)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.latencyP50} ms  p99 ${row.latencyP99} ms  non-2xx ${row.non2xx}`,
  )
  return row
}

const url = process.env.BENCH_DATABASE_URL
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' })
await seedDemoContent(database.db)
const app = await buildApp({ database, jwtSecret: 'bench-secret-key-that-is-long-enough-012345' })
const base = await app.listen({ port: 0, host: '127.0.0.1' })
const bare = Fastify()
bare.get('/bare', async () => ({ ok: true }))
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' })

const json = { 'content-type': 'application/json' }
const login = await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  })
).json()
const auth = { ...json, authorization: `Bearer ${login.token}` }
const surveys = await (await fetch(`${base}/api/surveys`, { headers: auth })).json()
const surveyId: string = surveys.surveys[0].survey_id
const dialog = await (
  await fetch(`${base}/api/dialog`, { method: 'POST', headers: auth, body: JSON.stringify({ survey_id: surveyId }) })
).json()
const blockId: string = dialog.all_questions[0].unique_question_id

console.log(`bench:api on ${database.kind}, ${DURATION} s per run, ${CONNECTIONS} connections`)
const rows = [
  await measure('bare Fastify route (baseline)', { url: `${bareBase}/bare` }),
  await measure('POST /api/login', {
    url: `${base}/api/login`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  }),
  await measure('POST /api/dialog (read)', {
    url: `${base}/api/dialog`,
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ survey_id: surveyId }),
  }),
  await measure('POST /api/update_survey_blocks (write)', {
    url: `${base}/api/update_survey_blocks`,
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      survey_id: surveyId,
      action: 'update',
      unique_question_id: blockId,
      changed_values: { context: 'Wie geht es Ihnen heute?' },
    }),
  }),
]
const baseline = rows[0] as Row
const results = {
  generated: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model },
  database: database.kind,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  rows: rows.map((r) => ({ ...r, ratioToBare: Number((r.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)) })),
}
writeFileSync(new URL(`./api-results-${database.kind}.json`, import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
await app.close()
await bare.close()
await database.close()
