import type { Steps } from '@engine/changes'

/**
 * How long an editor's batch (10,000 jumps through /structure, a restore of 4,000 blocks) may hold
 * the event loop in one piece before respondents' turns get theirs (issue #27): the batch's work
 * is unchanged, it only lets others in every few milliseconds.
 */
export const SLICE_MS = 4

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs `steps` (engine/model/steps.ts) to its result, giving the event loop a turn (setImmediate:
 * after pending I/O, so a respondent's request or a database answer that arrived meanwhile goes
 * first) whenever a slice has run `sliceMs`. Same result as `drain`; only for work outside a
 * transaction, since a transaction holds the embedded database's one connection while it waits.
 */
export async function inSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let since = performance.now()
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    if (performance.now() - since >= sliceMs) {
      await nextTurn()
      since = performance.now()
    }
  }
}
