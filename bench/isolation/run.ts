// npm run bench:isolation — issue #27, item 8: do respondents wait for an editor? 32 respondents
// play Tatort against one real server process while one ordinary editor does, one at a time and
// each in its own window, the heavy things of the issue's table; a probe asks GET /api/health
// every 50 ms throughout. Per window: the respondents' p50/p95/p99, their 5xx and other errors,
// the probe's p99 and max, the editor's calls; a server that no longer answers after a window is
// killed and started again. Options: see options.ts (--db, --only, --window, --players, --think,
// --controls: a window with no editor right before each attack's, its ratio read against that one).
// The editor's side works in a thread of its own (editorThread.ts), not on the loop that times
// the respondents.
// Writes bench/isolation/results-<db>.json and prints the table of docs/benchmarks.md.
import { execSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freshPostgres } from '../launch/freshPostgres'
import { type HttpClient, createHttpClient } from '../launch/httpClient'
import { tatortSurveyIds } from '../launch/playTatort'
import type { Attack } from './attacks/attack'
import type { EditorCall } from './editorClient'
import { startEditorThread } from './editorThread'
import { parseOptions } from './options'
import { startProbe } from './probe'
import {
  GOAL,
  type WindowResult,
  controlName,
  healthFigures,
  markdownTable,
  respondentFigures,
  timeline,
  worstSeconds,
} from './report'
import { startRespondents } from './respondents'
import { type DbChoice, type ServerProcess, answersHealth, startServer } from './server'
import { seedDatabase } from './seed'

const options = parseOptions(process.argv.slice(2))
const windowMs = options.windowS * 1000
/** The editor's calls end this long before the window, so their after-effects fall inside it. */
const tailMs = Math.round(Math.min(5000, windowMs / 3))
/** After a window the server gets this long to answer /api/health before it is killed. */
const RECOVERY_MS = 10_000
const GAP_MS = 3000
/** How long the figures of a window wait for the respondents' calls still in flight at its end. */
const SETTLE_MS = 5000
const commit = execSync('git describe --always --dirty').toString().trim()
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const say = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`)

// Ctrl-C: exit, so the 'exit' hooks end the server processes (server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130))
mkdirSync(options.outDir, { recursive: true })
// The respondents and the probe are measured from here: they get the server's priority.
if (options.nice !== 0) setPriority(options.nice)
for (const [i, kind] of options.dbs.entries()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'isolation-bench-'))
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  process.once('exit', removeDataDir)
  const pg = kind === 'postgres' ? await freshPostgres(options.adminUrl, 'isolation_bench') : undefined
  const db: DbChoice = pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite' }
  try {
    const windows = await runDatabase(db, dataDir, 3500 + i)
    const table = markdownTable(kind === 'pglite' ? 'PGlite' : 'PostgreSQL', windows)
    const out = join(options.outDir, `results-${kind}.json`)
    const settings = { ...options, attacks: options.attacks.map((a) => a.name), tailMs, recoveryMs: RECOVERY_MS }
    const machine = { node: process.version, cpus: cpus().length, model: cpus()[0]?.model }
    const result = { date: new Date().toISOString(), commit, database: kind, machine, settings, goal: GOAL, windows }
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`)
    console.log(`\n${table}\n\nwritten to ${out}`)
  } finally {
    await pg?.drop()
    process.off('exit', removeDataDir)
    removeDataDir()
  }
}

/** The game's dialogs; a server just started may still shed (503) its first calls on a busy machine. */
async function surveyIds(client: HttpClient): Promise<readonly string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tatortSurveyIds(client)
    } catch (error) {
      if (attempt >= 10) throw error
      await sleep(1000)
    }
  }
}

async function runDatabase(db: DbChoice, dataDir: string, port: number): Promise<WindowResult[]> {
  let started = performance.now()
  say(`${db.kind}: seeding (editor, 10,000 respondents, 10,000 examples, dialogs)`)
  const seeded = await seedDatabase(db, dataDir)
  say(`${db.kind}: seeded in ${Math.round((performance.now() - started) / 1000)} s; starting the server`)
  let server: ServerProcess = await startServer(db, dataDir, port, options.nice)
  const base = server.base
  const players = createHttpClient(base, options.players)
  const probeClient = createHttpClient(base, 1)
  const respondents = startRespondents(players, await surveyIds(players), options.players, options.thinkMs)
  const probe = startProbe(probeClient)
  // The editor works in a thread of its own: its side's CPU does not delay the respondents' timing.
  const editorThread = startEditorThread({ base, seeded, thinkMs: options.thinkMs })
  const windows: WindowResult[] = []
  try {
    await sleep(options.warmupS * 1000)
    // With controls, every attack's window follows a window with no editor: its ratio is read
    // against that one (report.ts referenceOf).
    const plan: (Attack | { control: Attack } | 'baseline' | 'baseline-after')[] = [
      'baseline',
      ...options.attacks.flatMap((attack) => (options.controls ? [{ control: attack }, attack] : [attack])),
      'baseline-after',
    ]
    for (const step of plan) {
      const attack = typeof step === 'string' || 'control' in step ? undefined : step
      const control = typeof step === 'object' && 'control' in step ? step.control : undefined
      const name = typeof step === 'string' ? step : control ? controlName(control.name) : (attack as Attack).name
      let failed: EditorCall | undefined
      if (attack) {
        say(`${attack.name}: preparing`)
        started = performance.now()
        try {
          await editorThread.prepare(attack.name)
        } catch (error) {
          failed = { what: 'preparation', status: null, ms: 0, done: false, note: (error as Error).message }
        }
        say(`${attack.name}: prepared in ${Math.round((performance.now() - started) / 1000)} s`)
        await sleep(GAP_MS)
      }

      say(`${name}: window of ${options.windowS} s`)
      const from = performance.now()
      const boundMs = windowMs - tailMs
      const calls = failed
        ? [failed]
        : attack
          ? await editorThread
              .run(attack.name, boundMs)
              .catch((error: Error) => [{ what: 'run', status: null, ms: 0, done: false, note: error.message }])
          : []
      await sleep(from + windowMs - performance.now())
      const to = performance.now()

      let restarted: string | null = null
      if (!(await answersHealth(base, RECOVERY_MS))) {
        const how = await server.stop(1000)
        const again = performance.now()
        server = await startServer(db, dataDir, port, options.nice)
        restarted = `${how === 'exited' ? 'exited by itself' : `no health answer ${RECOVERY_MS / 1000} s after the window: killed`}; restarted in ${Math.round((performance.now() - again) / 1000)} s`
        say(`${name}: ${restarted}`)
      }
      // Calls sent just before the window's end are still in flight now: wait for their answers
      // (a few seconds at most), so that only calls that truly got none count as "no answer".
      for (const end = performance.now() + SETTLE_MS; performance.now() < end; await sleep(50))
        if (![...respondents.log.pending].some((p) => p.at >= from && p.at < to)) break
      const seconds = (to - from) / 1000
      const result: WindowResult = {
        name,
        title:
          attack?.title ??
          (control
            ? `no editor (control for ${control.name})`
            : step === 'baseline'
              ? 'baseline (no editor)'
              : 'baseline again, after all attacks'),
        seconds: Math.round(seconds),
        respondents: respondentFigures(respondents.log.between(from, to), seconds),
        health: healthFigures(probe.log.between(from, to)),
        timeline: timeline(respondents.log.between(from, to), probe.log.between(from, to), from, seconds),
        editor: calls,
        restarted,
        load: Math.round(loadavg()[0]! * 10) / 10,
      }
      windows.push(result)
      const r = result.respondents
      say(
        `${result.name}: respondents p50/p95/p99/max ${r.p50}/${r.p95}/${r.p99}/${r.max} ms, ${r.errors5xx} 5xx, ${r.otherErrors} other; worst seconds (p90/max ms) ${worstSeconds(result.timeline)}; health p99/max ${result.health.p99}/${result.health.max} ms; editor ${calls.map((c) => `${c.what} ${c.status ?? '-'} ${c.ms} ms${c.done ? '' : ' (not done)'}`).join(', ') || '-'}`,
      )
      await sleep(restarted ? options.warmupS * 1000 : GAP_MS)
    }
  } finally {
    await editorThread.close()
    await probe.stop()
    await respondents.stop()
    players.close()
    probeClient.close()
    await server.stop()
  }
  return windows
}
