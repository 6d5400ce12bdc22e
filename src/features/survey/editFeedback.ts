import { EngineError, type Result, type Transport } from '@engine/index'
import type { Observable } from 'rxjs'
import { isServerBusy } from '../../session/apiClient'
import { errorText } from '../../session/errorText'

/** A failure (a save rolled back, a refusal) or a notice (an undo or redo skipped to keep someone else's change). */
export type FeedbackKind = 'error' | 'notice'

export interface EditFeedback {
  /** Awaits an edit (or undo/redo) and reports its refusal; resolves with the edit's result. */
  shown(result: Promise<Result>): Promise<Result>
  dispose(): void
}

/**
 * How an editing session (configurator, multichat editor, training) tells the editor about
 * refused edits. A failed save reaches both the editor's errors$ (the rollback) and the edit's
 * promise: each failure is shown once. Refusals before anything changed (invalid input) are shown
 * too; "nothing to undo/redo" is not worth a message (the buttons are disabled then anyway).
 * An edit rolled back because the server shed the call (503, see `keepBusyCause`) is not reported:
 * docs/product/errors.md shows server_busy only as the information banner (src/session/api.ts raised it).
 */
export function createEditFeedback(
  errors$: Observable<EngineError>,
  report: (text: string, kind: FeedbackKind) => void,
  rolledBack: (msg: string) => string,
): EditFeedback {
  const reported = new WeakSet<Error>()
  const reportOnce = (error: Error, text: string) => {
    if (reported.has(error) || isServerBusy(error)) return
    reported.add(error)
    report(text, error instanceof EngineError && isSkip(error) ? 'notice' : 'error')
  }
  // A skipped undo or redo is a notice in its own words, not a rolled-back save.
  const textOf = (error: EngineError) => (isSkip(error) ? errorText(error) : rolledBack(errorText(error)))
  const errors = errors$.subscribe((error) => reportOnce(error, textOf(error)))
  return {
    async shown(result) {
      const outcome = await result
      if (!outcome.ok && outcome.error.code !== 'nothing_to_undo' && outcome.error.code !== 'nothing_to_redo') {
        reportOnce(
          outcome.error,
          outcome.error.code === 'sync_failed' ? textOf(outcome.error) : errorText(outcome.error),
        )
      }
      return outcome
    },
    dispose: () => errors.unsubscribe(),
  }
}

const isSkip = (error: EngineError) => error.code === 'undo_skipped' || error.code === 'redo_skipped'

/**
 * The engine turns a failed call into EngineError('sync_failed', message) and rolls the edit back;
 * the 503 would be lost in that. A shed call therefore goes to the engine as that EngineError
 * with the ApiError as its `cause`, so `isServerBusy` still knows it. Other failures pass
 * unchanged (the engine knows a stale version by its status 409 and code stale_version, isStaleVersion.ts).
 */
export function keepBusyCause(transport: Transport): Transport {
  return {
    async send(call) {
      try {
        return await transport.send(call)
      } catch (error) {
        if (!isServerBusy(error) || !(error instanceof Error)) throw error
        throw Object.assign(new EngineError('sync_failed', error.message), { cause: error })
      }
    },
  }
}
