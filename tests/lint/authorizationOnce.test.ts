import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/api/auth.md "Order of checks": the endpoint table authorizes every call once
// (server/routes/authorizeFirst.ts) and handlers read the result (server/auth/authorized.ts).
const CHECKS = /\b(requireRole|requireEditor|requireLive|requireLiveIdentity|requireMultichatAccess)\(/g

/** Checks a handler still makes itself, each for something the table cannot know. */
const ALLOWED: Record<string, string[]> = {
  // The table's own check.
  'server/routes/authorizeFirst.ts': [
    'requireEditor',
    'requireEditor',
    'requireLiveIdentity',
    'requireRole',
    'requireMultichatAccess',
    'requireLive',
  ],
  // An open stream asks again long after its request was authorized (askedAgain).
  'server/routes/coediting/surveyStream.ts': ['requireRole'],
  'server/routes/coediting/multichatStream.ts': ['requireMultichatAccess'],
  // A second dialog: the one brought into the multichat, the dialogs a new multichat is made of.
  'server/routes/multichats/connectedSurveys.ts': ['requireRole'],
  'server/routes/multichats/multichatListRoutes.ts': ['requireRole'],
  // The multichat is known only after the trigger is looked up.
  'server/routes/multichats/triggers.ts': ['requireMultichatAccess'],
  // Public calls whose answer shows more to a member who sends a token.
  'server/routes/media/mediaFiles.ts': ['requireRole'],
  'server/routes/multichat/info.ts': ['requireMultichatAccess'],
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

function checksIn(text: string): string[] {
  return [...text.matchAll(CHECKS)].map((m) => m[1] ?? '').sort()
}

describe('authorization happens once, from the endpoint table', () => {
  it('route handlers read the checked access instead of calling the check helpers again', () => {
    const found = Object.fromEntries(
      tsFiles('server/routes').flatMap((file) => {
        const checks = checksIn(readFileSync(file, 'utf8'))
        return checks.length > 0 ? [[file, checks]] : []
      }),
    )
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, checks]) => [file, [...checks].sort()]))
    expect(found).toEqual(allowed)
  })

  it('the scan recognises a handler that checks again', () => {
    expect(checksIn("const { user } = await requireRole(ctx, request, id, 'edit')")).toEqual(['requireRole'])
    expect(checksIn('const { user } = surveyAccessOf(request, id)')).toEqual([])
  })
})
