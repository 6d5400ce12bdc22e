import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type ImportGraph, importsOf, repositoryImportGraph } from './importGraph'

// docs/architecture.md "server": routes call services and repositories, never the other way.
// The app (server/app.ts) and its configuration (server/config.ts) assemble the routes.
const ROUTES = 'server/routes/'
const BELOW_ROUTES = /^server\/(auth|cache|changes|db|http|jobs|live|repositories|services|workers)\//

function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, edges]) =>
    BELOW_ROUTES.test(from) ? edges.filter((e) => e.to.startsWith(ROUTES)).map((e) => `${from} -> ${e.to}`) : [],
  )
}

describe('the server imports downward', () => {
  it('no cache, change, service, repository or other module below the routes imports from server/routes', () => {
    expect(upwardImports(repositoryImportGraph(process.cwd()))).toEqual([])
  })

  it('the check names a service that imports a route file', () => {
    const graph: ImportGraph = new Map([
      ['server/cache/liveDialogs.ts', [{ to: 'server/routes/surveys/loadDialog.ts', typeOnly: false }]],
      ['server/routes/live/chat.ts', [{ to: 'server/services/conversation/answerTurn.ts', typeOnly: false }]],
    ])
    expect(upwardImports(graph)).toEqual(['server/cache/liveDialogs.ts -> server/routes/surveys/loadDialog.ts'])
  })
})

// docs/contributing.md: repositories (server/repositories/) own the SQL; handlers never build queries.
const QUERY_BUILDING = /^drizzle-orm(\/|$)|\/db\/schema(\/|$)/

function queryImports(file: string, text: string): string[] {
  return importsOf(file, text)
    .filter((i) => QUERY_BUILDING.test(i.specifier))
    .map((i) => `${file}: ${i.specifier}`)
}

describe('routes leave SQL to the repositories', () => {
  it('no route file imports drizzle or the database schema', () => {
    const routeFiles = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'server/routes'],
      {
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file.endsWith('.ts') && existsSync(file))
    expect(routeFiles.length).toBeGreaterThan(50)
    expect(routeFiles.flatMap((file) => queryImports(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('the check names a route that builds a query', () => {
    const text =
      "import { eq } from 'drizzle-orm'\nimport { surveys } from '../../db/schema'\nexport const x = [eq, surveys]\n"
    expect(queryImports('server/routes/example.ts', text)).toEqual([
      'server/routes/example.ts: drizzle-orm',
      'server/routes/example.ts: ../../db/schema',
    ])
  })
})
