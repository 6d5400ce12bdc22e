import type { HttpClient } from './httpClient'
import { type Percentiles, percentiles } from '../stats'

/**
 * The same server's cheapest call (GET /api/health) in a closed loop with the same concurrency:
 * what HTTP, Fastify and the client cost on this machine at this load. A turn's figures divided
 * by it carry across machines better than the absolute numbers (docs/benchmarks.md).
 */
export async function measureBaseline(
  client: HttpClient,
  concurrency: number,
  durationMs: number,
): Promise<{ requestsPerSecond: number; latency: Percentiles; errors: number }> {
  const end = performance.now() + durationMs
  const samples: number[] = []
  let errors = 0
  const worker = async () => {
    while (performance.now() < end) {
      const reply = await client.send('GET', '/api/health')
      if (reply.status !== 200) errors++
      samples.push(reply.ms)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { requestsPerSecond: Math.round(samples.length / (durationMs / 1000)), latency: percentiles(samples), errors }
}
