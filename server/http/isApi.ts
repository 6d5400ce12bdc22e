/**
 * A request to the JSON API (`/api` and below, with or without a query), as opposed to the SPA
 * and static files: load shedding, no-store and the JSON 404 apply to these only.
 */
export function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}
