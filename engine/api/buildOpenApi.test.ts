import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApi } from './buildOpenApi'
import type { Endpoint } from './Endpoint'
import { errorCodes } from './errorCodes'

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/login',
    summary: 'Anmelden',
    access: { kind: 'public' },
    body: z.object({ username: z.string(), password: z.string() }),
    response: z.object({ success: z.literal(true), token: z.string() }),
  },
  {
    method: 'DELETE',
    path: '/api/surveys/:survey_id',
    summary: 'Dialog löschen',
    access: { kind: 'survey', capability: 'own' },
    params: z.object({ survey_id: z.string() }),
  },
  {
    method: 'POST',
    path: '/api/request_password_reset',
    summary: 'Link zum Zurücksetzen anfordern',
    access: { kind: 'public' },
    body: z.object({ username: z.string() }),
    rateLimited: true,
  },
]

describe('buildOpenApi', () => {
  const doc = buildOpenApi(endpoints, { title: 'Dialoge', version: '1' }) as {
    openapi: string
    paths: Record<
      string,
      Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[]; security: unknown[] }>
    >
  }

  it('describes every endpoint under its OpenAPI path and method', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(['/api/login', '/api/surveys/{survey_id}', '/api/request_password_reset'])
    expect(doc.paths['/api/surveys/{survey_id}']?.delete?.parameters).toEqual([
      expect.objectContaining({ name: 'survey_id', in: 'path' }),
    ])
  })

  it('takes request bodies from the zod schemas and marks public calls as needing no token', () => {
    const login = doc.paths['/api/login']?.post
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['username', 'password'] } } },
    })
    expect(login?.security).toEqual([])
    expect(doc.paths['/api/surveys/{survey_id}']?.delete?.security).toEqual([{ bearer: [] }])
  })

  it('answers errors as {msg, code} with the listed codes, and names the generic error statuses per access', () => {
    const full = doc as unknown as {
      components: { schemas: { Error: { properties: { code: { enum: string[] } }; required: string[] } } }
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(full.components.schemas.Error.required).toEqual(['msg', 'code'])
    expect(full.components.schemas.Error.properties.code.enum).toEqual(errorCodes)
    const login = Object.keys(full.paths['/api/login']?.post?.responses ?? {})
    expect(login).toEqual(['200', '400', '503', 'default'])
    const erase = Object.keys(full.paths['/api/surveys/{survey_id}']?.delete?.responses ?? {})
    expect(erase).toEqual(['200', '400', '401', '403', '404', '422', '503', 'default'])
  })

  it('lists 429 with Retry-After for a rate-limited call, and only there', () => {
    const full = doc as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>
    }
    const reset = full.paths['/api/request_password_reset']?.post?.responses ?? {}
    expect(Object.keys(reset)).toEqual(['200', '400', '429', '503', 'default'])
    expect(Object.keys(reset['429']?.headers ?? {})).toEqual(['Retry-After'])
    expect(Object.keys(full.paths['/api/login']?.post?.responses ?? {})).not.toContain('429')
  })
})
