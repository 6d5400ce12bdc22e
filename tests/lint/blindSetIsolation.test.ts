import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/nlu.md "Two answer sets": the blind set is evaluated, never learned from. Only the
 * benchmark's evaluation may read it; the router, its lexicon and the tuning scripts may not.
 */
const ROOT = join(__dirname, '..', '..')
// llmCalls.ts measures how many answers LLM routing would send (aggregates only) and chooses nothing.
const ALLOWED = new Set([
  'bench/nlu/blindEvaluation.ts',
  'bench/nlu/run.ts',
  'bench/nlu/blindDataset.ts',
  'bench/nlu/llmCalls.ts',
])

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : []
  })
}

describe('the blind NLU set stays blind', () => {
  it('is imported only by the benchmark evaluation, never by engine/, server/ or a tuning script', () => {
    const readers = ['engine', 'server', 'src', 'bench', 'scripts']
      .flatMap(sources)
      .filter(
        (path) =>
          !ALLOWED.has(path) &&
          /(from|import\()\s*['"][^'"]*blindDataset['"]/.test(readFileSync(join(ROOT, path), 'utf8')),
      )
    expect(readers).toEqual([])
  })

  it('the evaluation reads it (so the check above watches the right name)', () => {
    expect(readFileSync(join(ROOT, 'bench/nlu/blindEvaluation.ts'), 'utf8')).toContain("from './blindDataset'")
  })
})
