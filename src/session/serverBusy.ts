import { proxy } from 'valtio'

/** SPEC.md §9: the server-busy banner closes itself after 6000 ms. */
export const SERVER_BUSY_CLEAR_MS = 6000

/** SPEC.md §4 server_busy for the editor pages; the live pages keep theirs in liveStatus. */
export const serverBusy = proxy({ busy: false })

let clearTimer: ReturnType<typeof setTimeout> | undefined

/** The server shed a call with 503 (docs/reliability/overload.md): inform, do not alarm. */
export function markServerBusy(): void {
  serverBusy.busy = true
  clearTimeout(clearTimer)
  clearTimer = setTimeout(() => {
    serverBusy.busy = false
  }, SERVER_BUSY_CLEAR_MS)
}

export function clearServerBusy(): void {
  clearTimeout(clearTimer)
  serverBusy.busy = false
}
