// `npm run reliability`: the proofs of docs/reliability.md that are too long for `npm test`,
// one after another (they would measure each other on a 2-core machine). Each step's outcome and
// duration go to reliability/results/summary.json; figures are in each step's own results file.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

const pg = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const fuzzRuns = process.env.FUZZ_RUNS ?? '10000'

interface Step {
  name: string
  command: string[]
  env?: Record<string, string>
}

const steps: Step[] = [
  // Hostile input: at least 10,000 generated requests per database (npm test runs 1,500).
  {
    name: `Fuzz: ${fuzzRuns} Anfragen je Datenbank`,
    command: ['npx', 'vitest', 'run', 'tests/api/fuzz.test.ts'],
    env: { FUZZ_RUNS: fuzzRuns, TEST_DATABASE_URL: pg },
  },
  {
    name: 'Absturz (SIGKILL) und Sicherung/Wiederherstellung',
    command: ['npx', 'vitest', 'run', 'tests/api/crashSafety.test.ts', 'tests/api/backupRestore.test.ts'],
    env: { TEST_DATABASE_URL: pg },
  },
  {
    name: 'Tokens, Löschung, Header, Lastabwurf',
    command: [
      'npx',
      'vitest',
      'run',
      'tests/api/tokenAttacks.test.ts',
      'tests/api/authTokens.test.ts',
      'tests/api/erasure.test.ts',
      'tests/api/securityHeaders.test.ts',
      'tests/api/loadShedding.test.ts',
      'tests/api/concurrentEditors.test.ts',
    ],
    env: { TEST_DATABASE_URL: pg },
  },
  {
    name: 'Last: 200 gleichzeitige Befragte',
    command: ['node', '--import', 'tsx', 'reliability/load.ts'],
    env: { TEST_DATABASE_URL: pg },
  },
  {
    name: 'Startansturm: Tatort-Spiel (bench:launch)',
    command: ['node', '--import', 'tsx', 'bench/launch/run.ts'],
    env: { TEST_DATABASE_URL: pg },
  },
]

const only = process.argv.slice(2)
const results: { name: string; ok: boolean; seconds: number }[] = []
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.toLowerCase().includes(word.toLowerCase()))) continue
  console.log(`\n▶ ${step.name}`)
  const started = Date.now()
  const [command, ...args] = step.command as [string, ...string[]]
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } })
  results.push({ name: step.name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) })
}

mkdirSync('reliability/results', { recursive: true })
writeFileSync(
  'reliability/results/summary.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
)
console.log('')
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(failed === 0 ? 'Alle Zuverlässigkeitsnachweise bestanden.' : `${failed} Nachweis(e) fehlgeschlagen.`)
process.exit(failed === 0 ? 0 : 1)
