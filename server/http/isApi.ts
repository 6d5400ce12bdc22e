/**
 * The path as Fastify's router matches it: without query or fragment, percent-decoded as
 * decodeURI does (so `/%61pi/chat` is `/api/chat`, while an encoded `/` stays `%2F` and matches
 * no route). A path that does not decode is refused by the router (server/http/connectionErrors.ts).
 */
function routedPath(url: string): string {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  if (!path.includes('%')) return path
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * A request to the JSON API (`/api` and below, with or without a query), as opposed to the SPA
 * and static files: load shedding, no-store and the JSON 404 apply to these only. Decided on the
 * path the router sees, so a percent-encoded spelling of /api is API too (issue #19, finding 11).
 */
export function isApi(url: string): boolean {
  const path = routedPath(url)
  return path === '/api' || path.startsWith('/api/')
}
