import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// One structural comparison (engine/model/sameValue.ts): history, rebase, reload, the graph and
// the server must agree on what "unchanged" means, and a second one (JSON texts compared, keys
// sorted by hand) drifts from it (undefined properties, key order, NaN).
const THE_ONE = 'engine/model/sameValue.ts'

/** Comparisons of JSON texts, and JSON texts made with a replacer (a hand-made canonical form). */
const SECOND_COMPARISON = [
  /JSON\.stringify\([^;\n]*\)\s*[!=]==?\s*JSON\.stringify\(/,
  /JSON\.stringify\([^,()\n]+,\s*(\(|function\b|[A-Za-z_$][\w$]*\s*\))/,
]

export function secondComparisons(file: string, text: string): string[] {
  if (file === THE_ONE) return []
  return text
    .split('\n')
    .flatMap((line, i) => (SECOND_COMPARISON.some((re) => re.test(line)) ? [`${file}:${i + 1}`] : []))
}

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'engine', 'server', 'src'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file))

describe('one structural comparison (sameValue)', () => {
  it('no module of engine, server or src compares JSON texts or builds a canonical JSON text of its own', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(300)
    expect(files.flatMap((file) => secondComparisons(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('the check names a JSON text comparison and a key-sorting replacer', () => {
    const text = [
      'const same = JSON.stringify(a) === JSON.stringify(b)',
      'const canonical = (v: unknown) => JSON.stringify(v, (_k, x) => x)',
      'const text = JSON.stringify(value)',
    ].join('\n')
    expect(secondComparisons('engine/x.ts', text)).toEqual(['engine/x.ts:1', 'engine/x.ts:2'])
    expect(secondComparisons(THE_ONE, text)).toEqual([])
  })
})
