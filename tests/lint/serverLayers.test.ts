import { describe, expect, it } from 'vitest'
import { type ImportGraph, repositoryImportGraph } from './importGraph'

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
