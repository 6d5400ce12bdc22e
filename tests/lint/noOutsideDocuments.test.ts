import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// docs/contributing.md: a maintainer has only this repository, so no file may send them to the
// team's notes or to a path outside it; the contract lives in docs/product and docs/design.
const notes = ['SPEC', 'DESIGN', 'STYLE'].map((name) => `${name}\\.md`).join('|')
const outside = new RegExp(`\\b(${notes})\\b|\\.\\./shared/|/work/(shared|main|wt)/`)

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  return files.filter((file) => !/\.(png|jpe?g|gif|ico|woff2?|pdf|xlsx)$/i.test(file) && file !== 'package-lock.json')
}

describe('the repository stands on its own', () => {
  it('no tracked file names the team notes or a path outside the repository', () => {
    const offenders = trackedTextFiles().flatMap((file) => {
      let text: string
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        return [] // deleted in the work tree
      }
      return text
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
    })
    expect(offenders).toEqual([])
  })

  it('the check recognises a reference to the notes', () => {
    expect(outside.test(`see ${'SPEC'}.md §3`)).toBe(true)
    expect(outside.test('see docs/product/entities.md')).toBe(false)
  })
})
