// npx tsx bench/simulateRespondents/run.ts: the simulated respondents' part of `npm run bench` alone,
// written to bench/simulate-respondents-results.json. See docs/benchmarks.md.
import { cpus } from 'node:os'
import { writeFileSync } from 'node:fs'
import { measureSimulateRespondents } from './measure'

const result = measureSimulateRespondents()
const out = {
  generated: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model },
  input: 'server/db/seedGames/tatort.ts: 5 dialogs, 1,000 respondents, seed 7, the seeded examples',
  baseline: 'the 8-answer walkthrough replayed as often through the same runtime (no classifier memo), same process',
  result,
  target: { under2s: result.ms < 2000 },
}
writeFileSync(new URL('../simulate-respondents-results.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`)
console.log(JSON.stringify(out, null, 2))
