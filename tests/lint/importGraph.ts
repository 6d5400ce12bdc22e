import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** One import or export-from edge: `typeOnly` when it disappears from the emitted JavaScript. */
export interface ImportEdge {
  to: string
  typeOnly: boolean
}

export type ImportGraph = ReadonlyMap<string, readonly ImportEdge[]>

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * Resolves a specifier the way tsconfig, Vite and tsx do: relative paths, the `@engine/*` alias
 * (and bare `@engine`), and a folder's index file. Package imports resolve to undefined.
 */
export function resolveSpecifier(from: string, specifier: string, fileExists: (file: string) => boolean) {
  let base: string
  if (specifier === '@engine') base = 'engine/index'
  else if (specifier.startsWith('@engine/')) base = `engine/${specifier.slice('@engine/'.length)}`
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  else return undefined
  if (/\.tsx?$/.test(base) && fileExists(base)) return base
  for (const extension of extensions) if (fileExists(base + extension)) return base + extension
  return undefined
}

/** The static import and export-from statements of one file, with whether each is type-only. */
export function importsOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const found: { specifier: string; typeOnly: boolean }[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause
      const bindings = clause?.namedBindings
      // `import { type A, type B } from` is elided like `import type`; a bare `import 'x'` runs x.
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)))
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly })
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly))
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly })
    }
  }
  return found
}

/**
 * The import graph of the repository's TypeScript files (tracked, or new and not ignored, so a
 * cycle shows before its commit), keyed by repository-relative path.
 */
export function repositoryImportGraph(root: string): ImportGraph {
  const tracked = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)))
  const known = new Set(tracked)
  const graph = new Map<string, ImportEdge[]>()
  for (const file of tracked) {
    const edges: ImportEdge[] = []
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveSpecifier(file, specifier, (candidate) => known.has(candidate))
      if (to !== undefined) edges.push({ to, typeOnly })
    }
    graph.set(file, edges)
  }
  return graph
}

/**
 * Every import cycle, as the files of one strongly connected component (Tarjan's algorithm),
 * each starting with its alphabetically first file. A file importing itself counts as a cycle.
 * With `runtimeOnly`, type-only edges are ignored.
 */
export function findCycles(graph: ImportGraph, options: { runtimeOnly?: boolean } = {}): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let counter = 0
  const successors = (file: string) =>
    (graph.get(file) ?? []).filter((edge) => !(options.runtimeOnly && edge.typeOnly)).map((edge) => edge.to)

  // Iterative, so a long import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { file: string; next: number; targets: string[] }[] = []
    const enter = (file: string) => {
      index.set(file, counter)
      lowLink.set(file, counter)
      counter += 1
      stack.push(file)
      onStack.add(file)
      work.push({ file, next: 0, targets: successors(file) })
    }
    enter(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next]!
        frame.next += 1
        if (!index.has(target)) enter(target)
        else if (onStack.has(target)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!))
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.file)
      if (component.length > 1 || successors(frame.file).includes(frame.file)) cycles.push(component.sort())
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** One way round a cycle, for the failure message: `a.ts -> b.ts -> a.ts`. */
export function describeCycle(
  graph: ImportGraph,
  component: readonly string[],
  options: { runtimeOnly?: boolean } = {},
) {
  const members = new Set(component)
  const start = component[0]!
  // Breadth-first from start back to start, inside the component: the shortest way round.
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const edge of graph.get(file) ?? []) {
      if ((options.runtimeOnly && edge.typeOnly) || !members.has(edge.to)) continue
      if (edge.to === start) {
        const path = [file]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return [...path, start].join(' -> ')
      }
      if (!cameFrom.has(edge.to)) {
        cameFrom.set(edge.to, file)
        queue.push(edge.to)
      }
    }
  }
  return component.join(', ')
}
