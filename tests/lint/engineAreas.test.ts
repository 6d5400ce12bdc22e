import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ImportGraph, repositoryImportGraph } from './importGraph'

/** The engine's area of a file (engine/changes/apply.ts: changes); undefined outside engine's folders. */
const areaOf = (file: string) => /^engine\/([^/]+)\//.exec(file)?.[1]

/**
 * Which area imports which, from the areas' own modules: a unit test may reach into a neighbour
 * to build its fixtures (engine/testing) without making the areas depend on each other.
 */
function areaImports(graph: ImportGraph): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>()
  for (const [file, edges] of graph) {
    const from = areaOf(file)
    if (from === undefined || /\.test\.tsx?$/.test(file)) continue
    for (const edge of edges) {
      const to = areaOf(edge.to)
      if (to === undefined || to === from) continue
      const targets = imports.get(from) ?? new Set<string>()
      imports.set(from, targets.add(to))
    }
  }
  return imports
}

/**
 * Pairs of areas that still import each other (issue #29): this list may only shrink. The change
 * algebra, sync and history are not on it and must never be.
 */
const KNOWN_MUTUAL = ['api <-> changes', 'api <-> model', 'api <-> runtime', 'commands <-> versions']

describe('the areas of the engine (docs/architecture.md)', () => {
  const imports = areaImports(repositoryImportGraph(process.cwd()))
  const importsOf = (area: string) => [...(imports.get(area) ?? [])].sort()

  it('the change algebra imports neither sync nor history: how a change travels and how the history shows it live there', () => {
    expect(importsOf('changes')).not.toContain('sync')
    expect(importsOf('changes')).not.toContain('history')
  })

  it('sync and history do not import each other', () => {
    expect(importsOf('sync')).not.toContain('history')
    expect(importsOf('history')).not.toContain('sync')
  })

  it('sync knows no undo or redo: a pending change rebuilds itself through its origin (docs/engine.md, "one event stream")', () => {
    const dir = join(process.cwd(), 'engine/sync')
    const readsHistory = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /'(?:undo|redo)'|origin\.type/.test(readFileSync(join(dir, file), 'utf8')))
    expect(readsHistory).toEqual([])
  })

  it('no two areas import each other beyond the known pairs, which may only shrink', () => {
    const mutual = [...imports].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && imports.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
    )
    expect(mutual.sort()).toEqual(KNOWN_MUTUAL)
  })
})
