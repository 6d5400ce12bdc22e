import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ErrorCode } from '@engine/api/errorCodes'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isApi } from './http/isApi'

/** Vite names bundles by content hash, so a file under /assets never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const isHashedAsset = (path: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/.test(path)

/**
 * Serves the built React app. index.html (and any unhashed file) may be cached only after asking
 * the server again, so a deploy reaches every browser at its next load; the hashed bundles it
 * names are kept for a year. Any GET outside /api that matches no file returns index.html so
 * the client router can take over (deep links, reloads); unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const hasApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The plugin's own header (public, max-age=0) would replace ours on every file.
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache'),
    })
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ msg: 'Nicht gefunden.', code: 'not_found' satisfies ErrorCode })
    }
    if (!hasApp) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Die Oberfläche wurde noch nicht gebaut (npm run build).')
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
