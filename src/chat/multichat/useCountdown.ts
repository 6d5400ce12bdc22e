import { useEffect, useState } from 'react'

/** Whole seconds until `at` (ms since epoch), ticking once a second; null without a time. */
export function useCountdown(at: number | null, now: () => number = Date.now): number | null {
  const [, tick] = useState(0)
  useEffect(() => {
    if (at === null) return
    const timer = setInterval(() => tick((n) => n + 1), 1_000)
    return () => clearInterval(timer)
  }, [at])
  return at === null ? null : Math.max(0, Math.ceil((at - now()) / 1_000))
}

/** 75 -> '1:15' */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
