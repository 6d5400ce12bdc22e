import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { isApi } from './isApi'
import { isWidgetPage } from './isWidgetPage'

export interface SecurityOptions {
  /** The site is served over HTTPS only: HSTS and upgrade-insecure-requests (production mode). */
  httpsOnly: boolean
  /** Who may embed /widget/{survey_id} in an iframe (CSP frame-ancestors); all other pages: this site only. */
  widgetFrameAncestors: string[]
}

export const DEFAULT_SECURITY: SecurityOptions = { httpsOnly: false, widgetFrameAncestors: ['*'] }

type Directives = Record<string, string[]>

/**
 * The built app has no inline script and injects no <style> element (checked in
 * tests/e2e/security.spec.ts), so script and style come from this site only. Images and
 * audio/video may come from any HTTPS host: logo_src, avatar_src, the background image and bot
 * media messages are addresses the dialog's author chose (src/chat/ui/mediaMessage.ts,
 * src/chat/ui/liveAppearance.ts safeBackground).
 */
export function contentSecurityPolicy(options: SecurityOptions): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // The dialog's background image may be an http(s) link (docs/runtime.md "Respondent settings");
    // over HTTPS upgrade-insecure-requests loads an http one as https, so http: is only needed without it.
    'img-src': ["'self'", 'data:', 'https:', ...(options.httpsOnly ? [] : ['http:'])],
    'media-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Over plain HTTP (a local or intranet install) this would send every asset to https and break the app.
    ...(options.httpsOnly && { 'upgrade-insecure-requests': [] }),
  }
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * The headers helmet's middleware sets with these options, worked out once: helmet's headers do
 * not depend on the request (no CSP nonces here). @fastify/helmet built helmet's middleware anew
 * on every request, parsing and checking the CSP each time: a twentieth of a chat turn's CPU
 * (docs/reliability/launch.md "The server's CPU per turn").
 */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = []
  const removed: string[] = []
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name, String(value)])
    },
    removeHeader: (name: string) => {
      removed.push(name)
    },
  } as unknown as ServerResponse
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error
  })
  return { set, removed }
}

/**
 * helmet's headers on every answer, with our CSP; the widget page alone (server/http/isWidgetPage.ts)
 * may be framed by other sites.
 * Every API answer defaults to `Cache-Control: no-store`: authenticated answers carry personal
 * data and login/refresh answers carry tokens, so no browser or proxy may keep them; a route
 * that sets its own (public media images) keeps it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions = DEFAULT_SECURITY,
): Promise<void> {
  const directives = contentSecurityPolicy(options)
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  })
  const widgetPolicy = serialize({ ...directives, 'frame-ancestors': options.widgetFrameAncestors })

  // On the raw response, as helmet's middleware wrote them: they stay on every answer, errors too;
  // Fastify's own headers win when it writes the head.
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw
    for (const name of headers.removed) raw.removeHeader(name)
    for (const [name, value] of headers.set) raw.setHeader(name, value)
    if (!isWidgetPage(request.url)) return
    raw.removeHeader('x-frame-options')
    reply.header('content-security-policy', widgetPolicy)
  })

  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}
