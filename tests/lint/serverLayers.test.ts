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

// docs/contributing.md: repositories (server/repositories/) own the SQL; handlers, services, auth and
// live code call repository functions. server/db/ holds the schema, the drivers and the migrations.
const DATABASE_HOME = /^server\/(repositories|db)\//
const DATABASE_ACCESS = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)|(^|\/)db\/schema(\/|$)/

/** The files outside DATABASE_HOME that may import one module of DATABASE_ACCESS, each with its reason. */
const EXCEPTIONS: Readonly<Record<string, { specifier: string; reason: string }>> = {
  'server/coediting/pgChannel.ts': {
    specifier: 'pg',
    reason:
      'LISTEN needs a connection of its own outside the pool, kept open and reopened after a drop; ' +
      'the SQL it sends is in server/repositories/coeditNotices.ts',
  },
}

function databaseImports(file: string, text: string): string[] {
  if (DATABASE_HOME.test(file)) return []
  return importsOf(file, text)
    .filter((i) => DATABASE_ACCESS.test(i.specifier) && EXCEPTIONS[file]?.specifier !== i.specifier)
    .map((i) => `${file}: ${i.specifier}`)
}

const serverFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && existsSync(file))

describe('only repositories and server/db reach the database', () => {
  it('no server file outside server/repositories and server/db imports drizzle, a driver or the schema', () => {
    const files = serverFiles()
    expect(files.filter((file) => file.startsWith(ROUTES)).length).toBeGreaterThan(50)
    expect(files.flatMap((file) => databaseImports(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('each exception still imports what it is allowed, so the list only shrinks', () => {
    const stale = Object.entries(EXCEPTIONS).filter(
      ([file, { specifier }]) =>
        !existsSync(file) || !importsOf(file, readFileSync(file, 'utf8')).some((i) => i.specifier === specifier),
    )
    expect(stale).toEqual([])
  })

  it('the check names a route, a service and an auth module that build queries, not a repository', () => {
    const query = "import { eq, sql } from 'drizzle-orm'\nimport { surveys } from '../../db/schema'\n"
    expect(databaseImports('server/routes/example.ts', query)).toEqual([
      'server/routes/example.ts: drizzle-orm',
      'server/routes/example.ts: ../../db/schema',
    ])
    expect(databaseImports('server/services/nlu/example.ts', "import { sql } from 'drizzle-orm'\n")).toEqual([
      'server/services/nlu/example.ts: drizzle-orm',
    ])
    expect(databaseImports('server/auth/example.ts', "import { users } from '../db/schema/auth'\n")).toEqual([
      'server/auth/example.ts: ../db/schema/auth',
    ])
    expect(databaseImports('server/repositories/example.ts', query)).toEqual([])
  })

  it('an exception allows only the import it names', () => {
    const text = "import pg from 'pg'\nimport { sql } from 'drizzle-orm'\n"
    expect(databaseImports('server/coediting/pgChannel.ts', text)).toEqual([
      'server/coediting/pgChannel.ts: drizzle-orm',
    ])
    expect(databaseImports('server/coediting/other.ts', text)).toEqual([
      'server/coediting/other.ts: pg',
      'server/coediting/other.ts: drizzle-orm',
    ])
  })
})
