import type { HttpClient, Reply } from './httpClient'
import { type Percentiles, percentiles } from '../stats'

export interface LoopResult {
  requestsPerSecond: number
  latency: Percentiles
  errors: number
}

/** `call` in a closed loop of `concurrency` callers for `durationMs`: throughput, latency and non-200 answers. */
export async function measureLoop(
  concurrency: number,
  durationMs: number,
  call: () => Promise<Reply>,
): Promise<LoopResult> {
  const end = performance.now() + durationMs
  const samples: number[] = []
  let errors = 0
  const worker = async () => {
    while (performance.now() < end) {
      const reply = await call()
      if (reply.status !== 200) errors++
      samples.push(reply.ms)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { requestsPerSecond: Math.round(samples.length / (durationMs / 1000)), latency: percentiles(samples), errors }
}

/**
 * The same server's cheapest call (GET /api/health) in a closed loop with the same concurrency:
 * what HTTP, Fastify and the client cost on this machine at this load. A turn's figures divided
 * by it carry across machines better than the absolute numbers (docs/benchmarks.md).
 */
export function measureBaseline(client: HttpClient, concurrency: number, durationMs: number): Promise<LoopResult> {
  return measureLoop(concurrency, durationMs, () => client.send('GET', '/api/health'))
}

/** A chat turn's body, stored whole by the floor server (bench/launch/floorServer.ts). */
const FLOOR_BODY = {
  survey_id: 'Kq7DYdnN8gDa',
  unique_question_id: 'k_konfrontation',
  user_input: 'Er wollte Sie wegen der falschen Etiketten bei der Weinkontrolle anzeigen',
}

/**
 * The floor: one stored request per call (POST /floor of floorServer.ts), as many callers as
 * players; `/floor-read` also reads a stored state of a turn's answer's size first and answers it.
 */
export function measureFloor(
  client: HttpClient,
  concurrency: number,
  durationMs: number,
  path: '/floor' | '/floor-read' = '/floor',
): Promise<LoopResult> {
  return measureLoop(concurrency, durationMs, () => client.send('POST', path, FLOOR_BODY))
}
