/**
 * A sliding-window limit per key, in this process's memory: at most `max` calls per `windowMs`.
 * `take` answers 0 when the call may go ahead (and counts it), else the milliseconds until it
 * may. Per process on purpose: it only keeps one client from flooding a table, and a fleet's
 * servers each allowing `max` is still a bound.
 */
export function createRateLimit(max: number, windowMs: number) {
  const calls = new Map<number | string, number[]>()
  return {
    take(key: number | string, now: number): number {
      const recent = (calls.get(key) ?? []).filter((at) => at > now - windowMs)
      if (recent.length >= max) {
        calls.set(key, recent)
        return recent[0]! + windowMs - now
      }
      recent.push(now)
      calls.set(key, recent)
      // Forget keys that fell silent, so the map does not grow with every respondent ever seen.
      if (calls.size > 10_000) for (const [k, v] of calls) if (v.every((at) => at <= now - windowMs)) calls.delete(k)
      return 0
    },
  }
}
