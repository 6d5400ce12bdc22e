import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import { describe, expect, it } from 'vitest'

// docs/contributing.md#a-new-endpoint: a call is documented in docs/ (docs/api/<family>.md, or the
// area's own page), with its method and its whole path on one line; OpenAPI (/api/docs) comes
// from the endpoint table by itself.

/** Whether a line names `endpoint`: its method as a word and its path, parameters as {name} or :name. */
export function namesEndpoint(line: string, endpoint: Pick<Endpoint, 'method' | 'path'>): boolean {
  const parts = endpoint.path.split(/:\w+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const path = new RegExp(`${parts.join('(\\{[^}]+\\}|:\\w+)')}(?![\\w/{:])`)
  return new RegExp(`\\b${endpoint.method}\\b`).test(line) && path.test(line)
}

describe('every call of the endpoint table is documented', () => {
  const docs = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'docs'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))

  it('names each one with its method and whole path on a line of docs/', () => {
    const missing = endpoints.filter((e) => !docs.some((line) => namesEndpoint(line, e)))
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([])
  })

  it('the check takes {id} or :id for a parameter, and neither a longer path nor another method', () => {
    const call = { method: 'GET', path: '/api/surveys/:id/versions' } as const
    expect(namesEndpoint('| GET /api/surveys/{id}/versions | view |', call)).toBe(true)
    expect(namesEndpoint('`GET /api/surveys/:survey_id/versions?x=1`', call)).toBe(true)
    expect(namesEndpoint('GET /api/surveys/{id}/versions/{version}', call)).toBe(false)
    expect(namesEndpoint('PUT /api/surveys/{id}/versions', call)).toBe(false)
  })
})
