import type { HttpClient } from '../launch/httpClient'
import { CallLog } from './callLog'

export const PROBE_EVERY_MS = 50

export interface Probe {
  log: CallLog
  stop(): Promise<void>
}

/**
 * GET /api/health every 50 ms on a connection of its own, one at a time: a stalled server shows
 * as one long probe (the stall) instead of a pile of sockets. Each probe is timed from its send.
 */
export function startProbe(client: HttpClient): Probe {
  const log = new CallLog()
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now()
      await log.time(
        () => client.send('GET', '/api/health'),
        (reply) => reply.status,
      )
      const rest = PROBE_EVERY_MS - (performance.now() - started)
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
    }
  })()
  return {
    log,
    async stop() {
      stopped = true
      await loop
    },
  }
}
