import { endpoints } from '@engine/api/endpoints'

/**
 * Public calls a respondent's page makes besides its own (`live`) calls: registering, the
 * dialog's language, configuration and media, the multichat's play page, and refreshing the
 * respondent's token (docs/reliability/overload.md "Respondents first").
 */
const PUBLIC_RESPONDENT_CALLS = [
  'POST /api/register_live',
  'POST /api/register_live_list',
  'POST /api/get_survey_language',
  'GET /api/get_config',
  'GET /api/multichat/:dialog_manager_id',
  'POST /api/get_media_list',
  'GET /api/media/:filename_db',
  'POST /api/refresh',
]

/** Always answered, never shed: a load balancer that sees 503 here takes the whole server out. */
export const HEALTH_ROUTE = 'GET /api/health'

/**
 * The respondents' calls as `METHOD /route` (Fastify's route pattern): every call with live
 * access (chat turns, feedback, restart) and the public ones above. Derived from the contract,
 * so a new respondent call is spared without a list to keep; a name above that is not in the
 * contract stops the start.
 */
export function respondentRoutes(): ReadonlySet<string> {
  const known = new Set(endpoints.map((e) => `${e.method} ${e.path}`))
  const unknown = PUBLIC_RESPONDENT_CALLS.filter((route) => !known.has(route))
  if (unknown.length > 0) throw new Error(`respondent calls missing from the contract: ${unknown.join(', ')}`)
  return new Set([
    ...endpoints.filter((e) => e.access.kind === 'live').map((e) => `${e.method} ${e.path}`),
    ...PUBLIC_RESPONDENT_CALLS,
  ])
}
