import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
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
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  })

  const widgetPolicy = serialize({ ...directives, 'frame-ancestors': options.widgetFrameAncestors })
  app.addHook('onRequest', async (request, reply) => {
    if (!isWidgetPage(request.url)) return
    // helmet wrote these on the raw response; Fastify's own headers win when it writes the head.
    reply.raw.removeHeader('x-frame-options')
    reply.header('content-security-policy', widgetPolicy)
  })

  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}
