import type { FastifyRequest } from 'fastify'
import { ApiError } from './ApiError'

/**
 * At most `slots` calls of one editor account in progress at once; more wait their turn, in
 * order, and past `queue` waiting ones a call is refused (429 `too_many_parallel_requests`).
 *
 * Why (issue #27): calls are served first come, first served, by one event loop and, on the
 * embedded database, one database thread. A burst of one account (100 stream requests sent at
 * once, a script) put all its statements in those queues ahead of every respondent's turn, whose
 * answers then waited for the whole burst (bench:isolation "streams": one second at p90 55 ms
 * against 12). Gated, an account has at most `slots` calls in the queues, so respondents' turns
 * are served between them. A browser opens at most 6 connections per host, so the app's own
 * parallel loads never wait. Respondents' calls are not gated. Per app server, in memory.
 */
export interface AccountGate {
  /**
   * Waits for a slot of `account`; answers the function that frees it (idempotent). Throws the
   * 429 when `queue` calls of the account already wait.
   */
  enter(account: number): Promise<() => void>
  /** Calls of `account` holding a slot, and waiting for one. */
  load(account: number): { active: number; waiting: number }
}

export interface AccountGateOptions {
  slots: number
  queue: number
}

/** ACCOUNT_PARALLEL_CALLS / ACCOUNT_QUEUED_CALLS (docs/api/errors.md). */
export const DEFAULT_ACCOUNT_GATE: AccountGateOptions = { slots: 8, queue: 256 }

const tooManyParallel = () =>
  new ApiError(
    429,
    'Zu viele gleichzeitige Anfragen von diesem Konto. Bitte einen Moment warten.',
    'too_many_parallel_requests',
  )

/** The slot a request holds (server/routes/authorizeFirst.ts takes it); each holds at most one. */
const heldSlots = new WeakMap<FastifyRequest, () => void>()

export function holdSlot(request: FastifyRequest, release: () => void): void {
  heldSlots.set(request, release)
}

/**
 * Gives the request's slot back (idempotent). The app's hooks do it once the answer is on its
 * way; a handler that takes the connection over (`reply.hijack()`, the co-editing stream) must do
 * it itself first, since no hook follows a hijacked reply.
 */
export function freeSlot(request: FastifyRequest): void {
  heldSlots.get(request)?.()
  heldSlots.delete(request)
}

export function createAccountGate({ slots, queue }: AccountGateOptions = DEFAULT_ACCOUNT_GATE): AccountGate {
  const accounts = new Map<number, { active: number; waiting: (() => void)[] }>()

  function releaser(account: number): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const entry = accounts.get(account)
      if (!entry) return
      // The slot passes straight to the next in line; the count stays.
      const next = entry.waiting.shift()
      if (next) return next()
      entry.active--
      if (entry.active === 0) accounts.delete(account)
    }
  }

  return {
    async enter(account) {
      let entry = accounts.get(account)
      if (!entry) accounts.set(account, (entry = { active: 0, waiting: [] }))
      if (entry.active < slots) {
        entry.active++
        return releaser(account)
      }
      if (entry.waiting.length >= queue) throw tooManyParallel()
      const waiting = entry.waiting
      await new Promise<void>((resolve) => waiting.push(resolve))
      return releaser(account)
    },
    load(account) {
      const entry = accounts.get(account)
      return { active: entry?.active ?? 0, waiting: entry?.waiting.length ?? 0 }
    },
  }
}
