// npm run bench:checkpoints — what the embedded database's checkpoints cost the respondents
// (docs/benchmarks.md "The embedded database's background writer"). `--players` respondents
// play Tatort against one real server process on a seeded PGlite folder for `--seconds`; the
// server checkpoints every `--wal-mb` MB of WAL and logs each on stderr (with its time and
// length). Prints the answers' p50/p99/p99.9/max and every answer over `--slow-ms` with the time
// it was sent, to line up with the checkpoint lines. Compare two commits side by side by running
// it from two checkouts, alternately.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHttpClient } from '../launch/httpClient'
import { tatortSurveyIds } from '../launch/playTatort'
import { startRespondents } from './respondents'
import { startServer } from './server'
import { seedDatabase } from './seed'

const given = new Map(
  process.argv.slice(2).map((arg) => {
    const match = /^--([a-z-]+)=(-?\d+)$/.exec(arg)
    if (!match)
      throw new Error(
        `unknown argument ${arg}: --players=96 --seconds=270 --wal-mb=128 --slow-ms=150 --nice=-10 (root: the server before the machine's other work)`,
      )
    return [match[1] as string, Number(match[2])]
  }),
)
const players = given.get('players') ?? 96
const seconds = given.get('seconds') ?? 270
const slowMs = given.get('slow-ms') ?? 150
process.env.PGLITE_CHECKPOINT_WAL_MB = String(given.get('wal-mb') ?? 128)
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const at = (sorted: readonly number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)

const dataDir = mkdtempSync(join(tmpdir(), 'checkpoints-bench-'))
try {
  await seedDatabase({ kind: 'pglite' }, dataDir)
  const server = await startServer({ kind: 'pglite' }, dataDir, 3592, given.get('nice') ?? 0)
  const client = createHttpClient(server.base, players)
  const respondents = startRespondents(client, await tatortSurveyIds(client), players, 500)
  await sleep(10_000)
  const from = performance.now()
  const fromWall = Date.now()
  await sleep(seconds * 1000)
  const answers = respondents.log.between(from, performance.now()).filter((s) => s.status < 300)
  for (const s of answers)
    if (s.ms > slowMs)
      console.log(`slow: sent ${new Date(fromWall + (s.at - from)).toISOString()}, ${Math.round(s.ms)} ms`)
  const ms = answers.map((s) => s.ms).sort((a, b) => a - b)
  console.log(
    `${players} respondents, ${seconds} s: ${ms.length} answers, p50 ${at(ms, 0.5)} · p99 ${at(ms, 0.99)} · p99.9 ${at(ms, 0.999)} · max ${at(ms, 1)} ms; ${ms.filter((m) => m > slowMs).length} over ${slowMs} ms`,
  )
  await respondents.stop()
  client.close()
  await server.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
