import { MultichatId } from '@engine/api/multichats'
import type { Access, Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import { SurveyId } from '@engine/model'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { decorateAuthorized, recordAuthorized } from '../auth/authorized'
import { accessClaims, readBearer } from '../auth/bearer'
import { requireEditor } from '../auth/requireEditor'
import { type LiveIdentityReader, requireLive, requireLiveIdentity } from '../auth/requireLive'
import { requireRole } from '../auth/requireRole'
import type { ServerContext } from '../context'
import { type AccountGate, freeSlot, holdSlot } from '../http/accountGate'
import { requireMultichatAccess } from '../auth/multichatAccess'
import { readTurnWithIdentity } from './multichat/turnRead'

/** A field of a params, query or body object, whatever else the object holds. */
function fieldOf(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null && !Array.isArray(source)
    ? (source as Record<string, unknown>)[name]
    : undefined
}

/**
 * The first place that names a value decides: the path, then the body, then the query. A value
 * that is not a valid id is left to the handler's validation (a 400 after the identity is known).
 */
function located<T>(candidates: unknown[], parse: (value: unknown) => T | undefined): T | undefined {
  const named = candidates.find((value) => value !== undefined)
  return named === undefined ? undefined : parse(named)
}

/** The dialog a survey call names: in its path, else in its body's field (`survey_id` unless the endpoint says), else in its query. */
const surveyIdOf = (request: FastifyRequest, bodyField: 'survey_id' | 'item') =>
  located(
    [
      fieldOf(request.params, 'id'),
      fieldOf(request.params, 'survey_id'),
      fieldOf(request.body, bodyField),
      fieldOf(request.query, 'survey_id'),
    ],
    (value) => SurveyId.safeParse(value).data,
  )

const multichatIdOf = (request: FastifyRequest) =>
  located(
    [fieldOf(request.params, 'dialog_manager_id'), fieldOf(request.body, 'dialog_manager_id')],
    // A body names it as a JSON number, a path as digits (MultichatId takes digits only).
    (value) => MultichatId.safeParse(typeof value === 'number' ? String(value) : value).data,
  )

/**
 * Live calls whose identity is read in one statement with what the handler reads next (the
 * multichat turn: docs/reliability/launch.md "One read per turn"); every other live call checks
 * the token's respondent alone.
 */
const liveIdentityReaders = new Map<string, LiveIdentityReader>([
  ['POST /api/multichat/:dialog_manager_id/chat', readTurnWithIdentity],
])

/**
 * An editor's call waits for one of its account's slots (server/http/accountGate.ts) before any
 * statement of its own runs. The account is the verified token's; a token that does not verify is
 * refused here as it would be a moment later, and a live token is not gated.
 */
async function enterGate(ctx: ServerContext, gate: AccountGate, request: FastifyRequest): Promise<void> {
  const claims = accessClaims(ctx.tokens, request)
  if (claims.kind !== 'editor') return
  holdSlot(request, await gate.enter(Number(claims.sub)))
}

/** Who calls: the token contract's 401/422, a live token on an editor call (403), a disabled account (403). */
async function checkIdentity(
  ctx: ServerContext,
  gate: AccountGate,
  request: FastifyRequest,
  endpoint: Endpoint,
): Promise<void> {
  const { access } = endpoint
  if ((access.kind === 'editor' && !access.orLive) || access.kind === 'survey' || access.kind === 'multichat')
    await enterGate(ctx, gate, request)
  switch (access.kind) {
    case 'public':
      return
    case 'refresh':
      ctx.tokens.verify(readBearer(request), 'refresh')
      return
    case 'live':
      recordAuthorized(request, {
        live: await requireLiveIdentity(ctx, request, liveIdentityReaders.get(`${endpoint.method} ${endpoint.path}`)),
      })
      return
    case 'editor':
      // Logout takes any access token, also a revoked one (logging out twice is harmless).
      if (access.orLive) accessClaims(ctx.tokens, request)
      else recordAuthorized(request, { editor: await requireEditor(ctx, request, { fresh: access.fresh }) })
      return
    case 'survey':
    case 'multichat': {
      const fresh = access.kind === 'survey' ? access.fresh : undefined
      recordAuthorized(request, { editor: await requireEditor(ctx, request, { fresh }) })
    }
  }
}

/** The role in the dialog or multichat the request names (403, or 404 for a non-member), where it names one. */
async function checkScope(ctx: ServerContext, request: FastifyRequest, access: Access): Promise<void> {
  if (access.kind === 'survey') {
    const surveyId = surveyIdOf(request, access.bodyField ?? 'survey_id')
    if (surveyId !== undefined) {
      const found = await requireRole(ctx, request, surveyId, access.capability, { fresh: access.fresh })
      recordAuthorized(request, { survey: { id: surveyId, access: found } })
    }
  } else if (access.kind === 'multichat') {
    const multichatId = multichatIdOf(request)
    if (multichatId !== undefined)
      recordAuthorized(request, {
        multichat: await requireMultichatAccess(ctx, request, multichatId, access.capability),
      })
  } else if (access.kind === 'live') {
    const surveyId = fieldOf(request.body, 'survey_id')
    const parsed = SurveyId.safeParse(surveyId).data
    // A multichat call names its multichat in the path; its handler checks the player's scope.
    if (parsed !== undefined && fieldOf(request.params, 'dialog_manager_id') === undefined)
      await requireLive(ctx, request, parsed)
  }
}

/**
 * docs/api/auth.md "Order of checks": on every call of the contract table, who calls is checked
 * before the body is even read (onRequest), and the caller's role in the dialog or multichat the
 * request names before the handler validates anything (preValidation). So a forged or missing
 * token learns nothing about the body or about which ids exist, and a member without the right
 * gets 403 whatever the body holds. What the checks find is put on the request
 * (server/auth/authorized.ts); handlers read it there and never check again (tests/lint/authorizationOnce.test.ts).
 */
export function authorizeFirst(app: FastifyInstance, ctx: ServerContext, gate: AccountGate): void {
  decorateAuthorized(app)
  const byRoute = new Map<string, Endpoint>(endpoints.map((e) => [`${e.method} ${e.path}`, e]))
  const endpointOf = (request: FastifyRequest) =>
    byRoute.get(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`)

  app.addHook('onRequest', async (request) => {
    const endpoint = endpointOf(request)
    if (endpoint) await checkIdentity(ctx, gate, request, endpoint)
  })
  // The slot is freed as soon as the answer is on its way: a download holds none while it runs
  // (a hijacked co-editing stream frees its own). Not when the client goes away: its handler
  // still runs, and an account must not get past its slots by sending and aborting.
  app.addHook('onSend', async (request) => freeSlot(request))
  app.addHook('onResponse', async (request) => freeSlot(request))
  app.addHook('preValidation', async (request) => {
    const endpoint = endpointOf(request)
    if (endpoint) await checkScope(ctx, request, endpoint.access)
  })
}
