import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * A historical document records a plan as it was written; it is not kept up to date. It says so
 * in its title, and only the design index (which marks it historical) names it: code and the
 * other docs cite the documents that describe what is (docs/engine.md, docs/architecture.md).
 */
const HISTORICAL = ['docs/design/engine-core-plan.md']
const MAY_NAME_THEM = new Set(['docs/design/README.md', 'tests/lint/historicalDocs.test.ts', ...HISTORICAL])

function citations(file: string, text: string): string[] {
  if (MAY_NAME_THEM.has(file)) return []
  const names = HISTORICAL.map((doc) => doc.slice(doc.lastIndexOf('/') + 1))
  return text.split('\n').flatMap((line, i) => (names.some((name) => line.includes(name)) ? [`${file}:${i + 1}`] : []))
}

describe('historical documents are marked and not cited', () => {
  it.each(HISTORICAL)('%s says in its title that it is historical', (doc) => {
    expect(readFileSync(doc, 'utf8').split('\n')[0]).toMatch(/^# Historical: /)
  })

  it('no file but the design index names a historical document', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|md|mjs|js|json)$/.test(file) && existsSync(file) && file !== 'package-lock.json')
    expect(files.flatMap((file) => citations(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('the check names a comment that cites one', () => {
    expect(citations('server/x.ts', '// as in docs/design/engine-core-plan.md (e)\nconst x = 1\n')).toEqual([
      'server/x.ts:1',
    ])
    expect(citations('docs/design/README.md', 'engine-core-plan.md')).toEqual([])
  })
})
