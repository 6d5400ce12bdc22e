import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { getHeapStatistics } from 'node:v8'
import { isApi } from './isApi'
import { HEALTH_ROUTE, respondentRoutes } from './respondentRoutes'
import { ServerBusyError } from './serverBusy'

/** When the server stops taking API calls; 0 switches a check off (docs/reliability/overload.md). */
export interface OverloadOptions {
  /** Mean event-loop delay over one sample, in ms. */
  maxEventLoopDelayMs: number
  /** Heap in use as a percentage of V8's heap limit (--max-old-space-size). */
  maxHeapUsedPercent: number
  /** Resident memory in MB; off by default because only the operator knows the container limit. */
  maxRssMb: number
  /** Sent as Retry-After with every 503. */
  retryAfterSeconds: number
  /** How often the measurements are taken; tests shorten it. */
  sampleIntervalMs?: number
  /**
   * The respondents' calls (chat turns, registering, the play pages' reads) are shed only past
   * these, higher thresholds (docs/reliability/overload.md "Respondents first"); 0 switches one
   * off. They only count once the editors' thresholds above are passed. Default: DEFAULT_OVERLOAD's.
   */
  respondent?: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number; maxRssMb: number }
}

const DEFAULT_RESPONDENT = { maxEventLoopDelayMs: 3000, maxHeapUsedPercent: 97, maxRssMb: 0 }

/**
 * Far above what a busy but healthy server shows: 200 concurrent live respondents keep the mean
 * event-loop delay well under 100 ms. A mean above 1 s means every request already waits
 * seconds; near the heap limit the next step is GC thrashing and an out-of-memory crash.
 */
export const DEFAULT_OVERLOAD: OverloadOptions & Required<Pick<OverloadOptions, 'respondent'>> = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedPercent: 90,
  maxRssMb: 0,
  retryAfterSeconds: 10,
  // An editor's stall over 1 s must not fail the chat turns waiting behind it; past a mean of
  // 3 s respondents wait so long that a quick 503 and the busy banner serve them better. The
  // heap's last 7 % are kept for respondents: an out-of-memory crash would end every chat.
  respondent: DEFAULT_RESPONDENT,
}

/** One log line per this many ms while shedding: the log must not add to the overload. */
const WARN_EVERY_MS = 10_000

/**
 * Sheds API calls with 503 `{msg}` + Retry-After while the process is overloaded, so clients
 * show the server_busy banner (docs/product/states.md) instead of waiting into a timeout. Static files and
 * the SPA are not shed: they are cheap, and a 503 there would leave a blank page instead of the
 * app that can show the banner. Editors' calls are shed first: the respondents' calls only past
 * the higher `respondent` thresholds, `/api/health` never.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: OverloadOptions = DEFAULT_OVERLOAD,
): Promise<void> {
  const heapLimit = getHeapStatistics().heap_size_limit
  const spared = respondentRoutes()
  const r = options.respondent ?? DEFAULT_RESPONDENT
  const respondentsOverloaded = () => {
    const { eventLoopDelay, heapUsed, rssBytes } = app.memoryUsage()
    return (
      (r.maxEventLoopDelayMs > 0 && eventLoopDelay > r.maxEventLoopDelayMs) ||
      (r.maxHeapUsedPercent > 0 && heapUsed > (heapLimit * r.maxHeapUsedPercent) / 100) ||
      (r.maxRssMb > 0 && rssBytes > r.maxRssMb * 1024 * 1024)
    )
  }
  let lastWarnAt = -Infinity
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round((heapLimit * options.maxHeapUsedPercent) / 100),
    maxRssBytes: options.maxRssMb * 1024 * 1024,
    sampleInterval: options.sampleIntervalMs,
    // A rejection goes to next(error) and so through the one error handler (errorHandler.ts).
    pressureHandler: async (request, reply, type, value) => {
      if (!isApi(request.url)) return
      const route = `${request.method} ${request.routeOptions.url ?? ''}`
      if (route === HEALTH_ROUTE || (spared.has(route) && !respondentsOverloaded())) return
      const now = Date.now()
      if (now - lastWarnAt >= WARN_EVERY_MS) {
        lastWarnAt = now
        request.log.warn({ type, value }, 'Überlast: API-Anfragen werden mit 503 abgewiesen')
      }
      reply.header('retry-after', String(options.retryAfterSeconds))
      throw new ServerBusyError()
    },
  })
}
