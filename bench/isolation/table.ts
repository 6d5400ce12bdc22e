// node --import tsx bench/isolation/table.ts [bench/isolation/results-pglite.json …] — prints the
// markdown table of docs/benchmarks.md again from written results (no run).
import { readFileSync } from 'node:fs'
import { type WindowResult, markdownTable } from './report'

const files = process.argv.slice(2)
for (const file of files.length > 0 ? files : ['bench/isolation/results-pglite.json']) {
  const { database, windows } = JSON.parse(readFileSync(file, 'utf8')) as { database: string; windows: WindowResult[] }
  console.log(`${markdownTable(database === 'pglite' ? 'PGlite' : 'PostgreSQL', windows)}\n`)
}
