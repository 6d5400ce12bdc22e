import { describe, expect, it } from 'vitest'
import {
  describeCycle,
  findCycles,
  type ImportEdge,
  type ImportGraph,
  importsOf,
  repositoryImportGraph,
  resolveSpecifier,
} from './importGraph'

/** A graph from `from: ['to', 'type:to']` lists; `type:` marks a type-only import. */
function graphOf(lists: Record<string, string[]>): ImportGraph {
  return new Map(
    Object.entries(lists).map(([from, targets]): [string, ImportEdge[]] => [
      from,
      targets.map((target) =>
        target.startsWith('type:') ? { to: target.slice(5), typeOnly: true } : { to: target, typeOnly: false },
      ),
    ]),
  )
}

describe('the cycle finder', () => {
  it('finds nothing in a graph without cycles (a diamond is not a cycle)', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([])
  })

  it('names a two-file cycle', () => {
    const graph = graphOf({ 'x.ts': ['a.ts'], 'a.ts': ['b.ts'], 'b.ts': ['a.ts'] })
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts']])
    expect(describeCycle(graph, ['a.ts', 'b.ts'])).toBe('a.ts -> b.ts -> a.ts')
  })

  it('names each cycle once, a longer one as one component, and a file importing itself', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['f'], g: ['a'] })
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']])
    expect(describeCycle(graph, ['a', 'b', 'c'])).toBe('a -> b -> c -> a')
  })

  it('counts type-only imports unless asked for run-time cycles only', () => {
    const graph = graphOf({ a: ['b'], b: ['type:a'] })
    expect(findCycles(graph)).toEqual([['a', 'b']])
    expect(findCycles(graph, { runtimeOnly: true })).toEqual([])
  })
})

describe('reading and resolving imports', () => {
  it('reads imports and export-froms, and which of them are type-only', () => {
    const code = [
      "import type { A } from './a'",
      "import { type B, type C } from './b'",
      "import { type D, e } from './d'",
      "import './side-effect'",
      "export { f } from './f'",
      "export type { G } from './g'",
      "export * from './h'",
      'export const x = 1',
    ].join('\n')
    expect(importsOf('x.ts', code)).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: './b', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './side-effect', typeOnly: false },
      { specifier: './f', typeOnly: false },
      { specifier: './g', typeOnly: true },
      { specifier: './h', typeOnly: false },
    ])
  })

  it('resolves relative paths, the @engine alias and index files; packages are not followed', () => {
    const files = new Set(['engine/index.ts', 'engine/model/index.ts', 'engine/model/block.ts', 'src/a/b.tsx'])
    const exists = (file: string) => files.has(file)
    expect(resolveSpecifier('src/a/c.ts', './b', exists)).toBe('src/a/b.tsx')
    expect(resolveSpecifier('src/a/c.ts', '../../engine/model', exists)).toBe('engine/model/index.ts')
    expect(resolveSpecifier('src/a/c.ts', '@engine/model', exists)).toBe('engine/model/index.ts')
    expect(resolveSpecifier('src/a/c.ts', '@engine/model/block', exists)).toBe('engine/model/block.ts')
    expect(resolveSpecifier('src/a/c.ts', '@engine/index', exists)).toBe('engine/index.ts')
    expect(resolveSpecifier('src/a/c.ts', '@engine', exists)).toBe('engine/index.ts')
    expect(resolveSpecifier('src/a/c.ts', 'zod', exists)).toBeUndefined()
  })
})

describe('the repository', () => {
  const graph = repositoryImportGraph(process.cwd())

  it('is read whole, through the entry points', () => {
    expect(graph.size).toBeGreaterThan(500)
    const intoModelIndex = [...graph.values()].flat().filter((edge) => edge.to === 'engine/model/index.ts')
    expect(intoModelIndex.length).toBeGreaterThan(0)
  })

  // Type-only imports count too: a cycle through types is still two modules that cannot be
  // understood, moved or split apart from each other.
  it('has no import cycles (engine/, server/, src/, bench/, reliability/, tests/, scripts/)', () => {
    const cycles = findCycles(graph).map((component) => describeCycle(graph, component))
    expect(cycles).toEqual([])
  })
})
