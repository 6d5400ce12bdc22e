// npm run bench:launch — launch rush on the seeded Tatort game (issue #10): many players play
// the walkthrough against ONE real server process, on PGlite and on PostgreSQL; sustained chat
// turns/s and p50/p99 per database, next to the same server's GET /api/health as the baseline,
// and the floor: bare Fastify + one INSERT per request on the same database (floorServer.ts).
// Env: LAUNCH_DBS=pglite,postgres  LAUNCH_CONCURRENCY=32 (comma list)  LAUNCH_SECONDS=20  LAUNCH_FLOOR=false (no floor)
//      LAUNCH_WARMUP_SECONDS=5  LAUNCH_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres
//      LAUNCH_CPU_PROF=dir (the server writes a CPU profile there)  LAUNCH_OUT=bench/launch-results.json
//      LAUNCH_FSYNC_MS=3 (PGlite: every fsync of the server takes at least that long, bench/launch/slowDisk.mjs)
//      LAUNCH_NODE_ARGS='--max-semi-space-size=64' (Node's flags for the server process, beside those of `npm start`)
//      LAUNCH_CLIENT=fetch (the players and the floor call through global fetch instead of node:http)
//      LAUNCH_FLOOR_READ=true (beside the floor, the floor of a turn that reads: a state of a turn's answer's size read and answered, one row written)
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { type LoopResult, measureBaseline, measureFloor } from './baseline'
import { cpuDuring } from './cpuTime'
import { freshPostgres } from './freshPostgres'
import { createFetchClient, createHttpClient, type HttpClient } from './httpClient'
import { tatortSurveyIds } from './playTatort'
import { runPlayers } from './runPlayers'
import { type DbChoice, startServer } from './serverProcess'

const env = process.env
const dbs = (env.LAUNCH_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as DbChoice['kind'][]
const levels = (env.LAUNCH_CONCURRENCY ?? '32').split(',').map(Number)
const seconds = Number(env.LAUNCH_SECONDS ?? 20)
const warmup = Number(env.LAUNCH_WARMUP_SECONDS ?? 5)
const adminUrl = env.LAUNCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const out = env.LAUNCH_OUT ?? 'bench/launch-results.json'
const load = () => loadavg().map((x) => Math.round(x * 100) / 100)

const floorOn = env.LAUNCH_FLOOR !== 'false'
const floorReadOn = env.LAUNCH_FLOOR_READ === 'true'
/** `node` (default): a lean node:http client; `fetch`: global fetch, as issue #31 measured. */
const clientKind = env.LAUNCH_CLIENT === 'fetch' ? 'fetch' : 'node'
const clientFor = (base: string, sockets: number): HttpClient =>
  clientKind === 'fetch' ? createFetchClient(base) : createHttpClient(base, sockets)

type FloorResult = LoopResult & { cpuPerRequest: { serverMs: number; postgresMs: number } }

interface Run {
  database: DbChoice['kind']
  concurrency: number
  turnsPerSecond: number
  floor?: FloorResult
  turnsPerSecondOverFloor?: number
  floorRead?: FloorResult
  turnsPerSecondOverFloorRead?: number
  [more: string]: unknown
}
const runs: Run[] = []
for (const [i, kind] of dbs.entries()) {
  const pg = kind === 'postgres' ? await freshPostgres(adminUrl, 'launch_bench') : undefined
  const prof = env.LAUNCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.LAUNCH_CPU_PROF}`] : []
  const slowDisk = env.LAUNCH_FSYNC_MS ? [`--import=${fileURLToPath(new URL('./slowDisk.mjs', import.meta.url))}`] : []
  const extra = env.LAUNCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = await startServer(pg ? { kind, url: pg.url } : { kind: 'pglite' }, 3400 + i, [
    ...prof,
    ...slowDisk,
    ...extra,
  ])
  try {
    for (const concurrency of levels) {
      const client = clientFor(server.base, concurrency)
      const surveyIds = await tatortSurveyIds(client)
      const loadBefore = load()
      const baseline = await measureBaseline(client, concurrency, Math.min(5, seconds) * 1000)
      const cpu = cpuDuring(server.pid, pg?.url, warmup * 1000, seconds * 1000)
      const players = await runPlayers(client, surveyIds, {
        concurrency,
        warmupMs: warmup * 1000,
        durationMs: seconds * 1000,
      })
      client.close()
      const { serverMs, postgresMs } = await cpu
      const turns = Math.max(1, players.turns)
      // A turn's share of the registrations (one per nine turns) is included.
      const cpuPerTurn = { serverMs: round(serverMs / turns), postgresMs: round(postgresMs / turns) }
      const row = {
        database: kind,
        ...players,
        cpuPerTurn,
        baseline,
        turnP99OverBaselineP99: round(players.turn.p99 / baseline.latency.p99),
        loadBefore,
        loadAfter: load(),
      }
      runs.push(row)
      console.log(
        `${kind.padEnd(8)} c=${concurrency}  ${players.turnsPerSecond} turns/s  p50 ${players.turn.p50} ms  p99 ${players.turn.p99} ms  ` +
          `errors ${players.errors}  cpu/turn server ${cpuPerTurn.serverMs} ms + pg ${cpuPerTurn.postgresMs} ms  (health ${baseline.requestsPerSecond} req/s, p99 ${baseline.latency.p99} ms)  load ${loadBefore.join(' ')} -> ${row.loadAfter.join(' ')}`,
      )
      if (players.errorSamples.length > 0) console.log(players.errorSamples)
    }
  } finally {
    await server.stop()
    await pg?.drop()
  }
  if (floorOn) await measureFloors(kind, 3450 + i)
}

/**
 * The floor beside the app (issue #31): bare Fastify and one INSERT per request on the same kind of
 * database (bench/launch/floorServer.ts), the same client and number of callers, right after the
 * app's runs on a fresh database; each level's row gets it and the ratio of turns to floor requests.
 */
async function measureFloors(kind: DbChoice['kind'], port: number): Promise<void> {
  const pg = kind === 'postgres' ? await freshPostgres(adminUrl, 'launch_floor') : undefined
  const floor = await startServer(
    pg ? { kind, url: pg.url } : { kind: 'pglite' },
    port,
    [],
    'bench/launch/floorServer.ts',
  )
  try {
    for (const concurrency of levels) {
      const row = runs.find((r) => r.database === kind && r.concurrency === concurrency)
      const result = await floorRun(floor, pg?.url, concurrency, '/floor')
      if (row) {
        row.floor = result
        row.turnsPerSecondOverFloor = round(row.turnsPerSecond / Math.max(1, result.requestsPerSecond))
      }
      console.log(
        `${kind.padEnd(8)} c=${concurrency}  floor ${floorLine(result)}` +
          (row ? `  turns/floor ${row.turnsPerSecondOverFloor}` : ''),
      )
      if (!floorReadOn) continue
      const read = await floorRun(floor, pg?.url, concurrency, '/floor-read')
      if (row) {
        row.floorRead = read
        row.turnsPerSecondOverFloorRead = round(row.turnsPerSecond / Math.max(1, read.requestsPerSecond))
      }
      console.log(
        `${kind.padEnd(8)} c=${concurrency}  floor with a read ${floorLine(read)}  over the floor ${round(read.requestsPerSecond / Math.max(1, result.requestsPerSecond))}` +
          (row ? `  turns/floor-read ${row.turnsPerSecondOverFloorRead}` : ''),
      )
    }
  } finally {
    await floor.stop()
    await pg?.drop()
  }
}

/** One floor endpoint in a closed loop after a warm-up, with the CPU per request of the server and PostgreSQL. */
async function floorRun(
  floor: { base: string; pid: number },
  pgUrl: string | undefined,
  concurrency: number,
  path: '/floor' | '/floor-read',
): Promise<FloorResult> {
  const client = clientFor(floor.base, concurrency)
  await measureFloor(client, concurrency, warmup * 1000, path)
  const cpu = cpuDuring(floor.pid, pgUrl, 0, seconds * 1000)
  const result = await measureFloor(client, concurrency, seconds * 1000, path)
  client.close()
  const { serverMs, postgresMs } = await cpu
  const requests = Math.max(1, result.requestsPerSecond * seconds)
  return {
    ...result,
    cpuPerRequest: { serverMs: round(serverMs / requests), postgresMs: round(postgresMs / requests) },
  }
}

function floorLine(r: FloorResult): string {
  return `${r.requestsPerSecond} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  cpu/request server ${r.cpuPerRequest.serverMs} ms + pg ${r.cpuPerRequest.postgresMs} ms`
}

const goal = { turnsPerSecond: 500, p99Ms: 100, database: 'postgres' }
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: cpus().length, model: cpus()[0]?.model },
      settings: {
        seconds,
        warmupSeconds: warmup,
        levels,
        client: clientKind,
        ...(env.LAUNCH_FSYNC_MS && { fsyncMs: Number(env.LAUNCH_FSYNC_MS) }),
        ...(env.PGLITE_GROUP_COMMIT && { pgliteGroupCommit: env.PGLITE_GROUP_COMMIT }),
      },
      goal,
      runs,
    },
    null,
    2,
  )}\n`,
)
console.log(`written to ${out}`)

function round(x: number): number {
  return Math.round(x * 100) / 100
}
