import type { Transport, TransportCall } from '../sync/Transport'
import { lostAnswer } from '../sync/transportError'

/**
 * A transport that loses answers, as a network that drops after the request: the call reaches the
 * server (which applies it), then the caller gets `lostAnswer()` (status 0) instead of the answer.
 * `lose(call, n)` picks the calls (`n` counts every call from 0); `beforeServer` loses the request
 * instead, so the server never sees it. The engine resends a lost change under its `change_id` and
 * the server applies it once (docs/engine.md, "No answer").
 */
export function losingAnswers(
  transport: Transport,
  lose: (call: TransportCall, n: number) => boolean,
  options: { beforeServer?: boolean } = {},
): Transport {
  let n = 0
  return {
    async send(call) {
      const lost = lose(call, n++)
      if (lost && options.beforeServer) throw lostAnswer()
      const answer = await transport.send(call)
      if (lost) throw lostAnswer()
      return answer
    },
  }
}
