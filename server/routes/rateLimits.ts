import { endpoints } from '@engine/api/endpoints'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { editorOf } from '../auth/authorized'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { clientKey } from '../http/clientKey'
import { pgRateLimitStore } from './rateLimitStore'

/**
 * Issue #19.6: calls that send mail or create an identity are limited per target address and per
 * client (its IP as Fastify resolves it, see TRUST_PROXY), so a script can neither flood a mailbox
 * nor fill the tables. The numbers, and why a classroom behind one NAT still gets in, are in
 * docs/reliability/security.md#findings-2-6-7; each is configurable (server/config.ts), 0 switches one off.
 */
export interface RateLimitOptions {
  /** Mails of one group (self-service links, invitations) to one address per mail window. */
  mailPerAddress: number
  /** Public mail and account calls (link requests, registration by link) of one client per mail window. */
  mailPerClient: number
  mailWindowSeconds: number
  /**
   * Invitations (invite_user, resend_invite) one editor sends per mail window, whatever the
   * addresses: per address alone, a script of one account mailed 150 new addresses in a second.
   */
  invitationsPerEditor: number
  /** Live registrations (register_live, register_live_list) of one client per live window. */
  liveRegistrationsPerClient: number
  liveWindowSeconds: number
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  mailPerAddress: 3,
  mailPerClient: 20,
  mailWindowSeconds: 15 * 60,
  invitationsPerEditor: 50,
  liveRegistrationsPerClient: 300,
  liveWindowSeconds: 5 * 60,
}

export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', 'too_many_requests')
  }
}

/** Counts the call; `retryAfter` (seconds) when it is over the limit. */
type Check = (request: FastifyRequest) => Promise<{ retryAfter?: number }>
type AddressOf = (request: FastifyRequest) => Promise<string | undefined>

/** A string field of the raw body, normalised as accounts store addresses; the handler validates it later. */
const bodyAddress =
  (field: string): AddressOf =>
  async (request) => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field]
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined
  }

/**
 * Registers @fastify/rate-limit and checks the limits of the table below in a preHandler hook,
 * that is after the identity and role checks (authorizeFirst.ts): a caller without a token learns
 * nothing from a 429, and an address's limit counts known and unknown addresses alike. On
 * PostgreSQL the counters live in the table every app server shares (rateLimitStore.ts), so n
 * servers allow each limit once; PGlite is one process, so its counters stay in memory
 * (docs/reliability/rate-limits.md). Every key starts with its limiter's name, so limiters
 * sharing the table never share a counter.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: ServerContext,
  options: RateLimitOptions | false,
): Promise<void> {
  if (options === false) return
  const { database } = ctx
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' && {
      store: pgRateLimitStore(database.db, (err) => app.log.warn({ err }, 'Alte Zählerstände nicht gelöscht')),
    }),
  })
  const limiter = (
    max: number,
    windowSeconds: number,
    keyGenerator: NonNullable<RateLimitPluginOptions['keyGenerator']>,
  ): Check | null => {
    if (max <= 0) return null
    const take = app.createRateLimit({ max, timeWindow: windowSeconds * 1000, keyGenerator })
    return async (request) => {
      const limit = await take(request)
      return !limit.isAllowed && limit.isExceeded ? { retryAfter: Math.max(1, limit.ttlInSeconds) } : {}
    }
  }

  const perClient = (name: string, max: number, windowSeconds: number): Check | null =>
    limiter(max, windowSeconds, (request) => `${name}:${clientKey(request.ip)}`)
  /** Skipped when the body names no address (the handler answers 400 then). */
  const perAddress = (group: string, addressOf: AddressOf): Check | null => {
    const check = limiter(
      options.mailPerAddress,
      options.mailWindowSeconds,
      async (request) => `address:${group}:${(await addressOf(request)) ?? ''}`,
    )
    return check && (async (request) => ((await addressOf(request)) === undefined ? {} : check(request)))
  }

  const mailClient = perClient('mail', options.mailPerClient, options.mailWindowSeconds)
  const liveClient = perClient('live', options.liveRegistrationsPerClient, options.liveWindowSeconds)
  // One counter (each limiter has its own store) for every self-service link to an address. The
  // editor asking to validate their own address is known by now (authorizeFirst's onRequest
  // hook put them on the request).
  const linkAddress = perAddress('link', async (request) =>
    request.routeOptions.url === '/api/request_email_validation'
      ? editorOf(request).user.username
      : bodyAddress('username')(request),
  )
  const invitationAddress = perAddress('invitation', bodyAddress('name'))
  // The editor is known by now (authorizeFirst's onRequest hook).
  const invitationEditor = limiter(
    options.invitationsPerEditor,
    options.mailWindowSeconds,
    (request) => `invitations:${editorOf(request).user.id}`,
  )

  const table: Record<string, (Check | null)[]> = {
    'POST /api/request_magic_link': [mailClient, linkAddress],
    'POST /api/request_password_reset': [mailClient, linkAddress],
    'POST /api/request_email_validation': [linkAddress],
    'POST /api/magic_link_registration': [mailClient],
    'POST /api/invite_user': [invitationEditor, invitationAddress],
    'POST /api/resend_invite': [invitationEditor, invitationAddress],
    'POST /api/register_live': [liveClient],
    'POST /api/register_live_list': [liveClient],
  }
  // The contract marks the limited calls (its OpenAPI document lists their 429): a misspelt or
  // forgotten route here would silently go unlimited.
  const marked = endpoints.filter((e) => e.rateLimited).map((e) => `${e.method} ${e.path}`)
  const differ = [
    ...Object.keys(table).filter((route) => !marked.includes(route)),
    ...marked.filter((route) => !(route in table)),
  ]
  if (differ.length > 0) throw new Error(`rate limits and the contract's rateLimited differ: ${differ.join(', ')}`)
  const checksOf = new Map(
    Object.entries(table).map(([route, checks]) => [route, checks.filter((c): c is Check => c !== null)]),
  )

  app.addHook('preHandler', async (request, reply) => {
    const checks = checksOf.get(`${request.method} ${request.routeOptions.url ?? ''}`)
    for (const check of checks ?? []) {
      const { retryAfter } = await check(request)
      if (retryAfter !== undefined) {
        void reply.header('Retry-After', String(retryAfter))
        throw new RateLimitedError(retryAfter)
      }
    }
  })
}
