// node --import tsx reliability/load.ts — issue #10 "Load": 200 concurrent live respondents play
// the seeded Tatort game for 60 s against one real server process, on the embedded database
// (PGlite) and on PostgreSQL. Zero errors expected; p50/p99 per call recorded; exit code 1 on
// any error. Results: reliability/results/load.json; docs/reliability/load.md.
// Env: LOAD_SECONDS=60  LOAD_RESPONDENTS=200  LOAD_WARMUP_SECONDS=5  LOAD_THINK_MS=3000 (pause before each answer, ±50 %)
//      LOAD_DBS=pglite,postgres  LOAD_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres
//      LOAD_OUT=reliability/results/load.json
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname } from 'node:path'
import { freshPostgres } from '../bench/launch/freshPostgres'
import { createHttpClient } from '../bench/launch/httpClient'
import { tatortSurveyIds } from '../bench/launch/playTatort'
import { runPlayers } from '../bench/launch/runPlayers'
import { type DbChoice, startServer } from '../bench/launch/serverProcess'

const env = process.env
const seconds = Number(env.LOAD_SECONDS ?? 60)
const respondents = Number(env.LOAD_RESPONDENTS ?? 200)
const warmup = Number(env.LOAD_WARMUP_SECONDS ?? 5)
const thinkMs = Number(env.LOAD_THINK_MS ?? 3000)
const dbs = (env.LOAD_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as DbChoice['kind'][]
const adminUrl = env.LOAD_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const out = env.LOAD_OUT ?? 'reliability/results/load.json'
const load = () => loadavg().map((x) => Math.round(x * 100) / 100)

const runs = []
for (const [i, kind] of dbs.entries()) {
  const pg = kind === 'postgres' ? await freshPostgres(adminUrl, 'reliability_load') : undefined
  const server = await startServer(pg ? { kind, url: pg.url } : { kind: 'pglite' }, 3500 + i)
  try {
    // One socket per respondent, as 200 browsers would hold.
    const client = createHttpClient(server.base, respondents)
    const surveyIds = await tatortSurveyIds(client)
    const loadBefore = load()
    const result = await runPlayers(client, surveyIds, {
      concurrency: respondents,
      warmupMs: warmup * 1000,
      durationMs: seconds * 1000,
      thinkMs,
    })
    client.close()
    const row = { database: kind, thinkMs, ...result, loadBefore, loadAfter: load() }
    runs.push(row)
    console.log(
      `${kind.padEnd(8)} ${respondents} respondents ${seconds} s: ${result.turnsPerSecond} turns/s  turn p50 ${result.turn.p50} ms  p99 ${result.turn.p99} ms  ` +
        `register p99 ${result.register.p99} ms  errors ${result.errors} ${JSON.stringify(result.statuses)}  load ${loadBefore.join(' ')} -> ${row.loadAfter.join(' ')}`,
    )
    if (result.errorSamples.length > 0) console.log(result.errorSamples)
  } finally {
    await server.stop()
    await pg?.drop()
  }
}

mkdirSync(dirname(out), { recursive: true })
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: cpus().length, model: cpus()[0]?.model },
      settings: { seconds, respondents, warmupSeconds: warmup, thinkMs },
      expectation: 'zero errors',
      runs,
    },
    null,
    2,
  )}\n`,
)
const errors = runs.reduce((sum, r) => sum + r.errors, 0)
console.log(errors === 0 ? 'load: zero errors' : `load: ${errors} errors`)
process.exitCode = errors === 0 ? 0 : 1
