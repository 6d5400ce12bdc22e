import { ATTACKS } from './attacks'
import type { Attack } from './attacks/attack'

export interface Options {
  dbs: ('pglite' | 'postgres')[]
  attacks: readonly Attack[]
  /** Length of every window, s; the editor's calls are aborted 5 s (a third of short windows) before its end. */
  windowS: number
  players: number
  /** Each respondent's pause before an answer, ms (±50 %). */
  thinkMs: number
  /** Seconds the players play before the first window: the first seconds of a new server (code compiled on first use, statements prepared) are not its steady state. */
  warmupS: number
  /** A window with no editor right before each attack's, the attack's ratio read against it (report.ts referenceOf). */
  controls: boolean
  /** Scheduling priority of the server and the bench (-20..19; below 0 needs root): see docs/benchmarks.md. */
  nice: number
  adminUrl: string
  outDir: string
}

const USAGE = `npm run bench:isolation -- [--db=pglite,postgres] [--only=${ATTACKS.map((a) => a.name).join(',')}]
  [--window=30] [--players=32] [--think=500] [--warmup=15] [--controls=true] [--nice=0] [--admin-url=postgres://postgres@127.0.0.1:5432/postgres]
  [--out=bench/isolation]`

export function parseOptions(argv: readonly string[]): Options {
  const given = new Map<string, string>()
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg)
    if (!match) throw new Error(`unknown argument ${arg}\n${USAGE}`)
    given.set(match[1] as string, match[2] as string)
  }
  const known = ['db', 'only', 'window', 'players', 'think', 'warmup', 'controls', 'nice', 'admin-url', 'out']
  for (const key of given.keys()) if (!known.includes(key)) throw new Error(`unknown option --${key}\n${USAGE}`)
  const list = (key: string, fallback: string) =>
    (given.get(key) ?? fallback)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const number = (key: string, fallback: number, min: number) => {
    const value = Number(given.get(key) ?? fallback)
    if (!Number.isFinite(value) || value < min) throw new Error(`--${key} must be a number ≥ ${min}\n${USAGE}`)
    return value
  }

  const yesNo = (key: string, fallback: boolean) => {
    const value = given.get(key)
    if (value === undefined) return fallback
    if (value !== 'true' && value !== 'false') throw new Error(`--${key} must be true or false\n${USAGE}`)
    return value === 'true'
  }

  const dbs = list('db', 'pglite,postgres')
  for (const db of dbs) if (db !== 'pglite' && db !== 'postgres') throw new Error(`unknown database ${db}\n${USAGE}`)
  const only = list('only', ATTACKS.map((a) => a.name).join(','))
  for (const name of only)
    if (!ATTACKS.some((a) => a.name === name)) throw new Error(`unknown attack ${name}\n${USAGE}`)
  return {
    dbs: dbs as Options['dbs'],
    attacks: ATTACKS.filter((a) => only.includes(a.name)),
    windowS: number('window', 30, 3),
    players: number('players', 32, 1),
    thinkMs: number('think', 500, 0),
    warmupS: number('warmup', 15, 0),
    controls: yesNo('controls', true),
    nice: Math.min(19, number('nice', 0, -20)),
    adminUrl: given.get('admin-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    outDir: given.get('out') ?? 'bench/isolation',
  }
}
