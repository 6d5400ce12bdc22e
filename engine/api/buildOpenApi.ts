import { z } from 'zod'
import type { Endpoint } from './Endpoint'
import { apiErrorSchema, type ErrorCode } from './errorCodes'

type Json = Record<string, unknown>

/** zod -> JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), without the `$schema` key. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  return rest
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const json = schemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}')

function security(endpoint: Endpoint): Json[] {
  return endpoint.access.kind === 'public' ? [] : [{ bearer: [] }]
}

function describeAccess(endpoint: Endpoint): string {
  const a = endpoint.access
  switch (a.kind) {
    case 'public':
      return 'Öffentlich.'
    case 'editor':
      return a.fresh
        ? 'Redaktion, frisches Token (Passwort-Anmeldung) nötig.'
        : a.orLive
          ? 'Angemeldete Redaktion oder Live-Teilnehmende.'
          : 'Angemeldete Redaktion.'
    case 'refresh':
      return 'Mit dem Refresh-Token.'
    case 'live':
      return 'Live-Teilnehmende (Live-Token) des Dialogs.'
    case 'survey':
      return `Mitglied des Dialogs mit dem Recht „${a.capability}“${a.fresh ? ', frisches Token (Passwort-Anmeldung) nötig' : ''}.`
    case 'multichat':
      return `Mitglied eines Dialogs des Dialogmanagers mit dem Recht „${a.capability}“.`
  }
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }

function errorResponse(codes: readonly ErrorCode[]): Json {
  return { description: `Fehler; code: ${codes.join(', ')}`, content: errorContent }
}

/**
 * The error answers every endpoint of its kind can give, whatever it does (the codes of a
 * refusal specific to one call are in docs/api/errors.md and the Error schema's enum).
 */
function errorResponses(endpoint: Endpoint): Record<string, Json> {
  const kind = endpoint.access.kind
  const responses: Record<string, Json> = {}
  if (endpoint.body || endpoint.query || endpoint.params)
    responses['400'] = errorResponse(endpoint.body ? ['invalid_input', 'invalid_json'] : ['invalid_input'])
  if (kind !== 'public') {
    responses['401'] = errorResponse(
      'fresh' in endpoint.access && endpoint.access.fresh
        ? ['missing_token', 'token_expired', 'token_revoked', 'fresh_token_required']
        : ['missing_token', 'token_expired', 'token_revoked'],
    )
    responses['403'] = errorResponse(
      kind === 'live'
        ? ['forbidden', 'live_token_required']
        : kind === 'refresh'
          ? ['account_disabled']
          : kind === 'editor'
            ? ['account_disabled', 'editor_token_required']
            : ['forbidden', 'account_disabled', 'editor_token_required'],
    )
    responses['422'] = errorResponse(['invalid_auth_header', 'malformed_token', 'invalid_token', 'wrong_token_type'])
  }
  if (kind === 'survey') responses['404'] = errorResponse(['survey_not_found'])
  if (kind === 'multichat') responses['404'] = errorResponse(['dialog_manager_not_found', 'survey_not_found'])
  if (endpoint.rateLimited)
    responses['429'] = {
      ...errorResponse(['too_many_requests']),
      headers: { 'Retry-After': { description: 'Sekunden bis zum nächsten Versuch', schema: { type: 'integer' } } },
    }
  responses['503'] = errorResponse(['server_busy'])
  return responses
}

/** The OpenAPI 3.1 document of the whole API, generated from the contract's zod schemas. */
export function buildOpenApi(endpoints: readonly Endpoint[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const endpoint of endpoints) {
    const operation: Json = {
      summary: endpoint.summary,
      description: describeAccess(endpoint),
      security: security(endpoint),
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      responses: {
        [String(endpoint.status ?? 200)]: {
          description: 'Erfolg',
          ...(endpoint.stream
            ? { content: { 'text/event-stream': { schema: { type: 'string' } } } }
            : endpoint.response
              ? { content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } }
              : {}),
        },
        ...errorResponses(endpoint),
        default: { description: 'Fehler (docs/api/errors.md)', content: errorContent },
      },
    }
    if (endpoint.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
      }
    ;(paths[toOpenApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: schemaOf(apiErrorSchema, 'output') },
    },
  }
}
