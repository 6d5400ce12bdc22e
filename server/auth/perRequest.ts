import type { FastifyRequest } from 'fastify'

/**
 * A lookup done at most once per request and key: the authorization hook (authorizeFirst.ts)
 * checks identity and role before the handler runs, and the handler's own requireEditor or
 * requireRole then reuses that answer instead of asking the database again.
 */
export function perRequest<T>(): (request: FastifyRequest, key: string, load: () => Promise<T>) => Promise<T> {
  const memo = new WeakMap<FastifyRequest, Map<string, Promise<T>>>()
  return (request, key, load) => {
    let byKey = memo.get(request)
    if (!byKey) memo.set(request, (byKey = new Map()))
    let found = byKey.get(key)
    if (!found) byKey.set(key, (found = load()))
    return found
  }
}

/**
 * The same request for a check that must ask again (a co-editing stream re-checking its access long after
 * its request was authorized): a new object, so no answer remembered for the request is reused;
 * headers and everything else are read through to the original.
 */
export function askedAgain(request: FastifyRequest): FastifyRequest {
  return Object.create(request) as FastifyRequest
}
