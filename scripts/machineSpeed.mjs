import { scryptSync } from 'node:crypto'

/**
 * How fast this machine is now, for reading `npm test`'s step times (docs/contributing.md#test-speed):
 * the median of a few scrypt hashes (N=2^15, the server's password hash), one core, in ms. The same
 * 2-core machine kind has been seen at 92 ms and at 170 ms on different days, and every step's time
 * moved with it; a time per step means little without it.
 */
export function scryptMilliseconds(samples = 5) {
  const times = []
  for (let i = 0; i < samples; i++) {
    const begin = performance.now()
    scryptSync('calibration', 'salt', 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
    times.push(performance.now() - begin)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

/** The machine the ten-minute goal was measured on (clean `bash .ci/run` of fbd5296, 9:43 min). */
export const REFERENCE_SCRYPT_MS = 92

/** Seconds on this machine as they would be on the reference machine (CPU-bound steps scale so). */
export function onReference(seconds, scryptMs) {
  return (seconds * REFERENCE_SCRYPT_MS) / scryptMs
}
