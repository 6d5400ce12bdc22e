import { globalStore } from './globalStore'
import { type Timers, browserTimers } from './timers'

/** docs/product/constants.md: the server-busy banner closes itself after 6000 ms. */
export const SERVER_BUSY_CLEAR_MS = 6000

/**
 * docs/product/states.md server_busy: what a banner shows. The editor pages have `serverBusy` below; the live
 * pages keep the flag in their banner state (src/chat/liveStatus.ts, also with the error).
 */
export interface BusyFlag {
  server_busy: boolean
}

/** server_busy of the editor pages (src/ui/ServerBusyBanner.tsx). */
export const serverBusy = globalStore<BusyFlag>(() => ({ server_busy: false }))

/** The running auto-clear of each flag, with the timers that started it. */
const clearing = new WeakMap<BusyFlag, { timers: Timers; id: unknown }>()

function stopClearing(flag: BusyFlag): void {
  const running = clearing.get(flag)
  if (running) running.timers.clearTimeout(running.id)
  clearing.delete(flag)
}

/**
 * The one way to raise server_busy (a 503 of a shedding server, docs/reliability/overload.md, or a
 * live call slower than 10000 ms): inform, do not alarm. It clears itself after 6000 ms; raising it
 * again starts the 6000 ms again.
 */
export function markServerBusy(flag: BusyFlag = serverBusy, options: { timers?: Timers; clearMs?: number } = {}): void {
  const timers = options.timers ?? browserTimers
  flag.server_busy = true
  stopClearing(flag)
  const id = timers.setTimeout(() => {
    clearing.delete(flag)
    flag.server_busy = false
  }, options.clearMs ?? SERVER_BUSY_CLEAR_MS)
  clearing.set(flag, { timers, id })
}

/** Both banner buttons (reload, close) clear the busy state (docs/product/states.md). */
export function clearServerBusy(flag: BusyFlag = serverBusy): void {
  stopClearing(flag)
  flag.server_busy = false
}
