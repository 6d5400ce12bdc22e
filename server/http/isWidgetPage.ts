/**
 * The widget page, `/widget/{survey_id}` (src/features/live/routes.tsx), and nothing else: one
 * path segment, an optional trailing slash and query. Only this page may be framed by other
 * sites; `/widget/x/dashboard`, `/widget/../dashboard` and their encoded spellings are app pages
 * the client router would route elsewhere (docs/reliability/security.md#findings-3-4-11, finding 4).
 */
export function isWidgetPage(url: string): boolean {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  const match = /^\/widget\/([^/]+)\/?$/.exec(path)
  if (!match?.[1]) return false
  let segment: string
  try {
    segment = decodeURIComponent(match[1])
  } catch {
    return false
  }
  return segment !== '.' && segment !== '..' && !segment.includes('/') && !segment.includes('\\')
}
